// A built-in service (in memory) and a core on it for one test file: started before the file's
// first test, closed after its last. The set-up most integration files shared line for line.
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
