// Shared set-up of the auth tests: a real core on an in-memory database with a movable clock.
import { memoryLogger } from '../../../electron/common/log';
import { createCore, type Core } from '../../../electron/core';
import { sessionClient, type SessionClient } from '../../../electron/core/host/session-client';

/** A clock the test moves by hand. */
export function manualClock(start = '2026-11-20T10:00:00Z') {
  let t = new Date(start).getTime();
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

/** Cheap scrypt parameters: the production cost is tested in pin.test.ts. */
export const fastScrypt = { N: 1024, r: 8, p: 1 };

export async function testCore(clock = manualClock()): Promise<{ core: Core; clock: ReturnType<typeof manualClock>; lines: string[] }> {
  const logger = memoryLogger();
  const core = await createCore({ dataDir: ':memory:', clock, logger, scryptParams: fastScrypt });
  return { core, clock, lines: logger.lines };
}

const clients = new WeakMap<Core, Map<string, SessionClient>>();

/** Calls a method as one client (a tab holding its session secret) and returns the envelope. */
export function as(core: Core, clientId: string) {
  const byLabel = clients.get(core) ?? new Map<string, SessionClient>();
  clients.set(core, byLabel);
  const client = byLabel.get(clientId) ?? sessionClient(core.dispatch, clientId);
  byLabel.set(clientId, client);
  return (method: string, input: unknown = {}) => client.call(method, input);
}

/** The id of an active PIN user by name (login is by user and PIN). */
export function uid(core: Core, name: string): string {
  const row = core.runtime.db.prepare('SELECT id FROM pin_users WHERE name = ? AND active = 1').get(name) as { id: string } | undefined;
  if (!row) throw new Error(`no PIN user ${name}`);
  return row.id;
}

/** The manager PIN of the tests (six digits, as manager PINs must have). */
export const BOSS_PIN = '246810';
