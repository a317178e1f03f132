// Several stock vouchers in one sale: every voucher is checked before any is sent, a free amount
// outside the range the terminal knows (status or cached voucher type) included; nothing is activated.
import { describe, expect, it } from 'vitest';
import { fileCore } from '../helpers/file-core';

const h = fileCore();

describe('stock-voucher sale', () => {
  it('refuses a free amount outside its range before anything is activated', async () => {
    const status = await h.call('depot.status', { code: 'DEMODEPOTFRE' });
    expect(status.range).not.toBeNull();
    const tooLow = (status.range?.minCents ?? 1) - 1;
    const err = await h.fail('depot.sale', {
      items: [{ code: 'DEMODEPOTFIX' }, { code: 'DEMODEPOTFRE', amountCents: tooLow }],
      paymentMethodId: 'card',
    });
    expect(err.code).toBe('invalid_input');
    // Nothing was sent: the fixed one is still activatable, and the journal has no activation.
    expect((await h.call('depot.status', { code: 'DEMODEPOTFIX' })).canBeActivated).toBe(true);
    expect((await h.call('journal.today', {})).entries.filter((e) => e.kind === 'activate')).toEqual([]);
  });

  it('sells both when the free amount lies within the range', async () => {
    const status = await h.call('depot.status', { code: 'DEMODEPOTFRE' });
    const sale = await h.call('depot.sale', {
      items: [{ code: 'DEMODEPOTFIX' }, { code: 'DEMODEPOTFRE', amountCents: status.range?.minCents ?? 2000 }],
      paymentMethodId: 'card',
    });
    expect(sale.failed).toBeNull();
    expect((await h.call('journal.today', {})).entries.filter((e) => e.kind === 'activate' && e.state === 'succeeded')).toHaveLength(2);
  });
});
