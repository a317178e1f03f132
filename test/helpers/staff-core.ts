// A core as the session, authority and security tests start it: PINs hashed with a small scrypt
// cost (the policy is the production one), manual timers, the training service a built-in service
// when one is given, and (unless told otherwise) the manager Chefin (BOSS_PIN) and the cashier
// Anna (1357) set up. Beside it the page's web host, called as a browser tab posts: the page token,
// a client id and, once the core issued one, the session secret.
import { memoryLogger, type Logger } from '../../electron/common/log';
import { createCore, type Core, type CoreOptions } from '../../electron/core';
import { manualTimers, type Clock } from '../../electron/core/clock';
import { startWebHost, type WebHost, type WebHostOptions } from '../../electron/core/host/web-host';
import type { RunningSandbox } from '../../electron/sandbox';
import { as, BOSS_PIN } from './session-clients';

/** The cashier's PIN of the tests. */
export const ANNA_PIN = '1357';

/** Options of `startStaffCore`. */
export interface StaffCoreOptions {
  /** The built-in service of the training mode; none: the core starts without a service. */
  sandbox?: RunningSandbox;
  /** Sandbox key role (default `integration`). */
  role?: string;
  /** Default in memory. */
  dataDir?: string;
  clock?: Clock;
  logger?: Logger;
  /** Set up the manager Chefin and the cashier Anna (default true); the client `boss` stays the manager's. */
  staff?: boolean;
  /** Further options of `createCore`. */
  core?: Partial<CoreOptions>;
}

/** Starts a core for session and authority tests. */
export async function startStaffCore(opts: StaffCoreOptions = {}): Promise<Core> {
  const sb = opts.sandbox;
  const core = await createCore({
    dataDir: opts.dataDir ?? ':memory:',
    logger: opts.logger ?? memoryLogger(),
    timers: manualTimers(),
    scryptParams: { N: 1024, r: 8, p: 1 },
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(sb
      ? {
          startTrainingService: async () => ({
            baseUrl: sb.baseUrl,
            apiKey: sb.keys[opts.role ?? 'integration'] ?? '',
            close: async () => {},
          }),
        }
      : {}),
    ...opts.core,
  });
  if (opts.staff !== false) {
    const boss = as(core, 'boss');
    const steps = [
      await boss('auth.setup', { name: 'Chefin', pin: BOSS_PIN }),
      await boss('auth.setPin', { name: 'Anna', role: 'cashier', pin: ANNA_PIN }),
    ];
    const failed = steps.find((s) => !s.ok);
    if (failed) throw new Error(`staff set-up failed: ${JSON.stringify(failed)}`);
  }
  return core;
}

/** What `api/invoke` answers. */
export interface Envelope {
  ok: boolean;
  session?: string;
  value?: unknown;
  error?: { code: string; message?: string; details?: Record<string, unknown> };
}

/** The page's web host of a core, and a call as a browser tab makes it. */
export interface PageHost {
  host: WebHost;
  /** Posts one call as tab `client` with the page token and, when given, the session secret. */
  invoke(client: string, method: string, input?: unknown, secret?: string): Promise<Response>;
  /** `invoke` read as its envelope, with the HTTP status. */
  call(client: string, method: string, input?: unknown, secret?: string): Promise<{ status: number; body: Envelope }>;
  close(): Promise<void>;
}

/** Starts the web host of `core` (page token `page-token` unless given; no renderer unless `staticDir`). */
export async function startPageHost(core: Core, opts: Partial<Omit<WebHostOptions, 'dispatch' | 'bus' | 'gate'>> = {}): Promise<PageHost> {
  const token = opts.token ?? 'page-token';
  const host = await startWebHost({
    dispatch: core.dispatch,
    bus: core.bus,
    gate: core.gate,
    logger: opts.logger ?? memoryLogger(),
    staticDir: opts.staticDir ?? '/nonexistent',
    ...opts,
    token,
  });
  const invoke = (client: string, method: string, input: unknown = {}, secret?: string) =>
    fetch(`${host.url}api/invoke`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-terminal-session': token,
        'x-terminal-client': client,
        ...(secret ? { 'x-terminal-auth': secret } : {}),
      },
      body: JSON.stringify({ method, input }),
    });
  const call = async (client: string, method: string, input: unknown = {}, secret?: string) => {
    const res = await invoke(client, method, input, secret);
    return { status: res.status, body: (await res.json()) as Envelope };
  };
  return { host, invoke, call, close: () => host.close() };
}
