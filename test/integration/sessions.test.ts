// as an attacker holding the page token would try them: the session is a
// secret the core issued, not a header the caller chooses; only public methods answer without
// one; the IPC transport binds a session to its window; guessing the manager PIN from a cashier
// session gets five tries in all, whatever the cashier does in between.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import type { Core } from '../../electron/core';
import { delayAfter } from '../../electron/core/auth/lockout';
import { methods } from '../../electron/core/contract';
import { IPC_INVOKE, registerIpc, type IpcInvokeEvent } from '../../electron/core/host/ipc';
import { as, BOSS_PIN, uid } from '../helpers/session-clients';
import { startPageHost, startStaffCore } from '../helpers/staff-core';

let t = new Date('2026-11-20T10:00:00Z').getTime();
const clock = { now: () => new Date(t) };
let core: Core;

beforeAll(async () => {
  core = await startStaffCore({ clock });
});
afterAll(() => core.close());

describe('sessions the core issues', () => {
  it("a call with the manager's client id but without the manager's session secret is refused", async () => {
    const page = await startPageHost(core);
    try {
      const post = page.call;
      const manager = await post('boss-tab', 'auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN });
      expect(manager.body.session).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
      expect((await post('boss-tab', 'auth.users', {}, manager.body.session)).status).toBe(200);
      // Same client id, no secret; same client id with an open-till secret; a cashier's secret.
      expect((await post('boss-tab', 'auth.users')).body.error?.code).toBe('unauthorized');
      const open = (await post('boss-tab', 'auth.start')).body.session;
      expect(open).toBeTruthy();
      expect(open).not.toBe(manager.body.session);
      expect((await post('boss-tab', 'auth.users', {}, open)).body.error?.code).toBe('unauthorized');
      const cashier = (await post('boss-tab', 'auth.login', { userId: uid(core, 'Anna'), pin: '1357' }, open)).body.session;
      expect((await post('boss-tab', 'auth.setPin', { name: 'Eve', role: 'manager', pin: '999999' }, cashier)).body.error?.code).toBe(
        'forbidden',
      );
      // A made-up secret is no session either.
      expect((await post('boss-tab', 'auth.users', {}, 'x'.repeat(43))).body.error?.code).toBe('unauthorized');
      // Logging out ends the secret for good.
      await post('boss-tab', 'auth.logout', {}, manager.body.session);
      expect((await post('boss-tab', 'auth.users', {}, manager.body.session)).body.error?.code).toBe('unauthorized');
    } finally {
      await page.close();
    }
  });

  it('no call without a session succeeds except the public ones', async () => {
    const publicOnes = Object.entries(methods)
      .filter(([, m]) => m.role === 'public')
      .map(([n]) => n)
      .sort();
    expect(publicOnes).toEqual([
      'app.setLanguage',
      'app.status',
      'auth.elevate',
      'auth.login',
      'auth.logout',
      'auth.recover',
      'auth.session',
      'auth.setup',
      'auth.start',
      // The customer display has no session: what it was last sent (codes masked) and the welcome.
      'customer.current',
      'customer.welcome',
    ]);
    for (const name of Object.keys(methods).filter((n) => !publicOnes.includes(n))) {
      const r = await core.dispatch(name, {}, { clientId: 'boss' });
      expect(r.ok ? `${name} answered without a session` : r.error.code, name).toBe('unauthorized');
    }
  });

  it('the IPC transport binds the session to the window: another window is not logged in, the renderer never sees the secret', async () => {
    const handlers = new Map<string, (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>>();
    const stop = registerIpc({
      ipc: { handle: (c, l) => void handlers.set(c, l), removeHandler: (c) => void handlers.delete(c) },
      dispatch: core.dispatch,
      bus: core.bus,
      gate: core.gate,
      logger: memoryLogger(),
      isTrustedUrl: () => true,
      sendTo: () => undefined,
    });
    const invoke = (window: number, method: string, input: unknown = {}) =>
      handlers.get(IPC_INVOKE)!({ senderFrame: { url: 'app://x' }, sender: { id: window } }, method, input) as Promise<
        Record<string, unknown>
      >;
    const login = await invoke(1, 'auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN });
    expect(login).toMatchObject({ ok: true, value: { user: { name: 'Chefin' } } });
    expect(login).not.toHaveProperty('session');
    expect(await invoke(1, 'auth.users')).toMatchObject({ ok: true });
    expect(await invoke(2, 'auth.users')).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    stop();
  });

  it('the audit log names the user, never the client id', async () => {
    const r = (await as(core, 'boss')('auth.audit', {})) as { ok: true; value: { entries: Array<{ actor: string | null }> } };
    expect(r.value.entries.length).toBeGreaterThan(3);
    for (const e of r.value.entries) expect(['Chefin', 'Anna', 'open till']).toContain(e.actor);
  });
});

describe('guessing the manager PIN from a cashier session', () => {
  it('locks after five failures although the cashier logs in between, and stays locked for the manager PIN', async () => {
    const till = as(core, 'till');
    const boss = uid(core, 'Chefin');
    const anna = uid(core, 'Anna');
    const codes: string[] = [];
    for (let i = 1; i <= 7; i++) {
      // Between guesses the cashier logs in again (while this till still lets cashiers in).
      if (i <= 5) expect((await till('auth.login', { userId: anna, pin: '1357' })).ok).toBe(true);
      const r = await till('auth.elevate', { userId: boss, pin: String(100000 + i) });
      codes.push(r.ok ? 'ok' : r.error.code);
      t += delayAfter(i) < 60_000 ? delayAfter(i) : 1000; // wait out the short delays, never the lock
    }
    expect(codes).toEqual(['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized', 'locked', 'locked', 'locked']);
    // Five wrong PINs at this till also lock cashier entry here (a manager would open it again).
    expect(await till('auth.login', { userId: anna, pin: '1357' })).toMatchObject({
      ok: false,
      error: { code: 'locked', details: { scope: 'client' } },
    });
    // The right manager PIN: refused at this till, at another window, by login and by elevation alike.
    expect(await till('auth.elevate', { userId: boss, pin: BOSS_PIN })).toMatchObject({ ok: false, error: { code: 'locked' } });
    expect(await as(core, 'back-office')('auth.login', { userId: boss, pin: BOSS_PIN })).toMatchObject({
      ok: false,
      error: { code: 'locked', details: { scope: 'user' } },
    });
    // The cashier, a different target, can still work (her count is her own).
    expect((await as(core, 'till-2')('auth.login', { userId: anna, pin: '1357' })).ok).toBe(true);
    // After the five minutes the manager gets in again, and the count starts over.
    t += 5 * 60_000;
    expect(await as(core, 'back-office')('auth.login', { userId: boss, pin: BOSS_PIN })).toMatchObject({ ok: true });
  });
});
