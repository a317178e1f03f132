// A cashier counts and closes their own till session when the setting `cashierMayClose` is on:
// blind (neither the X nor the close preview answers them without a manager PIN), the close audited
// under the cashier's name and its Z printed. Off (the default), the cashier is refused with the
// reason; a session that holds another cashier's sales is the manager's to close.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MethodInput, MethodName, MethodOutput } from '../../electron/core/contract';
import { listAudit } from '../../electron/core/store/audit';
import type { RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { loadPaidBy } from '../helpers/order-steps';
import { as, BOSS_PIN, uid } from '../helpers/session-clients';
import { startTestSandbox } from './sandbox/harness';

let sb: RunningSandbox;
let h: CoreHarness;

/** One signed-in tab: `call` answers the value, `fail` the refusal. */
function tab(id: string) {
  const c = () => as(h.core, id);
  return {
    call: async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => {
      const res = await c()(method, input);
      if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
      return res.value as MethodOutput<M>;
    },
    fail: async <M extends MethodName>(method: M, input: MethodInput<M>) => {
      const res = await c()(method, input);
      if (res.ok) throw new Error(`${method} was expected to fail`);
      return res.error;
    },
  };
}
const boss = tab('boss');
const anna = tab('anna');
const beat = tab('beat');
/** A load paid in cash (the amount exactly): an order of one load line. */
const load = (who: typeof anna, code: string, cents: number) => loadPaidBy(who.call, code, cents, 'cash');

beforeAll(async () => {
  sb = await startTestSandbox({ flavour: 'production' });
  h = await startCore({ sandbox: sb });
  await boss.call('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
  await boss.call('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' });
  await boss.call('auth.setPin', { name: 'Beat', role: 'cashier', pin: '2468' });
  await anna.call('auth.login', { userId: uid(h.core, 'Anna'), pin: '1357' });
  await beat.call('auth.login', { userId: uid(h.core, 'Beat'), pin: '2468' });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

describe('a cashier closing the till', () => {
  it('is refused, saying why, while the setting is off (the default)', async () => {
    expect(await anna.call('session.settings', {})).toEqual({ cashierMayClose: false });
    await boss.call('session.open', { floatCents: 5000 });
    await load(anna, 'DEMOTRAIN002', 2000);
    const refusals = [await anna.fail('session.x', {}), await anna.fail('session.close', { countedCents: 7000, confirm: true })];
    for (const [i, refused] of refusals.entries()) {
      const action = ['session.x', 'session.close'][i];
      expect(refused).toMatchObject({ code: 'forbidden', details: { needs: 'manager', action, reason: 'cashier_close_off' } });
      expect(refused.message).toMatch(/setting that lets cashiers close is off/);
    }
    expect((await anna.call('session.current', {})).session?.state).toBe('open');
  });

  it('with the setting on: counts blind, confirms, then sees the difference; audited under the cashier, the Z printed', async () => {
    await boss.call('session.updateSettings', { cashierMayClose: true });
    expect(listAudit(h.core.runtime.db).find((a) => a.action === 'session.settings')).toMatchObject({
      actor: 'Chefin',
      details: { cashierMayClose: true },
    });
    // Blind: neither the X nor the close preview answers a cashier (a manager PIN would show it, audited).
    for (const refused of [await anna.fail('session.x', {}), await anna.fail('session.close', { countedCents: 6900, confirm: false })])
      expect(refused).toMatchObject({ code: 'forbidden', details: { needs: 'manager_pin', action: 'preview_cash' } });
    expect(listAudit(h.core.runtime.db).some((a) => a.action === 'preview_cash')).toBe(false);
    expect((await anna.call('session.current', {})).session?.state).toBe('open');
    const closed = await anna.call('session.close', { countedCents: 6900, confirm: true });
    expect(closed).toMatchObject({ closed: true, printed: true, report: { session: { closedBy: 'Anna', differenceCents: -100 } } });
    expect(listAudit(h.core.runtime.db).find((a) => a.action === 'session.close')).toMatchObject({
      actor: 'Anna',
      subject: closed.report.session.id,
      details: { countedCents: 6900, expectedCents: 7000, differenceCents: -100 },
    });
    expect((await anna.call('session.current', {})).session).toBeNull();
    // The Z printed once; printing it again is the manager's.
    expect((await anna.fail('session.print', { sessionId: closed.report.session.id })).code).toBe('forbidden');
  });

  it("a session holding another cashier's sales is the manager's to close", async () => {
    await load(anna, 'DEMOTRAIN003', 1000);
    await load(beat, 'DEMOTRAIN004', 500);
    const refused = await anna.fail('session.close', { countedCents: 1500, confirm: true });
    expect(refused).toMatchObject({ code: 'forbidden', details: { reason: 'other_cashiers', cashiers: ['Beat'] } });
    expect((await boss.call('session.close', { countedCents: 1500, confirm: true })).report.session.closedBy).toBe('Chefin');
  });

  it('refused again once the setting is off', async () => {
    await load(anna, 'DEMOTRAIN005', 1000);
    await boss.call('session.updateSettings', { cashierMayClose: false });
    expect((await anna.fail('session.close', { countedCents: 1000, confirm: true })).details).toMatchObject({
      reason: 'cashier_close_off',
    });
  });
});
