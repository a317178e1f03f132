/**
 * Command line of the browser mode: `--port N`, `--data-dir DIR`; for tests `--reconcile-settle-ms N`
 * (the reconciler's settle window) and `--service-timeout-ms N` (the client's connect and read timeouts);
 * for tests `--pin-delay-ms N` (the wait after a first wrong PIN, doubling up to the lock; default 1 s)
 * and `--pin-hash-cost N` (scrypt N of PINs hashed from now on; default 2^17). Production keeps the defaults.
 * for benchmarks `--server-timing` (each call answers its phase timings as a Server-Timing header).
 */
export interface BrowserArgs {
  port: number;
  dataDir: string;
  /** The reconciler's settle window (e2e sets it short); default the `reconcile.settleMs` setting. */
  reconcileSettleMs?: number;
  /** Connect and read timeout of the service client (e2e sets it short); default 8 s each. */
  serviceTimeoutMs?: number;
  /** Answer each call's phase timings as a Server-Timing header (benchmarks). */
  serverTiming?: boolean;
  /** Wait after a first wrong PIN (e2e sets it short); default auth/policy.ts. */
  pinDelayMs?: number;
  /** scrypt N of new PIN hashes, a power of two from 1024 (e2e sets it low); default auth/pin.ts. */
  pinHashCost?: number;
}

export function parseBrowserArgs(argv: readonly string[], defaults: BrowserArgs): BrowserArgs {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = argv[i + 1];
    if (a === '--port' && next !== undefined) {
      const n = Number(next);
      if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--port needs a number 0..65535, got ${next}`);
      out.port = n;
      i++;
    } else if (a === '--data-dir' && next !== undefined) {
      out.dataDir = next;
      i++;
    } else if ((a === '--reconcile-settle-ms' || a === '--service-timeout-ms') && next !== undefined) {
      const n = Number(next);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${a} needs a whole number of milliseconds, got ${next}`);
      if (a === '--reconcile-settle-ms') out.reconcileSettleMs = n;
      else out.serviceTimeoutMs = n;
      i++;
    } else if (a === '--pin-delay-ms' && next !== undefined) {
      const n = Number(next);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${a} needs a whole number of milliseconds, got ${next}`);
      out.pinDelayMs = n;
      i++;
    } else if (a === '--pin-hash-cost' && next !== undefined) {
      const n = Number(next);
      if (!Number.isInteger(n) || n < 1024 || n > 2 ** 20 || (n & (n - 1)) !== 0) {
        throw new Error(`${a} needs a power of two from 1024 to 2^20, got ${next}`);
      }
      out.pinHashCost = n;
      i++;
    } else if (a === '--server-timing') {
      out.serverTiming = true;
    } else if (a === '--browser') {
      // accepted for symmetry with npm start
    } else {
      throw new Error(
        `Unknown argument ${a}. Usage: --port N --data-dir DIR [--reconcile-settle-ms N] [--service-timeout-ms N] [--pin-delay-ms N] [--pin-hash-cost N] [--server-timing]`,
      );
    }
  }
  return out;
}
