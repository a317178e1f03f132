// Two keys of one merchant on one built-in service with faults: this terminal's step is
// lost (dropped before the commit, or committed with its answer lost) while till 2 moves the same
// voucher by the same amount. No row of ours may end `succeeded` without our step at the service,
// no value may be applied twice, the closing lists till 2's steps as other tills, and the key's user
// stays ours. Both flavours: the interface one lists each redemption's reference, the production
// one does not (then the key's user, code, amount and "nothing else moved" decide).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxFlavour } from '../../electron/sandbox';
import { until } from '../helpers/fault-lane';
import { learnOurUser, OUR_USER, SETTLE_MS, startTwoTills, TILL2_NAME, TIMEOUT_MS, type TwoTills } from '../helpers/two-tills';
import { journalIdOf } from '../helpers/error-details';
import { stepByOrder, stepEntry } from '../helpers/order-steps';
import { endOrder } from '../helpers/sales';

describe.each<SandboxFlavour>(['interface', 'production'])('two tills, %s flavour', (flavour) => {
  let t: TwoTills;
  beforeAll(async () => {
    t = await startTwoTills(flavour);
    await learnOurUser(t, 'DEMOTRAIN001');
  });
  afterAll(() => t.close());

  /** A sale of `cents` paid with `code`, its redemption dropped before the commit: the row id (the order stays open). */
  async function lostRedemption(code: string, cents: number): Promise<{ id: string; orderId: string }> {
    const open = (await t.h.call('order.current', {})).order;
    if (open) await t.h.call('order.cancel', { orderId: open.id }); // an earlier test's sale ends first
    const o = (await t.h.call('order.addLine', { line: { kind: 'goods', amountCents: cents } })).order;
    t.sb.faults.add({ method: 'POST', path: `/v1/vouchers/${code}/redeem.json`, dropBeforeCommit: true, times: 1 });
    const err = await t.h.fail('order.addTender', { tender: { kind: 'voucher', code } });
    expect(err.code).toBe('uncertain');
    return { id: journalIdOf(err), orderId: o.id };
  }

  it('our redemption dropped before the commit, till 2 redeems the same amount: not ours, the sale stays unpaid', async () => {
    const code = 'DEMOTRAIN002';
    const opening = await t.balance(code);
    const { id, orderId } = await lostRedemption(code, 2000);
    await t.till2Redeem(code, 2000);
    // "Check now" at once: the balance moved by exactly our amount, but that is no proof.
    await t.h.call('journal.reconcile', {});
    expect((await t.h.call('journal.get', { id })).state).not.toBe('succeeded');
    expect(await t.settled(id)).toBe('not_applied');
    expect((await t.h.call('order.get', { orderId })).order.restCents).toBe(2000);
    expect(await t.balance(code)).toBe(opening - 2000);
  });

  it('the same with the redemptions list answering 500: never decided on the balance, decided once the list answers', async () => {
    const code = 'DEMOTRAIN003';
    const opening = await t.balance(code);
    const sent = Date.now();
    const { id } = await lostRedemption(code, 2000);
    await t.till2Redeem(code, 2000);
    const rule = t.sb.faults.add({ method: 'GET', path: '/v1/vouchers/redemptions.json', status: 500 });
    try {
      // Past the deadline (timeout + settle from sending) and checked again: still uncertain, still locked.
      await until('deadline passed', () => Date.now() > sent + 2 * TIMEOUT_MS + 2 * SETTLE_MS);
      await t.h.call('journal.reconcile', {});
      expect((await t.h.call('journal.get', { id })).state).toBe('uncertain');
      expect((await t.h.call('voucher.lookup', { code })).locked).toBe(true);
      expect(t.sb.faults.list().find((f) => f.id === rule)?.hits ?? 0).toBeGreaterThan(0);
    } finally {
      t.sb.faults.remove(rule);
    }
    await t.h.call('journal.reconcile', {});
    expect(await t.settled(id)).toBe('not_applied');
    expect(await t.balance(code)).toBe(opening - 2000);
  });

  /** An order loading `cents` onto `code` (paid by card), its load's answer lost: the load's row id (the order stays open). */
  async function lostLoad(code: string, cents: number): Promise<string> {
    const open = (await t.h.call('order.current', {})).order;
    if (open) await t.h.call('order.cancel', { orderId: open.id }); // an earlier test's sale ends first
    const load = await stepByOrder(t.h.call, { kind: 'load', code, amountCents: cents, freeCreditPercentage: 0 });
    expect(load.line.state).toBe('checking');
    expect(load.entry?.state).toBe('uncertain');
    return stepEntry(load).id;
  }

  it('our load dropped before the commit, till 2 loads the same amount: for the cashier, never succeeded', async () => {
    const code = 'DEMOTRAIN004';
    const opening = await t.balance(code);
    t.sb.faults.add({ method: 'POST', path: `/v1/vouchers/${code}/charge.json`, dropBeforeCommit: true, times: 1 });
    const id = await lostLoad(code, 2000);
    await t.till2.vouchers.charge(code, { amount_in_cents: 2000, free_credit_in_percentage: 0 });
    await t.h.call('journal.reconcile', {});
    expect((await t.h.call('journal.get', { id })).state).not.toBe('succeeded');
    expect(await t.settled(id)).toBe('needs_decision');
    const row = await t.h.call('journal.get', { id });
    expect(row.facts).toMatchObject({ reason: 'load_unattributed', observedBalanceCents: opening + 2000 });
    // The cashier asks the customer: the load here failed, the sale is cancelled.
    await t.h.call('journal.decide', { id, outcome: 'not_applied' });
    expect(await endOrder(t.h.call)).toBe('cancelled');
    expect(await t.balance(code)).toBe(opening + 2000);
  });

  it('our load landed with its answer lost, till 2 redeems exactly that amount, the cashier retries: one load', async () => {
    const code = 'DEMOTRAIN005';
    const opening = await t.balance(code);
    t.sb.faults.add({ method: 'POST', path: `/v1/vouchers/${code}/charge.json`, dropAfterCommit: true, times: 1 });
    const id = await lostLoad(code, 1500);
    await t.till2Redeem(code, 1500);
    expect(await t.balance(code)).toBe(opening); // looks unmoved
    expect(await t.settled(id)).toBe('needs_decision');
    const row = await t.h.call('journal.get', { id });
    expect(row.facts).toMatchObject({
      reason: 'other_movement',
      observedBalanceCents: opening,
      movements: [expect.objectContaining({ cents: 1500, user: TILL2_NAME, ourKey: false })],
    });
    // The retry sends nothing while the row waits for the cashier: the line stays being verified.
    const orderId = (await t.h.call('order.current', {})).order?.id ?? '';
    const retry = (await t.h.call('order.finish', { orderId })).order;
    expect(retry.lines.map((l) => l.state)).toEqual(['checking']);
    // The cashier reads the facts (till 2 redeemed the amount) and confirms the load; the sale finishes.
    await t.h.call('journal.decide', { id, outcome: 'succeeded' });
    expect(await endOrder(t.h.call)).toBe('finished');
    expect(await t.balance(code)).toBe(opening);
    const loads = (await t.h.call('journal.byCode', { code })).entries.filter((e) => e.kind === 'charge');
    expect(loads.map((e) => e.state)).toEqual(['succeeded']);
  });

  it("the closing lists till 2's redemptions as other tills, never as ours, and the key's user stays ours", async () => {
    const c = await t.h.call('report.closing', {});
    expect(c.crossCheck.state).toBe('ok');
    expect(c.crossCheck.userId).toBe(OUR_USER);
    expect(c.crossCheck.matchedItems.map((m) => m.code)).toEqual(['DEMOTRAIN001']);
    expect(c.crossCheck.localOnly).toEqual([]);
    expect(c.crossCheck.serviceOnly).toEqual([]);
    expect(c.crossCheck.sharedKey).toBeNull();
    expect(c.crossCheck.otherTills.map((o) => [o.code, o.cents, o.user]).sort()).toEqual([
      ['DEMOTRAIN002', 2000, TILL2_NAME],
      ['DEMOTRAIN003', 2000, TILL2_NAME],
      ['DEMOTRAIN005', 1500, TILL2_NAME],
    ]);
    const s = await t.h.call('settings.get', {});
    expect(s.keyUser).toMatchObject({ id: OUR_USER, name: 'Kasse Talstation' });
    expect(s.sharedKey).toBeNull();
  });

  it('a second till using our key is named: a redemption of our user on a voucher this terminal never touched', async () => {
    const sameKey = t.sb.keys.integration ?? '';
    const res = await fetch(`${t.sb.baseUrl}/v1/vouchers/DEMOTRAIN006/redeem.json?apikey=${sameKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount_in_cents: 300 }),
    });
    expect(res.status).toBe(200);
    const c = await t.h.call('report.closing', {});
    expect(c.crossCheck.sharedKey).toMatchObject({ code: 'DEMOTRAIN006' });
    expect((await t.h.call('settings.get', {})).sharedKey).toMatchObject({ code: 'DEMOTRAIN006' });
  });
});
