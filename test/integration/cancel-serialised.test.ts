// Issue 22 item 2: cancelling a purchase and adding to it are serialised, and a cancelled code sale
// whose answer was lost ends cancelled. Against the built-in service, with latency and a dropped
// answer injected where the race or the loss happens.
import { describe, expect, it } from 'vitest';
import { listByPurchase } from '../../electron/core/store/journal';
import { fileCore } from '../helpers/file-core';
import { serviceBalance, until } from '../helpers/fault-lane';

const h = fileCore();

/** Waits until the fault rule was met by a request (the request is at the service now). */
const reached = (rule: string) => until('request at the service', () => !h.sb.faults.list().some((f) => f.id === rule));

/** A purchase larger than voucher A's balance, paid in part by A. */
async function purchasePaidByA(a: string): Promise<string> {
  const p = await h.call('purchase.start', { totalCents: (await serviceBalance(h.sb, a)) + 1000 });
  await h.call('purchase.addVoucher', { purchaseId: p.id, code: a });
  return p.id;
}

describe('a purchase cancel racing an add', () => {
  it('refuses an add once the cancel has started; every voucher is given back', async () => {
    const [a, b] = ['DEMOTRAIN001', 'DEMOTRAIN002'];
    const opening = [await serviceBalance(h.sb, a), await serviceBalance(h.sb, b)];
    const purchaseId = await purchasePaidByA(a);
    // The cancel is giving A back (slowly) when the cashier scans B.
    const rule = h.sb.faults.add({ method: 'POST', path: `/v1/vouchers/${a}/cancel_redemption.json`, latencyMs: 500, times: 1 });
    const cancelling = h.call('purchase.cancel', { purchaseId });
    await reached(rule);
    const added = await h.fail('purchase.addVoucher', { purchaseId, code: b });
    expect(added).toMatchObject({
      code: 'conflict',
      message: 'This purchase is being cancelled: nothing can be added and it cannot be finished',
    });
    expect(await cancelling).toMatchObject({ state: 'cancelled', paidCents: 0 });
    expect(
      listByPurchase(h.core.runtime.db, purchaseId)
        .filter((r) => r.kind === 'redeem')
        .map((r) => r.code),
    ).toEqual([a]);
    expect([await serviceBalance(h.sb, a), await serviceBalance(h.sb, b)]).toEqual(opening);
  });

  it('refuses the cancel while an add is at the service, naming it; the next cancel gives back both vouchers', async () => {
    const [a, b] = ['DEMOTRAIN003', 'DEMOTRAIN004'];
    const opening = [await serviceBalance(h.sb, a), await serviceBalance(h.sb, b)];
    const purchaseId = await purchasePaidByA(a);
    const rule = h.sb.faults.add({ method: 'POST', path: `/v1/vouchers/${b}/redeem.json`, latencyMs: 500, times: 1 });
    const adding = h.call('purchase.addVoucher', { purchaseId, code: b });
    await reached(rule);
    const refused = await h.fail('purchase.cancel', { purchaseId });
    const line = listByPurchase(h.core.runtime.db, purchaseId).find((r) => r.code === b);
    expect(refused).toMatchObject({ code: 'locked', details: { openRow: { journalId: line?.id, kind: 'redeem', state: 'pending' } } });
    expect((await adding).lines.find((l) => l.code === b)?.state).toBe('succeeded');
    const done = await h.call('purchase.cancel', { purchaseId });
    expect(done).toMatchObject({ state: 'cancelled', cancelling: false });
    expect([await serviceBalance(h.sb, a), await serviceBalance(h.sb, b)]).toEqual(opening);
  });

  it('keeps a purchase whose voucher could not be given back open and "being cancelled"; a second cancel ends it', async () => {
    const [a, b] = ['DEMOTRAIN005', 'DEMOTRAIN006'];
    const opening = [await serviceBalance(h.sb, a), await serviceBalance(h.sb, b)];
    const purchaseId = await purchasePaidByA(a);
    await h.call('purchase.addVoucher', { purchaseId, code: b });
    // The service refuses giving back B once (a definite refusal: nothing moved).
    h.sb.faults.add({ method: 'POST', path: `/v1/vouchers/${b}/cancel_redemption.json`, status: 400, times: 1 });
    const first = await h.fail('purchase.cancel', { purchaseId });
    expect(first.code).not.toBe('uncertain');
    const view = await h.call('purchase.get', { purchaseId });
    expect(view).toMatchObject({ state: 'open', cancelling: true });
    // Nothing can be added or finished now; the voucher not given back is still listed as paying.
    expect((await h.fail('purchase.finish', { purchaseId })).code).toBe('conflict');
    expect(view.paidCents).toBeGreaterThan(0);
    const second = await h.call('purchase.cancel', { purchaseId });
    expect(second).toMatchObject({ state: 'cancelled', paidCents: 0 });
    expect([await serviceBalance(h.sb, a), await serviceBalance(h.sb, b)]).toEqual(opening);
  });
});

describe('a code sale cancelled with its answer lost', () => {
  it('ends cancelled: order info "already cancelled" is read as done, not as "order still there"', async () => {
    const sale = await h.call('sale.order', { lines: [{ productId: 'vt-value', unitPriceCents: 3300 }], language: 'de' });
    h.sb.faults.add({ method: 'DELETE', path: `/v1/giftvoucher/voucher_orders/${sale.orderId}.json`, dropAfterCommit: true, times: 1 });
    const lost = await h.fail('sale.cancel', { journalId: sale.entry.id });
    expect(lost.code).toBe('uncertain');
    const id = String(lost.code === 'uncertain' ? lost.details?.journalId : '');
    expect((await h.fail('sale.cancel', { journalId: sale.entry.id })).code).toBe('locked');
    await until('cancel settled', async () => {
      await h.call('journal.reconcile', {});
      return (await h.call('journal.get', { id })).state !== 'uncertain';
    });
    expect(await h.call('journal.get', { id })).toMatchObject({ kind: 'delete_order', state: 'succeeded' });
    expect(await h.call('journal.get', { id: sale.entry.id })).toMatchObject({ state: 'succeeded', cancellable: false });
    expect(await h.call('sale.info', { orderId: sale.orderId })).toMatchObject({ canBeCancelled: false });
  });
});
