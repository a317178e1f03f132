// A cancelled code sale whose answer was lost ends cancelled. Against the built-in service, with a
// dropped answer injected where the loss happens. The sale is an order's codes line; its step is
// undone from the journal.
import { describe, expect, it } from 'vitest';
import { fileCore } from '../helpers/file-core';
import { until } from '../helpers/fault-lane';
import { codesStep, stepEntry } from '../helpers/order-steps';

const h = fileCore();

describe('a code sale cancelled with its answer lost', () => {
  it('ends cancelled: order info "already cancelled" is read as done, not as "order still there"', async () => {
    const entry = stepEntry(await codesStep(h.call, 'vt-value', 3300));
    const orderId = entry.externalId ?? '';
    expect(orderId).not.toBe('');
    h.sb.faults.add({ method: 'DELETE', path: `/v1/giftvoucher/voucher_orders/${orderId}.json`, dropAfterCommit: true, times: 1 });
    const lost = await h.fail('sale.cancel', { journalId: entry.id });
    expect(lost.code).toBe('uncertain');
    const id = String(lost.code === 'uncertain' ? lost.details?.journalId : '');
    expect((await h.fail('sale.cancel', { journalId: entry.id })).code).toBe('locked');
    await until('cancel settled', async () => {
      await h.call('journal.reconcile', {});
      return (await h.call('journal.get', { id })).state !== 'uncertain';
    });
    expect(await h.call('journal.get', { id })).toMatchObject({ kind: 'delete_order', state: 'succeeded' });
    expect(await h.call('journal.get', { id: entry.id })).toMatchObject({ state: 'succeeded', cancellable: false });
    expect((await h.core.runtime.service!.ordering.orderInfo(orderId)).can_be_cancelled).toBe(false);
  });
});
