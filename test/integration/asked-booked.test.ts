// Strict where money is: the journal keeps what the service booked and the entry
// carries what was asked when they differ (voucher order totals, stock voucher activations); an
// order is deleted only after Voucher Order Info allowed it, a refusal is shown and nothing is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../electron/core/service';
import { listAll } from '../../electron/core/store/journal';
import type { RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { startTestSandbox } from './sandbox/harness';
import { activateStep, codesStep, stepEntry } from '../helpers/order-steps';

let sb: RunningSandbox;
let h: CoreHarness;
let svc: ServiceClient;

beforeAll(async () => {
  sb = await startTestSandbox({ flavour: 'production' });
  h = await startCore({ sandbox: sb });
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
  svc = h.core.runtime.service as ServiceClient;
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

describe('asked and booked', () => {
  it('a voucher order that comes back cheaper is journaled at what the service returned', async () => {
    const create = svc.ordering.createOrder;
    // The service grants a discount on the first voucher (documented: results may total less).
    svc.ordering.createOrder = async (body, opts) => {
      const r = await create(body, opts);
      return { ...r, vouchers: r.vouchers.map((v, i) => (i === 0 ? { ...v, amount_in_cents: v.amount_in_cents - 500 } : v)) };
    };
    try {
      // One codes line of two vouchers: one service order, its first voucher discounted.
      const sale = await codesStep(h.call, 'vt-value', 5000, 2);
      expect(sale.entry).toMatchObject({ state: 'succeeded', amountCents: 9500, askedCents: 10000 });
    } finally {
      svc.ordering.createOrder = create;
    }
  });

  it('an older activation answer ({code, balance_in_cents}) is booked as the service says; the fixed amount is kept beside it', async () => {
    const fixed = await activateStep(h.call, 'DEMODEPOTFIX');
    expect(fixed).toMatchObject({ state: 'succeeded', amountCents: 5000, askedCents: null });
    const status = await h.call('depot.status', { code: 'DEMODEPOTBON' });
    const bonus = await activateStep(h.call, 'DEMODEPOTBON');
    expect(bonus.state).toBe('succeeded');
    // The older shape carries the balance (amount plus the bonus): it differs from the fixed amount.
    expect(bonus.amountCents).toBeGreaterThan(status.amountCents ?? 0);
    expect(bonus.askedCents).toBe(status.amountCents);
    const receipt = await h.call('print.preview', { ref: { journalId: bonus.id } });
    expect(JSON.stringify(receipt.lines)).toContain('Verlangt');
    const plain = await h.call('print.preview', { ref: { journalId: fixed.id } });
    expect(JSON.stringify(plain.lines)).not.toContain('Verlangt');
  });

  it('an order that can no longer be cancelled is refused with the reason; no delete is sent, no row written', async () => {
    const sale = await codesStep(h.call, 'vt-value', 3000);
    const entry = stepEntry(sale);
    const code = sale.line.vouchers[0]?.code ?? '';
    await svc.vouchers.redeem(code, { amount_in_cents: 1000 });
    let deletes = 0;
    const del = svc.ordering.deleteOrder;
    svc.ordering.deleteOrder = async (...args) => {
      deletes += 1;
      return del(...args);
    };
    try {
      const rows = listAll(h.core.runtime.db).length;
      const err = await h.fail('sale.cancel', { journalId: entry.id });
      expect(err.code).toBe('service_refused');
      expect(err.message).not.toBe('');
      expect(deletes).toBe(0);
      expect(listAll(h.core.runtime.db).length).toBe(rows);
      expect((await h.core.runtime.service!.ordering.orderInfo(entry.externalId ?? '')).can_be_cancelled).toBe(false);
    } finally {
      svc.ordering.deleteOrder = del;
    }
  });
});
