// Test harness: a real core (real SQLite, real migrations) whose service is a real built-in
// service over HTTP. The sandbox is owned by the caller so it survives core restarts.
import { memoryLogger, type Logger } from '../../electron/common/log';
import { createCore, type Core, type CoreOptions } from '../../electron/core';
import type { CoreErrorData, MethodName, MethodInput, MethodOutput } from '../../electron/core/contract';
import type { FetchLike, Timeouts } from '../../electron/core/service';
import { sessionClient } from '../../electron/core/host/session-client';
import { manualTimers } from '../../electron/core/clock';
import type { RunningSandbox } from '../../electron/sandbox';
import { CallError } from './sales';

/** A core wired to a sandbox, with typed call helpers. */
export interface CoreHarness {
  core: Core;
  logger: Logger & { lines: string[] };
  /** Calls a method; resolves with its value or rejects with the error data. */
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>>;
  /** Calls a method that must fail; resolves with the error data. */
  fail<M extends MethodName>(method: M, input: MethodInput<M>): Promise<CoreErrorData>;
  close(): Promise<void>;
}

/** Options of `startCore`. */
export interface CoreHarnessOptions {
  sandbox: RunningSandbox;
  dataDir?: string;
  /** Sandbox key role (default `integration`). */
  role?: string;
  timeouts?: Partial<Timeouts>;
  reconcileSettleMs?: number;
  /** Wraps the client's fetch (the fault suite plants a double-apply with it to prove it can fail). */
  fetch?: FetchLike;
  /** Further options of `createCore`. */
  core?: Partial<CoreOptions>;
}

/** The cheap scrypt cost of test PINs (the production default is test/unit/auth/pin.test.ts's). */
export const testScrypt = { N: 1024, r: 8, p: 1 };

/** Starts a core on `dataDir` (default in memory) talking to the sandbox. */
export async function startCore(opts: CoreHarnessOptions): Promise<CoreHarness> {
  const logger = memoryLogger('info');
  const apiKey = opts.sandbox.keys[opts.role ?? 'integration'] ?? '';
  const core = await createCore({
    dataDir: opts.dataDir ?? ':memory:',
    logger,
    timers: manualTimers(),
    reconcileSettleMs: opts.reconcileSettleMs ?? 0,
    startTrainingService: async () => ({ baseUrl: opts.sandbox.baseUrl, apiKey, close: async () => {} }),
    // Short timeouts for the fault suite, no sleeping between GET retries.
    serviceTuning: { timeouts: opts.timeouts, retry: { attempts: 2, sleep: async () => {} }, ...(opts.fetch ? { fetch: opts.fetch } : {}) },
    // PINs hashed with scrypt N=1024 instead of 2^17 (0.35 CPU-s and 128 MiB per hash or check on
    // this machine, more under load): the same code, only the tests' number (test/unit/auth/pin.test.ts
    // checks the production cost). A test may pass its own.
    scryptParams: testScrypt,
    ...opts.core,
  });
  if (!core.runtime.state.online) throw new Error('the core did not reach the built-in service');
  // One client with its session, as a browser tab holds it (open till until someone logs in).
  const client = sessionClient(core.dispatch, 'test-client');
  const call = async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => {
    const res = await client.call(method, input);
    if (!res.ok) throw new CallError(res.error);
    return res.value as MethodOutput<M>;
  };
  const fail = async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<CoreErrorData> => {
    const res = await client.call(method, input);
    if (res.ok) throw new Error(`${method} was expected to fail but answered ${JSON.stringify(res.value)}`);
    return res.error;
  };
  return { core, logger, call, fail, close: () => core.close() };
}
