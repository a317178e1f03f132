// Browser / kiosk mode: the same core, served to a browser on 127.0.0.1. Wiring only (index.ts loads
// it). Built as an entry of its own (out/main/start.js): the e2e tests start their terminals with
// `startTerminalServer`, many in one process, the way this mode starts one, and their own built-in
// services with `startSandbox`.
import path from 'node:path';
import type { Logger } from '../common/log';
import { createCore } from '../core';
import { startWebHost } from '../core/host/web-host';
import { startSandbox } from '../sandbox';
import { parseBrowserArgs, type BrowserArgs } from './args';

export { startSandbox };

export interface TerminalServer {
  url: string;
  /** Stops serving and closes the core (its database, its service, its timers). */
  close(): Promise<void>;
}

/** One terminal on `args.dataDir`, serving the renderer in `staticDir`; in training mode its built-in service lives beside it. */
export async function startTerminalServer(args: BrowserArgs & { staticDir: string; logger?: Logger }): Promise<TerminalServer> {
  const dataDir = path.resolve(args.dataDir);
  // Training mode (no live service set up): the built-in service on its own file in the data folder.
  const startTrainingService = async ({ flavour }: { flavour: 'interface' | 'production' }) => {
    const sandbox = await startSandbox({ dbFile: path.join(dataDir, 'training-service.db'), flavour });
    return { baseUrl: sandbox.baseUrl, apiKey: sandbox.keys['integration'] ?? '', close: () => sandbox.close() };
  };
  const core = await createCore({
    dataDir,
    startTrainingService,
    reconcileSettleMs: args.reconcileSettleMs,
    pinFirstDelayMs: args.pinDelayMs,
    ...(args.logger ? { logger: args.logger } : {}),
    ...(args.pinHashCost ? { scryptParams: { N: args.pinHashCost, r: 8, p: 1 } } : {}),
    ...(args.serviceTimeoutMs ? { serviceTuning: { timeouts: { connectMs: args.serviceTimeoutMs, readMs: args.serviceTimeoutMs } } } : {}),
  });
  let host: Awaited<ReturnType<typeof startWebHost>>;
  try {
    host = await startWebHost({
      dispatch: core.dispatch,
      bus: core.bus,
      gate: core.gate,
      logger: core.runtime.logger,
      staticDir: args.staticDir,
      port: args.port,
      serverTiming: args.serverTiming,
    });
  } catch (err) {
    // The port taken, say: the core lets go of its data folder before the error is told.
    await core.close();
    throw err;
  }
  return {
    url: host.url,
    close: async () => {
      await host.close();
      await core.close();
    },
  };
}

/** Starts the browser mode from the command line; `here` is the folder of the built entry (the renderer lies beside it). */
export async function startBrowserMode(here: string): Promise<void> {
  const args = parseBrowserArgs(process.argv.slice(2), { port: 5317, dataDir: path.resolve('.data') });
  const server = await startTerminalServer({ ...args, staticDir: path.resolve(here, '../renderer') });
  // Scripts and tests read this line.
  console.log(`Voucher terminal (browser mode) ready at ${server.url}`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
