// A cancelled code sale whose answer was lost ends cancelled. Against the built-in service, with a
// dropped answer injected where the loss happens.
import { describe, expect, it } from 'vitest';
import { fileCore } from '../helpers/file-core';
import { until } from '../helpers/fault-lane';

const h = fileCore();

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
    expect((await h.core.runtime.service!.ordering.orderInfo(sale.orderId)).can_be_cancelled).toBe(false);
  });
});
