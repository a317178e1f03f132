// Clients of a test core as browser tabs are: each label holds the session secret the core issued
// to it (electron/core/host/session-client.ts), so calls carry a real session, never a chosen id.
import type { Core } from '../../electron/core';
import { sessionClient, type SessionClient } from '../../electron/core/host/session-client';

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
