// Cancel with authority against the built-in service: undoing a load of an earlier day needs a
// manager's PIN once one is set up (an elevation counts for one step), and lands in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../electron/core';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { as as client, BOSS_PIN, uid } from '../helpers/session-clients';
import { startStaffCore } from '../helpers/staff-core';
import { loadStep, stepByOrder } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';
import { setSetting } from '../../electron/core/store/settings';

let sb: RunningSandbox;
let core: Core;
let t = new Date().getTime();
const clock = { now: () => new Date(t) };

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  core = await startStaffCore({ sandbox: sb, clock });
  core.runtime.state.online = true;
});
afterAll(async () => {
  await core.close();
  await sb.close();
});

const as = (clientId: string) => client(core, clientId);

describe('cancel with authority', () => {
  it('a load of an earlier day is undone only with a manager PIN; the same day needs none', async () => {
    const boss = as('boss');
    const till = as('till');
    await till('auth.login', { userId: uid(core, 'Anna'), pin: '1357' });

    // Each load is a one-line order paid by card; its row is undone alone.
    const todayId = (await loadStep(throwing(till), 'DEMOTRAIN005', 1000)).id;
    expect(await till('charge.cancel', { journalId: todayId })).toMatchObject({ ok: true });

    const earlierId = (await loadStep(throwing(till), 'DEMOTRAIN009', 1500)).id;
    t += 26 * 3600_000; // the next day
    await till('auth.login', { userId: uid(core, 'Anna'), pin: '1357' });
    expect(await till('charge.cancel', { journalId: earlierId })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', details: { needs: 'manager_pin', action: 'cancel_charge_earlier_day' } },
    });
    expect(await till('auth.elevate', { userId: uid(core, 'Anna'), pin: '1357' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect((await till('auth.elevate', { userId: uid(core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
    expect(await till('charge.cancel', { journalId: earlierId })).toMatchObject({
      ok: true,
      value: { kind: 'cancel_charge', state: 'succeeded' },
    });

    await boss('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN });
    const audit = await boss('auth.audit', {});
    const entries = audit.ok
      ? (
          audit.value as {
            entries: Array<{ action: string; actor: string | null; subject: string | null; details: Record<string, unknown> }>;
          }
        ).entries
      : [];
    expect(entries.find((e) => e.action === 'cancel_charge_earlier_day')).toMatchObject({
      actor: 'Chefin',
      subject: earlierId,
      details: { cashier: 'Anna' },
    });
  });

  it('free credit on a load is a manager step: refused for a cashier, allowed after the manager PIN, audited', async () => {
    const till = as('till');
    await till('auth.login', { userId: uid(core, 'Anna'), pin: '1357' });
    const before = await till('voucher.lookup', { code: 'DEMOTRAIN007' });
    const gift = { kind: 'load', code: 'DEMOTRAIN007', amountCents: 1000, freeCreditPercentage: 100 };
    expect(await till('order.addLine', { line: gift })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', details: { needs: 'manager_pin', action: 'free_credit' } },
    });
    // Refused before anything left the terminal: no order, the balance is unchanged.
    expect(await till('order.current', {})).toMatchObject({ ok: true, value: { order: null } });
    expect(await till('voucher.lookup', { code: 'DEMOTRAIN007' })).toEqual(before);
    // Zero free credit is no gift: a plain load needs no manager.
    expect(
      await stepByOrder(throwing(till), { kind: 'load', code: 'DEMOTRAIN007', amountCents: 500, freeCreditPercentage: 0 }),
    ).toMatchObject({
      line: { state: 'done' },
    });
    expect((await till('auth.elevate', { userId: uid(core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
    expect((await loadStep(throwing(till), 'DEMOTRAIN007', 1000, 10)).state).toBe('succeeded');
    const boss = as('boss');
    await boss('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN });
    const audit = await boss('auth.audit', {});
    const entries = audit.ok
      ? (audit.value as { entries: Array<{ action: string; actor: string | null; details: Record<string, unknown> }> }).entries
      : [];
    expect(entries.find((e) => e.action === 'free_credit')).toMatchObject({
      actor: 'Chefin',
      details: { cashier: 'Anna', freeCreditPercentage: 10, amountCents: 1000 },
    });
  });

  it('codes printed in full: a cashier reprints an order receipt holding a code only with a manager PIN, audited', async () => {
    const till = as('till-reprint');
    await till('auth.login', { userId: uid(core, 'Anna'), pin: '1357' });
    const load = await stepByOrder(throwing(till), { kind: 'load', code: 'DEMOTRAIN006', amountCents: 700 });
    const orderId = load.order.id;
    // Codes masked on paper (the default): the copy shows no code, no manager needed.
    expect((await till('order.reprint', { orderId })).ok).toBe(true);
    setSetting(core.runtime.db, 'receipt.codeMasking', 'full');
    try {
      expect(await till('order.reprint', { orderId })).toMatchObject({
        ok: false,
        error: { code: 'forbidden', details: { needs: 'manager_pin', action: 'reprint_full_code' } },
      });
      expect((await till('auth.elevate', { userId: uid(core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
      expect((await till('order.reprint', { orderId })).ok).toBe(true);
    } finally {
      setSetting(core.runtime.db, 'receipt.codeMasking', 'last4');
    }
    const boss = as('boss-reprint');
    await boss('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN });
    const audit = await boss('auth.audit', {});
    const actions = audit.ok ? (audit.value as { entries: Array<{ action: string }> }).entries.map((e) => e.action) : [];
    expect(actions).toContain('reprint_full_code');
    expect(actions).toContain('receipt.reprint_full_code');
  });
});
