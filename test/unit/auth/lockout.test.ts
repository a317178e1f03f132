import { describe, expect, it } from 'vitest';
import { as, testCore } from './helpers';

describe('PIN lockout', () => {
  it('locks PIN entry for five minutes after five wrong PINs, even for the right PIN', async () => {
    const { core, clock } = await testCore();
    const a = as(core, 'tab-a');
    expect((await a('auth.setup', { name: 'Chefin', pin: '2468' })).ok).toBe(true);
    await a('auth.logout');
    for (let i = 1; i <= 4; i++) {
      const r = await a('auth.login', { pin: '0000' });
      expect(r).toMatchObject({ ok: false, error: { code: 'unauthorized', details: { remaining: 5 - i } } });
    }
    const fifth = await a('auth.login', { pin: '0000' });
    expect(fifth).toMatchObject({ ok: false, error: { code: 'locked' } });
    // Right PIN, other client: still locked (the lock is the terminal's, not the tab's).
    expect(await as(core, 'tab-b')('auth.login', { pin: '2468' })).toMatchObject({ ok: false, error: { code: 'locked' } });
    const state = await a('auth.session');
    expect(state.ok && state.value).toMatchObject({ lockedUntil: '2026-11-20T10:05:00.000Z', user: null });

    clock.advance(5 * 60_000 - 1000);
    expect(await a('auth.login', { pin: '2468' })).toMatchObject({ ok: false, error: { code: 'locked' } });
    clock.advance(1000);
    const ok = await a('auth.login', { pin: '2468' });
    expect(ok).toMatchObject({ ok: true, value: { user: { name: 'Chefin', role: 'manager' }, lockedUntil: null } });
    await core.close();
  });

  it('a right PIN resets the count of wrong ones', async () => {
    const { core } = await testCore();
    const a = as(core, 'tab-a');
    await a('auth.setup', { name: 'Chefin', pin: '2468' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) await a('auth.login', { pin: '1111' });
      expect((await a('auth.login', { pin: '2468' })).ok).toBe(true);
    }
    await core.close();
  });

  it('the lock survives a restart of the core', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { createCore } = await import('../../../electron/core');
    const { manualClock, fastScrypt } = await import('./helpers');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-lock-'));
    const clock = manualClock();
    const c1 = await createCore({ dataDir: dir, clock, scryptParams: fastScrypt });
    await c1.dispatch('auth.setup', { name: 'Chefin', pin: '2468' }, { clientId: 'x' });
    for (let i = 0; i < 5; i++) await c1.dispatch('auth.login', { pin: '9999' }, { clientId: 'x' });
    await c1.close();
    const c2 = await createCore({ dataDir: dir, clock, scryptParams: fastScrypt });
    expect(await c2.dispatch('auth.login', { pin: '2468' }, { clientId: 'x' })).toMatchObject({ ok: false, error: { code: 'locked' } });
    await c2.close();
  });
});

describe('PIN lockout under concurrent attempts', () => {
  it('twenty wrong PINs sent at once get no more than five checks', async () => {
    const { core } = await testCore();
    const a = as(core, 'tab-a');
    await a('auth.setup', { name: 'Chefin', pin: '2468' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => as(core, `attacker-${i}`)('auth.login', { pin: String(1000 + i) })),
    );
    const codes = results.map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes.filter((c) => c === 'unauthorized').length).toBe(4);
    expect(codes.filter((c) => c === 'locked').length).toBe(16);
    expect(await a('auth.login', { pin: '2468' })).toMatchObject({ ok: false, error: { code: 'locked' } });
    await core.close();
  });

  it('a right fifth PIN lifts the provisional lock', async () => {
    const { core } = await testCore();
    const a = as(core, 'tab-a');
    await a('auth.setup', { name: 'Chefin', pin: '2468' });
    for (let i = 0; i < 4; i++) await a('auth.login', { pin: '1111' });
    expect((await a('auth.login', { pin: '2468' })).ok).toBe(true);
    expect(await a('auth.session')).toMatchObject({ ok: true, value: { lockedUntil: null } });
    await core.close();
  });
});
