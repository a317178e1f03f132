import { describe, expect, it } from 'vitest';
import { methods } from '../../../electron/core/contract';
import { requireManagerAuthority } from '../../../electron/core/auth/authority';
import { as, BOSS_PIN, testCore, uid } from './helpers';

const managerMethods = Object.entries(methods)
  .filter(([, m]) => m.role === 'manager')
  .map(([n]) => n);
const cashierMethod = 'journal.today';

describe('roles through core.dispatch', () => {
  it('fresh terminal: open till for cashier methods, manager methods need the first-run set-up', async () => {
    const { core } = await testCore();
    const a = as(core, 'tab-a');
    const s = await a('auth.session');
    expect(s).toMatchObject({ ok: true, value: { user: null, managerPinSet: false, cashierPinRequired: false } });
    expect(managerMethods.length).toBeGreaterThan(0);
    for (const m of managerMethods) {
      const r = await a(m, {});
      expect(r.ok ? `${m} allowed` : r.error.code).toBe('unauthorized');
    }
    // A cashier method is not refused by the role check (its handler may still answer otherwise).
    const r = await a(cashierMethod);
    if (!r.ok) expect(['unauthorized', 'forbidden']).not.toContain(r.error.code);
    await core.close();
  });

  it('set-up happens once; sessions are per client', async () => {
    const { core } = await testCore();
    const a = as(core, 'tab-a');
    const b = as(core, 'tab-b');
    expect(await a('auth.setup', { name: 'Chefin', pin: BOSS_PIN })).toMatchObject({ ok: true, value: { user: { role: 'manager' } } });
    expect(await b('auth.setup', { name: 'Mallory', pin: '135799' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect((await a('auth.users')).ok).toBe(true);
    expect(await b('auth.users')).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    await core.close();
  });

  it('every manager method refuses a cashier session; cashier methods need a session once cashier PINs exist', async () => {
    const { core } = await testCore();
    const boss = as(core, 'boss');
    const till = as(core, 'till');
    await boss('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
    expect(await boss('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1234' })).toMatchObject({ ok: true, value: { name: 'Anna' } });
    // The same PIN as Anna's: accepted, so nothing tells Bert that someone else uses it.
    expect(await boss('auth.setPin', { name: 'Bert', role: 'cashier', pin: '1234' })).toMatchObject({ ok: true, value: { name: 'Bert' } });

    const noSession = await till(cashierMethod);
    expect(noSession).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(await till('auth.login', { userId: uid(core, 'Anna'), pin: '1234' })).toMatchObject({
      ok: true,
      value: { user: { name: 'Anna', role: 'cashier' } },
    });
    const withSession = await till(cashierMethod);
    if (!withSession.ok) expect(['unauthorized', 'forbidden']).not.toContain(withSession.error.code);
    for (const m of managerMethods) {
      const r = await till(m, {});
      expect(r.ok ? `${m} allowed` : r.error.code).toBe('forbidden');
    }
    expect((await till('auth.logout')).ok).toBe(true);
    expect(await till(cashierMethod)).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    await core.close();
  });

  it('a manager session ends after the inactivity timeout; activity keeps it alive', async () => {
    const { core, clock } = await testCore();
    const a = as(core, 'tab-a');
    await a('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
    for (let i = 0; i < 4; i++) {
      clock.advance(4 * 60_000);
      expect((await a('auth.users')).ok).toBe(true);
    }
    clock.advance(5 * 60_000 + 1);
    expect(await a('auth.users')).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(await a('auth.session')).toMatchObject({ ok: true, value: { user: null } });
    await core.close();
  });

  it('authority steps: a manager PIN vouches for exactly one step and is audited', async () => {
    const { core, clock } = await testCore();
    const boss = as(core, 'boss');
    const till = as(core, 'till');
    await boss('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
    await boss('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1234' });
    await till('auth.login', { userId: uid(core, 'Anna'), pin: '1234' });
    const rt = core.runtime;
    // The caller as the dispatcher resolves it (the session secret is the transport's; read it back here).
    const callerOf = async (call: typeof till) => {
      const r = (await call('auth.session')) as { ok: true; value: { user: { id: string } | null } };
      return r.value.user;
    };
    expect(await callerOf(till)).toMatchObject({ name: 'Anna' });
    const steps: string[] = [];
    const step = async () => {
      const r = await till('depot.deactivate', { code: 'ABCDEFGHJKLM' });
      steps.push(r.ok ? 'ok' : r.error.code);
    };
    await step();
    expect(await till('auth.elevate', { userId: uid(core, 'Anna'), pin: '1234' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await till('auth.elevate', { userId: uid(core, 'Chefin'), pin: '999999' })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    expect(await till('auth.elevate', { userId: uid(core, 'Chefin'), pin: BOSS_PIN })).toMatchObject({
      ok: false,
      error: { code: 'locked' },
    });
    clock.advance(1000); // the wait after one wrong PIN
    expect(await till('auth.elevate', { userId: uid(core, 'Chefin'), pin: BOSS_PIN })).toMatchObject({
      ok: true,
      value: { user: { name: 'Anna' } },
    });
    await step();
    await step();
    expect(steps[0]).toBe('forbidden');
    expect(steps[1]).not.toBe('forbidden');
    expect(steps[2]).toBe('forbidden');
    const bossCaller = { sessionId: 'x', client: 'boss', user: { id: uid(core, 'Chefin'), name: 'Chefin', role: 'manager' as const } };
    expect(
      requireManagerAuthority(
        rt,
        { clientId: 'boss', caller: { ...bossCaller, expiresAt: null, elevatedBy: null, elevatedUntil: null } },
        'reprint_full_code',
        'j-1',
      ),
    ).toEqual({ manager: 'Chefin', cashier: null });
    const audit = await boss('auth.audit', {});
    const actions = audit.ok ? (audit.value as { entries: Array<{ action: string; actor: string | null }> }).entries : [];
    expect(actions.filter((e) => e.action === 'deactivate_depot')).toEqual([expect.objectContaining({ actor: 'Chefin' })]);
    expect(actions.some((e) => e.action === 'reprint_full_code')).toBe(true);
    await core.close();
  });

  it('a restart ends every session', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { createCore } = await import('../../../electron/core');
    const { fastScrypt } = await import('./helpers');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-sess-'));
    const c1 = await createCore({ dataDir: dir, scryptParams: fastScrypt });
    await c1.dispatch('auth.setup', { name: 'Chefin', pin: BOSS_PIN }, { clientId: 'x' });
    await c1.close();
    const c2 = await createCore({ dataDir: dir, scryptParams: fastScrypt });
    expect(await c2.dispatch('auth.users', {}, { clientId: 'x' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    await c2.close();
  });
});

describe('authority steps through core.dispatch', () => {
  it('pass on a terminal without manager PIN (audited); need a manager PIN once one exists', async () => {
    const { core } = await testCore();
    const till = as(core, 'till');
    // Unknown journal row: the policy lets the handler answer; a deactivation is always an authority step.
    const open = await till('depot.deactivate', { code: 'ABCDEFGHJKLM' });
    if (!open.ok) expect(open.error.code).not.toBe('forbidden');
    await as(core, 'boss')('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
    const refused = await till('depot.deactivate', { code: 'ABCDEFGHJKLM' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'forbidden', details: { needs: 'manager_pin', action: 'deactivate_depot' } },
    });
    expect((await till('auth.elevate', { userId: uid(core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
    const allowed = await till('depot.deactivate', { code: 'ABCDEFGHJKLM' });
    if (!allowed.ok) expect(allowed.error.code).not.toBe('forbidden');
    const audit = await as(core, 'till')('auth.audit', {});
    const entries = audit.ok
      ? (audit.value as { entries: Array<{ action: string; actor: string | null; details: Record<string, unknown> }> }).entries
      : [];
    const steps = entries.filter((e) => e.action === 'deactivate_depot');
    expect(steps).toHaveLength(2);
    expect(steps.map((e) => e.actor)).toEqual(['Chefin', 'open till']);
    expect(steps[1]?.details).toMatchObject({ noManagerPin: true });
    await core.close();
  });
});

describe('manager PINs chosen before the six-digit rule', () => {
  it('still open the manager area but ask to be changed; a new six-digit PIN ends the request', async () => {
    const { hashPin } = await import('../../../electron/core/auth/pin');
    const { upsertPinUser } = await import('../../../electron/core/store/pins');
    const { core } = await testCore();
    // A terminal set up before the rule: a four-digit manager PIN in the database.
    upsertPinUser(
      core.runtime.db,
      { id: 'old-boss', name: 'Chefin', role: 'manager', pin_hash: await hashPin('2468', { N: 1024, r: 8, p: 1 }) },
      new Date(),
    );
    const a = as(core, 'tab');
    expect(await a('auth.login', { userId: 'old-boss', pin: '2468' })).toMatchObject({
      ok: true,
      value: { user: { name: 'Chefin' }, pinChangeDue: true },
    });
    expect(await a('auth.setPin', { id: 'old-boss', name: 'Chefin', role: 'manager', pin: '2468' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    expect((await a('auth.setPin', { id: 'old-boss', name: 'Chefin', role: 'manager', pin: BOSS_PIN })).ok).toBe(true);
    expect(await a('auth.login', { userId: 'old-boss', pin: BOSS_PIN })).toMatchObject({ ok: true, value: { pinChangeDue: false } });
    await core.close();
  });
});
