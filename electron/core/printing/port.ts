// The printer port: one small interface over a network printer (raw TCP, port 9100) and a
// system print queue (raw through the OS spooler). Chosen by the `printer.uri` setting.
import type { PortOptions, PrinterPort } from './port-types';
import { createQueuePort } from './queue-port';
import { createTcpPort } from './tcp-port';

export * from './port-types';

/** Parsed printer target. */
export type PrinterTarget = { kind: 'tcp'; host: string; port: number } | { kind: 'queue'; name: string };

/** Parses `tcp://host[:port]` (default 9100) or `queue:NAME`; null when neither. */
export function parsePrinterUri(uri: string): PrinterTarget | null {
  const tcp = /^tcp:\/\/([^/:\s]+)(?::(\d{1,5}))?\/?$/i.exec(uri.trim());
  if (tcp?.[1]) {
    const port = tcp[2] ? Number(tcp[2]) : 9100;
    return port > 0 && port < 65536 ? { kind: 'tcp', host: tcp[1], port } : null;
  }
  // CUPS queue names: printable, no space, tab, slash, backslash or '#'. Passed as one argv element, never to a shell.
  const queue = /^queue:([^\s/\\#]{1,127})$/.exec(uri.trim());
  if (queue?.[1]) return { kind: 'queue', name: queue[1] };
  return null;
}

/** Builds the port for a printer URI, or null for an invalid one. */
export function createPort(uri: string, opts: PortOptions = {}): PrinterPort | null {
  const t = parsePrinterUri(uri);
  if (!t) return null;
  return t.kind === 'tcp' ? createTcpPort(t.host, t.port, opts) : createQueuePort(t.name, opts);
}
