// Network printer over raw TCP. Our own socket handling instead of node-thermal-printer's
// execute(): that one never settles when the printer closes without answering (no 'close'
// handler) and reports success for a job the printer dropped half-way. Here every job ends with
// GS r 1 and only the printer's answer (or a clean silence from a printer without GS r) counts.
import net from 'node:net';
import { PrintError, type PortOptions, type PrinterPort, type PrinterStatus } from './port-types';

const DLE_EOT = (n: number): number[] => [0x10, 0x04, n];

/** Connects, writes `bytes`, collects up to `want` reply bytes until `replyTimeoutMs` of silence. */
function exchange(
  host: string,
  port: number,
  bytes: Buffer,
  want: number,
  opts: Required<Pick<PortOptions, 'connectTimeoutMs' | 'replyTimeoutMs'>>,
): Promise<{ reply: Buffer; closedEarly: boolean }> {
  return new Promise((resolve, reject) => {
    const reply: Buffer[] = [];
    let got = 0;
    let connected = false;
    let settled = false;
    const socket = net.connect({ host, port });
    const finish = (closedEarly: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      socket.destroy();
      resolve({ reply: Buffer.concat(reply), closedEarly });
    };
    const fail = (err: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      socket.destroy();
      reject(err);
    };
    const connectTimer = setTimeout(
      () => fail(new PrintError(`No answer from printer ${host}:${port} (connect timeout)`, 'offline')),
      opts.connectTimeoutMs,
    );
    socket.on('connect', () => {
      connected = true;
      clearTimeout(connectTimer);
      socket.setTimeout(opts.replyTimeoutMs, () => finish(false));
      socket.write(bytes);
    });
    socket.on('data', (d: Buffer) => {
      reply.push(d);
      got += d.length;
      if (got >= want) finish(false);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected) fail(new PrintError(`Printer ${host}:${port} not reachable (${err.code ?? err.message})`, 'offline'));
      else finish(true);
    });
    socket.on('close', () => finish(connected));
  });
}

/** Reads DLE EOT 1/2/4 status bytes into a printer state. */
export function interpretStatus(reply: Buffer): PrinterStatus {
  if (reply.length === 0) return { state: 'unknown', message: 'Printer connected; it does not report its status' };
  const [s1, s2, s4] = [reply[0] ?? 0, reply[1], reply[2]];
  if (s4 !== undefined && (s4 & 0x60) !== 0) return { state: 'paper_end', message: 'Printer is out of paper' };
  if (s2 !== undefined && (s2 & 0x20) !== 0) return { state: 'paper_end', message: 'Printer is out of paper' };
  if (s2 !== undefined && (s2 & 0x04) !== 0) return { state: 'cover_open', message: 'Printer cover is open' };
  if ((s1 & 0x08) !== 0) return { state: 'unknown', message: 'Printer reports it is offline' };
  return { state: 'ready' };
}

/** A network printer at host:port. */
export function createTcpPort(host: string, port: number, o: PortOptions = {}): PrinterPort {
  const opts = { connectTimeoutMs: o.connectTimeoutMs ?? 3000, replyTimeoutMs: o.replyTimeoutMs ?? 1500 };
  return {
    target: `tcp://${host}:${port}`,
    confirms: true,
    async status() {
      try {
        const { reply } = await exchange(host, port, Buffer.from([...DLE_EOT(1), ...DLE_EOT(2), ...DLE_EOT(4)]), 3, opts);
        return interpretStatus(reply);
      } catch (err) {
        return { state: 'offline', message: (err as Error).message };
      }
    },
    async print(bytes) {
      const { reply, closedEarly } = await exchange(host, port, bytes, 1, opts);
      if (reply.length === 0 && closedEarly) {
        throw new PrintError('Printer closed the connection before confirming the job', 'offline');
      }
      const last = reply[reply.length - 1];
      if (last !== undefined && (last & 0x0c) === 0x0c) throw new PrintError('Printer is out of paper', 'paper_end');
    },
  };
}
