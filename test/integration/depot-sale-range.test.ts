// Several stock vouchers in one sale (an order's stock lines): a free amount outside the range the
// terminal knows (status or cached voucher type) is refused when the line is added, before anything
// is sent; within the range both are activated at finish.
import { describe, expect, it } from 'vitest';
import { fileCore } from '../helpers/file-core';

const h = fileCore();

describe('stock-voucher sale', () => {
  it('refuses a free amount outside its range before anything is activated', async () => {
    const status = await h.call('depot.status', { code: 'DEMODEPOTFRE' });
    expect(status.range).not.toBeNull();
    const tooLow = (status.range?.minCents ?? 1) - 1;
    const o = (await h.call('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTFIX' } })).order;
    const err = await h.fail('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTFRE', amountCents: tooLow } });
    expect(err.code).toBe('invalid_input');
    await h.call('order.cancel', { orderId: o.id });
    // Nothing was sent: the fixed one is still activatable, and the journal has no activation.
    expect((await h.call('depot.status', { code: 'DEMODEPOTFIX' })).canBeActivated).toBe(true);
    expect((await h.call('journal.today', {})).entries.filter((e) => e.kind === 'activate')).toEqual([]);
  });

  it('sells both when the free amount lies within the range', async () => {
    const status = await h.call('depot.status', { code: 'DEMODEPOTFRE' });
    await h.call('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTFIX' } });
    const o = (
      await h.call('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTFRE', amountCents: status.range?.minCents ?? 2000 } })
    ).order;
    await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: o.totalCents } });
    expect((await h.call('order.finish', { orderId: o.id })).order.state).toBe('finished');
    expect((await h.call('journal.today', {})).entries.filter((e) => e.kind === 'activate' && e.state === 'succeeded')).toHaveLength(2);
  });
});
