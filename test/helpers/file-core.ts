// A built-in service (in memory) and a core on it for one test file: started before the file's
// first test, closed after its last. The set-up most integration files shared line for line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness, type CoreHarnessOptions } from './core-harness';
import { BOSS_PIN } from './session-clients';

/** The file's core (as `startCore` answers it) and its service `sb`; read inside tests and hooks. */
export type FileCore = CoreHarness & { readonly sb: RunningSandbox };

/** Options of `fileCore`: those of `startCore` but the service; `manager`: set up the manager Chefin. */
export type FileCoreOptions = Omit<CoreHarnessOptions, 'sandbox'> & {
  manager?: boolean;
  /** Starts the service (default: in memory, the interface flavour, the real clock). */
  startService?: () => Promise<RunningSandbox>;
};

/** Registers the file's hooks; answers the core they start (and close), with its service. */
export function fileCore(opts: FileCoreOptions = {}): FileCore {
  let sb: RunningSandbox | undefined;
  let h: CoreHarness | undefined;
  beforeAll(async () => {
    const { manager, startService, ...core } = opts;
    sb = await (startService ?? (() => startSandbox({ dbFile: ':memory:' })))();
    h = await startCore({ ...core, sandbox: sb });
    if (manager) await h.call('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
  });
  afterAll(async () => {
    await h?.close();
    await sb?.close();
  });
  const started = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('the file core is read before its beforeAll ran');
    return v;
  };
  return {
    get sb() {
      return started(sb);
    },
    get core() {
      return started(h).core;
    },
    get logger() {
      return started(h).logger;
    },
    call: (method, input) => started(h).call(method, input),
    fail: (method, input) => started(h).fail(method, input),
    close: () => started(h).close(),
  };
}

/**
 * A core of its own for one test: on a fresh data folder (named `prefix…` in the OS temp folder,
 * so a test can read its files) with the manager Chefin set up. The caller closes it.
 */
export async function startManagerCore(sandbox: RunningSandbox, prefix: string): Promise<{ h: CoreHarness; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const h = await startCore({ sandbox, dataDir: dir });
  await h.call('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
  return { h, dir };
}
