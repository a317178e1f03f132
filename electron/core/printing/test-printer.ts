// A receipt printer on 127.0.0.1 for tests and training mode: accepts ESC/POS over TCP, decodes it
// as the model set does (a Star reads ESC t numbers its own way),
// keeps the printed receipts and answers status requests (DLE EOT n, GS r n) like an Epson printer.
// It can be told to report paper end or an open cover, to drop a job half-way, or to stop listening.
import net from 'node:net';
import type { PrinterModel } from '../contract/settings';
import { EscPosDecoder, type DecodedReceipt, type StatusRequest } from './escpos-decoder';
import { profileOf } from './profiles';

export interface TestPrinterOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The model it is, asked at each connection (it reads the bytes as that model does); default Epson. */
  model?: () => PrinterModel;
}

/** Control and inspection handle of a running test printer. */
export interface TestPrinter {
  readonly port: number;
  readonly uri: string;
  /** Receipts printed (cut) so far, in order, over all connections. */
  receipts(): DecodedReceipt[];
  /** What arrived after the last cut of connections that ended without one. */
  partials(): DecodedReceipt[];
  setPaper(state: 'ok' | 'near_end' | 'end'): void;
  setCoverOpen(open: boolean): void;
  /** Close each following connection after this many bytes (a job cut short); null = never. */
  dropAfter(bytes: number | null): void;
  /** Stay connected but never answer status requests. */
  setSilent(silent: boolean): void;
  /** Resolves once `count` receipts were printed in total. */
  waitForReceipts(count: number, timeoutMs?: number): Promise<DecodedReceipt[]>;
  /** Stops accepting connections (clients get ECONNREFUSED); open ones are closed. */
  stopListening(): Promise<void>;
  /** Listens again on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a test printer. */
export async function startTestPrinter(opts: TestPrinterOptions = {}): Promise<TestPrinter> {
  const host = opts.host ?? '127.0.0.1';
  const printed: DecodedReceipt[] = [];
  const partials: DecodedReceipt[] = [];
  const sockets = new Set<net.Socket>();
  const waiters = new Set<() => void>();
  let paper: 'ok' | 'near_end' | 'end' = 'ok';
  let coverOpen = false;
  let drop: number | null = null;
  let silent = false;

  const answer = (req: StatusRequest): number | null => {
    const paperEnd = paper === 'end';
    if (req.kind === 'gs_r') return req.n === 1 || req.n === 49 ? (paperEnd ? 0x0c : paper === 'near_end' ? 0x03 : 0) : 0;
    switch (req.n) {
      case 1:
        return 0x12 | (paperEnd || coverOpen ? 0x08 : 0);
      case 2:
        return 0x12 | (coverOpen ? 0x04 : 0) | (paperEnd ? 0x20 : 0);
      case 3:
        return 0x12;
      case 4:
        return 0x12 | (paperEnd ? 0x60 : 0) | (paper === 'near_end' ? 0x0c : 0);
      default:
        return null;
    }
  };

  const onConnection = (socket: net.Socket): void => {
    sockets.add(socket);
    let received = 0;
    const limit = drop;
    const decoder = new EscPosDecoder((req) => {
      const byte = silent ? null : answer(req);
      if (byte !== null && !socket.destroyed) socket.write(Buffer.from([byte]));
    }, profileOf(opts.model?.()));
    socket.on('data', (chunk: Buffer) => {
      let data = chunk;
      if (limit !== null && received + data.length >= limit) data = data.subarray(0, Math.max(0, limit - received));
      received += data.length;
      // A printer without paper or with an open cover prints nothing; it still answers status.
      const ok = paper !== 'end' && !coverOpen;
      const done = decoder.push(data);
      if (ok) printed.push(...done);
      if (done.length) for (const w of [...waiters]) w();
      if (limit !== null && received >= limit) socket.destroy();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      const rest = decoder.partial();
      if (rest.items.some((i) => i.type !== 'text' || i.text !== '')) partials.push(rest);
    });
  };

  let server = net.createServer(onConnection);
  const listen = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const addr = server.address();
        resolve(typeof addr === 'object' && addr ? addr.port : port);
      });
    });
  const stop = async (): Promise<void> => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  };
  const port = await listen(opts.port ?? 0);

  return {
    port,
    uri: `tcp://${host}:${port}`,
    receipts: () => [...printed],
    partials: () => [...partials],
    setPaper: (p) => void (paper = p),
    setCoverOpen: (o) => void (coverOpen = o),
    dropAfter: (n) => void (drop = n),
    setSilent: (s) => void (silent = s),
    waitForReceipts(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          if (printed.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve([...printed]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`test printer: ${printed.length} of ${count} receipts after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stopListening: stop,
    async resume() {
      if (server.listening) return;
      server = net.createServer(onConnection);
      await listen(port);
    },
    close: stop,
  };
}
