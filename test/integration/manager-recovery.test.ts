// A manager lockout has a way back (item 6): wrong PINs typed by anyone with the page
// lock the only manager out; the recovery code shown once at set-up ends the lock (audited) and is
// spent (a fresh one is shown); a manager can replace it; a second manager ends it with a new PIN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../electron/core';
import { delayAfter } from '../../electron/core/auth/lockout';
import { MAX_FAILURES } from '../../electron/core/auth/policy';
import type { MethodOutput } from '../../electron/core/contract';
import { as, BOSS_PIN, uid } from '../helpers/session-clients';
import { reasonOf } from '../helpers/error-details';
import { startStaffCore } from '../helpers/staff-core';

let t = new Date('2026-11-20T10:00:00Z').getTime();
const clock = { now: () => new Date(t) };
let core: Core;
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

beforeAll(async () => {
  // The manager is set up by the first test (its recovery code is read there).
  core = await startStaffCore({ clock, staff: false });
});
afterAll(() => core.close());

type Audit = MethodOutput<'auth.audit'>['entries'];
async function audit(): Promise<Audit> {
  const boss = as(core, 'audit-reader');
  expect((await boss('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
  const r = await boss('auth.audit', {});
  return r.ok ? (r.value as { entries: Audit }).entries : [];
}

/** Locks the manager's PIN entry as an attacker with the page token would: wrong PINs until locked. */
async function lockOut(userId: string): Promise<void> {
  const attacker = as(core, `attacker-${t}`);
  for (let i = 1; i <= MAX_FAILURES; i++) {
    await attacker('auth.login', { userId, pin: String(900000 + i) });
    if (i < MAX_FAILURES) t += delayAfter(i);
  }
  expect(await as(core, 'office')('auth.login', { userId, pin: BOSS_PIN })).toMatchObject({ ok: false, error: { code: 'locked' } });
}

describe('the way back from a manager lockout', () => {
  let code = '';

  it('the set-up answers a recovery code once; it ends the lock, is audited and spent', async () => {
    const setup = await as(core, 'first')('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
    expect(setup).toMatchObject({ ok: true, value: { user: { name: 'Chefin' }, recoveryCodeSet: true } });
    code = setup.ok ? (setup.value as { recoveryCode: string }).recoveryCode : '';
    expect(code).toMatch(CODE);
    // Nothing else answers it again.
    expect(JSON.stringify(await as(core, 'first')('auth.session', {}))).not.toContain(code);

    const boss = uid(core, 'Chefin');
    await lockOut(boss);
    const office = as(core, 'office');
    expect(await office('auth.recover', { userId: boss, recoveryCode: 'ABCD-EFGH-JKMN-PQRS-TVWX' })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized', details: { reason: 'wrong_recovery_code' } },
    });
    // Typed as people type it: lower case, without dashes.
    const used = await office('auth.recover', { userId: boss, recoveryCode: code.replace(/-/g, '').toLowerCase() });
    expect(used.ok, JSON.stringify(used)).toBe(true);
    const fresh = used.ok ? (used.value as { recoveryCode: string }).recoveryCode : '';
    expect(fresh).toMatch(CODE);
    expect(fresh).not.toBe(code);
    expect(await office('auth.login', { userId: boss, pin: BOSS_PIN })).toMatchObject({ ok: true, value: { user: { name: 'Chefin' } } });
    // Spent: the old code ends no further lock.
    expect(await office('auth.recover', { userId: boss, recoveryCode: code })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    code = fresh;

    const entries = await audit();
    expect(entries.find((e) => e.action === 'auth.recovered')).toMatchObject({ actor: 'open till', subject: 'Chefin' });
    expect(entries.find((e) => e.action === 'auth.recovery_refused')).toMatchObject({ subject: 'Chefin' });
    expect(entries.filter((e) => e.action === 'auth.recovery_code').map((e) => e.details.reason)).toEqual(['used', 'set_up']);
  });

  it('a manager replaces the code (the old one stops working); a cashier may not', async () => {
    const boss = as(core, 'boss');
    await boss('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN });
    await boss('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' });
    const till = as(core, 'till');
    await till('auth.login', { userId: uid(core, 'Anna'), pin: '1357' });
    expect(await till('auth.replaceRecoveryCode', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const replaced = await boss('auth.replaceRecoveryCode', {});
    const next = replaced.ok ? (replaced.value as { recoveryCode: string }).recoveryCode : '';
    expect(next).toMatch(CODE);
    await lockOut(uid(core, 'Chefin'));
    expect(await as(core, 'office')('auth.recover', { userId: uid(core, 'Chefin'), recoveryCode: code })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    expect((await as(core, 'office')('auth.recover', { userId: uid(core, 'Chefin'), recoveryCode: next })).ok).toBe(true);
    expect((await audit()).find((e) => e.action === 'auth.recovery_code')).toMatchObject({ actor: 'Chefin', details: { reason: 'used' } });
  });

  it('attempts at once are checked one after the other, and only a few wait (each costs a scrypt hash)', async () => {
    const userId = uid(core, 'Chefin');
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) => as(core, `flood-${i}`)('auth.recover', { userId, recoveryCode: `WRONG-CODE-${i}` })),
    );
    const codes = tries.map((r) => (r.ok ? 'ok' : `${r.error.code}:${String(reasonOf(r.error))}`));
    expect(codes.filter((c) => c === 'unauthorized:wrong_recovery_code')).toHaveLength(3);
    expect(codes.filter((c) => c === 'locked:recovery_busy')).toHaveLength(5);
  });

  it('a second manager ends the lock with a new PIN', async () => {
    const boss = as(core, 'boss');
    await boss('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN });
    expect((await boss('auth.setPin', { name: 'Zweit', role: 'manager', pin: '135790' })).ok).toBe(true);
    await lockOut(uid(core, 'Chefin'));
    const second = as(core, 'second');
    expect((await second('auth.login', { userId: uid(core, 'Zweit'), pin: '135790' })).ok).toBe(true);
    expect((await second('auth.setPin', { id: uid(core, 'Chefin'), name: 'Chefin', role: 'manager', pin: '864200' })).ok).toBe(true);
    expect(await as(core, 'office')('auth.login', { userId: uid(core, 'Chefin'), pin: '864200' })).toMatchObject({ ok: true });
  });
});
