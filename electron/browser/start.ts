// Browser / kiosk mode: the same core, served to a browser on 127.0.0.1. Wiring only (index.ts loads it).
import path from 'node:path';
import { createCore } from '../core';
import { startWebHost } from '../core/host/web-host';
import { startSandbox } from '../sandbox';
import { parseBrowserArgs } from './args';

/** Starts the browser mode; `here` is the folder of the built entry (the renderer lies beside it). */
export async function startBrowserMode(here: string): Promise<void> {
  const args = parseBrowserArgs(process.argv.slice(2), { port: 5317, dataDir: path.resolve('.data') });
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
    ...(args.pinHashCost ? { scryptParams: { N: args.pinHashCost, r: 8, p: 1 } } : {}),
    ...(args.serviceTimeoutMs ? { serviceTuning: { timeouts: { connectMs: args.serviceTimeoutMs, readMs: args.serviceTimeoutMs } } } : {}),
  });
  const host = await startWebHost({
    dispatch: core.dispatch,
    bus: core.bus,
    gate: core.gate,
    logger: core.runtime.logger,
    staticDir: path.resolve(here, '../renderer'),
    port: args.port,
    serverTiming: args.serverTiming,
  });
  // Scripts and tests read this line.
  console.log(`Voucher terminal (browser mode) ready at ${host.url}`);
  const stop = async () => {
    await host.close();
    await core.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
