import { describe, expect, it } from 'vitest';
import { delayAfter } from '../../../electron/core/auth/lockout';
import { as, BOSS_PIN, testCore, uid } from './helpers';

describe('PIN failures per target user', () => {
  it('each wrong PIN delays the next try (1, 2, 4, 8 s); the fifth locks that user for five minutes, the right PIN included', async () => {
    const { core, clock } = await testCore();
    const a = as(core, 'tab-a');
    expect((await a('auth.setup', { name: 'Chefin', pin: BOSS_PIN })).ok).toBe(true);
    await a('auth.logout');
    const boss = uid(core, 'Chefin');
    for (let i = 1; i <= 4; i++) {
      const r = await a('auth.login', { userId: boss, pin: '000000' });
      expect(r).toMatchObject({ ok: false, error: { code: 'unauthorized', details: { remaining: 5 - i } } });
      // Within the delay even the right PIN is not checked.
      expect(await a('auth.login', { userId: boss, pin: BOSS_PIN })).toMatchObject({ ok: false, error: { code: 'locked' } });
      clock.advance(delayAfter(i));
    }
    const fifth = await a('auth.login', { userId: boss, pin: '000000' });
    expect(fifth).toMatchObject({ ok: false, error: { code: 'locked', details: { scope: 'user' } } });
    // Right PIN, other client: still locked (the count is the user's, not the tab's).
    expect(await as(core, 'tab-b')('auth.login', { userId: boss, pin: BOSS_PIN })).toMatchObject({ ok: false, error: { code: 'locked' } });
    const state = await a('auth.session');
    expect(
      state.ok &&
        (state.value as { users: Array<{ name: string; lockedUntil: string | null }> }).users.find((u) => u.name === 'Chefin')?.lockedUntil,
    ).toBe(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
    clock.advance(5 * 60_000 - 1000);
    expect(await a('auth.login', { userId: boss, pin: BOSS_PIN })).toMatchObject({ ok: false, error: { code: 'locked' } });
    clock.advance(1000);
    expect(await a('auth.login', { userId: boss, pin: BOSS_PIN })).toMatchObject({ ok: true, value: { user: { name: 'Chefin' } } });
    await core.close();
  });

  it('the lock grows with every further failure', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => delayAfter(n))).toEqual([1000, 2000, 4000, 8000, 300_000, 600_000, 1_200_000]);
    expect(delayAfter(40)).toBe(24 * 60 * 60_000);
  });

  it('a short first delay (e2e) shortens the waits, never the lock', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => delayAfter(n, 50))).toEqual([50, 100, 200, 400, 300_000, 600_000]);
  });

  it("one user's right PIN never clears another user's count", async () => {
    const { core, clock } = await testCore();
    const boss = as(core, 'boss');
    await boss('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
    await boss('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' });
    const a = as(core, 'till');
    for (let i = 1; i <= 4; i++) {
      await a('auth.login', { userId: uid(core, 'Chefin'), pin: '111111' });
      clock.advance(delayAfter(i));
      expect((await a('auth.login', { userId: uid(core, 'Anna'), pin: '1357' })).ok).toBe(true);
    }
    expect(await a('auth.login', { userId: uid(core, 'Chefin'), pin: '111111' })).toMatchObject({ ok: false, error: { code: 'locked' } });
    await core.close();
  });

  it('a manager PIN still opens a till whose cashier entry is locked by guesses there, and unlocks it', async () => {
    const { core, clock } = await testCore();
    const boss = as(core, 'boss');
    await boss('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
    for (const [name, pin] of [
      ['Anna', '1357'],
      ['Bert', '2468'],
      ['Cleo', '9753'],
    ] as const) {
      await boss('auth.setPin', { name, role: 'cashier', pin });
    }
    const till = as(core, 'till');
    // Five wrong PINs spread over three cashiers: no cashier is locked, but this till is.
    for (const name of ['Anna', 'Bert', 'Cleo', 'Anna', 'Bert']) {
      await till('auth.login', { userId: uid(core, name), pin: '0000' });
      clock.advance(2000);
    }
    expect(await till('auth.login', { userId: uid(core, 'Cleo'), pin: '9753' })).toMatchObject({
      ok: false,
      error: { code: 'locked', details: { scope: 'client' } },
    });
    expect(await as(core, 'other-till')('auth.login', { userId: uid(core, 'Cleo'), pin: '9753' })).toMatchObject({ ok: true });
    expect(await till('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN })).toMatchObject({ ok: true });
    await till('auth.logout');
    expect(await till('auth.login', { userId: uid(core, 'Cleo'), pin: '9753' })).toMatchObject({ ok: true });
    await core.close();
  });

  it('the counts survive a restart of the core', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { createCore } = await import('../../../electron/core');
    const { manualClock, fastScrypt } = await import('./helpers');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-lock-'));
    const clock = manualClock();
    const c1 = await createCore({ dataDir: dir, clock, scryptParams: fastScrypt });
    const x1 = as(c1, 'x');
    await x1('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
    for (let i = 1; i <= 5; i++) {
      await x1('auth.login', { userId: uid(c1, 'Chefin'), pin: '999999' });
      if (i < 5) clock.advance(delayAfter(i));
    }
    await c1.close();
    const c2 = await createCore({ dataDir: dir, clock, scryptParams: fastScrypt });
    expect(await as(c2, 'x')('auth.login', { userId: uid(c2, 'Chefin'), pin: BOSS_PIN })).toMatchObject({
      ok: false,
      error: { code: 'locked' },
    });
    await c2.close();
  });
});

describe('PIN failures under concurrent attempts', () => {
  it('twenty wrong PINs sent at once for one user get one check', async () => {
    const { core } = await testCore();
    const a = as(core, 'tab-a');
    await a('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
    const boss = uid(core, 'Chefin');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => as(core, `attacker-${i}`)('auth.login', { userId: boss, pin: String(100000 + i) })),
    );
    const codes = results.map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes.filter((c) => c === 'unauthorized').length).toBe(1);
    expect(codes.filter((c) => c === 'locked').length).toBe(19);
    await core.close();
  });

  it('a right PIN after wrong ones resets the count', async () => {
    const { core, clock } = await testCore();
    const a = as(core, 'tab-a');
    await a('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
    const boss = uid(core, 'Chefin');
    for (let i = 1; i <= 4; i++) {
      await a('auth.login', { userId: boss, pin: '111111' });
      clock.advance(delayAfter(i));
    }
    expect((await a('auth.login', { userId: boss, pin: BOSS_PIN })).ok).toBe(true);
    expect(await a('auth.session')).toMatchObject({ ok: true, value: { lockedUntil: null, users: [{ lockedUntil: null }] } });
    await core.close();
  });
});
