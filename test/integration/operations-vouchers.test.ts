// Voucher operations through core.dispatch against the built-in service over HTTP: lookup,
// a sale paid with vouchers, cancel redemption, load and cancel load, stock vouchers.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../electron/core/contract';
import { listAll } from '../../electron/core/store/journal';
import { fileCore } from '../helpers/file-core';
import { sellByVoucher } from '../helpers/sales';
import { activateStep, stepByOrder, stepEntry } from '../helpers/order-steps';

const events: JournalEntry[] = [];
const finals: string[] = [];

const h = fileCore();
beforeAll(async () => {
  h.core.bus.subscribe((name, payload) => {
    if (name === 'journal.changed') events.push(payload as JournalEntry);
  });
  h.core.runtime.onJournalFinal = (row) => finals.push(`${row.kind}:${row.state}`);
});

describe('voucher.lookup', () => {
  it('answers info, charge status and redeemability, and caches it', async () => {
    const v = await h.call('voucher.lookup', { code: 'demo-value-100' });
    expect(v).toMatchObject({ code: 'DEMOVALUE100', codeFormatted: 'DEMO-VALU-E100', fromCache: false, locked: false });
    expect(v.redeem).toMatchObject({ isRedeemable: true, balanceCents: 10000, currency: 'CHF' });
    expect(v.info?.balanceCents).toBe(10000);
    expect(v.charge?.canBeCharged).toBe(true);
  });

  it('answers from the cache when offline, marked as such', async () => {
    h.core.runtime.state.online = false;
    try {
      const v = await h.call('voucher.lookup', { code: 'DEMOVALUE100' });
      expect(v.fromCache).toBe(true);
      expect(v.redeem?.balanceCents).toBe(10000);
      const none = await h.fail('voucher.lookup', { code: 'DEMOPARTIAL1' });
      expect(none.code).toBe('offline');
    } finally {
      h.core.runtime.state.online = true;
    }
  });

  it('refuses malformed codes before any request and reports unknown codes with the service message', async () => {
    expect((await h.fail('voucher.lookup', { code: 'ABC' })).code).toBe('invalid_input');
    expect((await h.fail('voucher.lookup', { code: 'ABCD-EFGH-JKL!' })).code).toBe('invalid_input');
    const unknown = await h.fail('voucher.lookup', { code: 'ZZZZ-ZZZZ-ZZZZ' });
    expect(unknown.code).toBe('service_refused');
    expect(unknown.message.length).toBeGreaterThan(3);
  });
});

describe('a sale paid with vouchers', () => {
  // One open order per cashier: a test's sale left open is not carried into the next.
  afterEach(async () => {
    const open = (await h.call('order.current', {})).order;
    if (open) await h.call('order.cancel', { orderId: open.id });
  });

  it('pays min(still to pay, balance) per voucher, refuses the same voucher twice, cancels everything', async () => {
    const o0 = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 12500 } })).order;
    expect(o0).toMatchObject({ restCents: 12500, state: 'open' });
    const o1 = (await h.call('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN001' } })).order;
    expect(o1).toMatchObject({ paidCents: 5000, restCents: 7500, currency: 'CHF' });
    expect(o1.tenders[0]?.entries[0]).toMatchObject({
      kind: 'redeem',
      state: 'succeeded',
      amountCents: 5000,
      balanceAfterCents: 0,
      cancellable: true,
    });
    const twice = await h.fail('order.addTender', { tender: { kind: 'voucher', code: 'demotrain001' } });
    expect(twice.code).toBe('conflict');
    const o2 = (await h.call('order.addTender', { tender: { kind: 'voucher', code: 'DEMOPARTIAL1' } })).order;
    expect(o2).toMatchObject({ paidCents: 12500, restCents: 0 });
    expect(o2.tenders.find((t) => t.code === 'DEMOPARTIAL1')).toMatchObject({ amountCents: 7500 });
    expect((await h.fail('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN002' } })).code).toBe('conflict');

    const cancelled = (await h.call('order.cancel', { orderId: o0.id })).order;
    expect(cancelled).toMatchObject({ state: 'cancelled', paidCents: 0 });
    const undone = cancelled.tenders.flatMap((t) => t.entries).filter((e) => e.kind === 'cancel_redemption' && e.state === 'succeeded');
    expect(undone).toHaveLength(2);
    const after = await h.call('voucher.lookup', { code: 'DEMOTRAIN001' });
    expect(after.redeem?.balanceCents).toBe(5000);
  });

  it('refuses an empty voucher with the service reason and records nothing', async () => {
    await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1000 } });
    const before = listAll(h.core.runtime.db).length;
    const err = await h.fail('order.addTender', { tender: { kind: 'voucher', code: 'DEMOEMPTY000' } });
    expect(err.code).toBe('service_refused');
    expect(listAll(h.core.runtime.db)).toHaveLength(before);
  });

  it('cancels a redemption of a finished sale partly, then the rest (the journal undo)', async () => {
    const sold = await sellByVoucher(h.call, 'DEMOTRAIN003', 3000);
    expect(sold.state).toBe('finished');
    const line = sold.tenders[0]?.entries[0];
    if (!line) throw new Error('no redemption');
    const c1 = await h.call('redemption.cancel', { journalId: line.id, amountCents: 1000 });
    expect(c1).toMatchObject({ kind: 'cancel_redemption', state: 'succeeded', balanceAfterCents: 3000 });
    expect((await h.fail('redemption.cancel', { journalId: line.id, amountCents: 2500 })).code).toBe('invalid_input');
    await h.call('redemption.cancel', { journalId: line.id });
    expect((await h.call('journal.get', { id: line.id })).cancellable).toBe(false);
  });

  it('validates amounts before anything else', async () => {
    for (const amountCents of [0, 12.5, 100_000_001]) {
      expect((await h.fail('order.addLine', { line: { kind: 'goods', amountCents } })).code).toBe('invalid_input');
    }
  });

  it('refuses value steps offline before any request', async () => {
    await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1000 } });
    h.core.runtime.state.online = false;
    try {
      expect((await h.fail('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN004' } })).code).toBe('offline');
      expect((await h.fail('order.addLine', { line: { kind: 'load', code: 'DEMOTRAIN004', amountCents: 100 } })).code).toBe('offline');
      expect((await h.fail('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTFIX' } })).code).toBe('offline');
      expect((await h.call('order.current', {})).order?.lines).toHaveLength(1);
    } finally {
      h.core.runtime.state.online = true;
    }
  });
});

describe('load voucher (charge)', () => {
  it('loads with free credit and cancels with the token', async () => {
    const line = { kind: 'load' as const, code: 'DEMOTRAIN005', amountCents: 2000, freeCreditPercentage: 10 };
    const load = stepEntry(await stepByOrder(h.call, line, 'cash'));
    expect(load).toMatchObject({
      kind: 'charge',
      state: 'succeeded',
      amountCents: 2000,
      freeCreditCents: 200,
      balanceAfterCents: 7200,
      cancellable: true,
    });
    const undo = await h.call('charge.cancel', { journalId: load.id, reason: 'typo' });
    expect(undo).toMatchObject({ kind: 'cancel_charge', state: 'succeeded', balanceAfterCents: 5000 });
    expect((await h.fail('charge.cancel', { journalId: load.id })).code).toBe('conflict');
  });

  it('refuses a voucher that cannot be loaded when the line is added, with the service reason, journaling nothing', async () => {
    const err = await h.fail('order.addLine', { line: { kind: 'load', code: 'DEMOPACKAGE1', amountCents: 1000 } });
    expect(err.code).toBe('service_refused');
    expect(err.message).not.toBe('');
    expect((await h.call('journal.byCode', { code: 'DEMOPACKAGE1' })).entries).toEqual([]);
    expect((await h.call('order.current', {})).order).toBeNull();
  });

  it('journals a load the service refuses at finish as failed; the line says why', async () => {
    const fault = h.sb.faults.add({ method: 'POST', path: '/v1/vouchers/DEMOTRAIN006/charge.json', status: 422, times: 1 });
    const refused = await stepByOrder(h.call, { kind: 'load', code: 'DEMOTRAIN006', amountCents: 1000 });
    h.sb.faults.remove(fault);
    expect(refused.line).toMatchObject({ state: 'refused', message: expect.any(String) });
    const rows = await h.call('journal.byCode', { code: 'DEMOTRAIN006' });
    expect(rows.entries[0]).toMatchObject({ id: stepEntry(refused).id, kind: 'charge', state: 'failed' });
    expect(rows.entries[0]?.error).toBeTruthy();
    await h.call('order.cancel', { orderId: refused.order.id });
  });
});

describe('stock vouchers (depot)', () => {
  it('activates a fixed-amount voucher and deactivates it', async () => {
    const s = await h.call('depot.status', { code: 'DEMODEPOTFIX' });
    expect(s).toMatchObject({ canBeActivated: true, freeAmount: false, amountCents: 5000 });
    const a = await activateStep(h.call, 'DEMODEPOTFIX');
    expect(a).toMatchObject({ kind: 'activate', state: 'succeeded', amountCents: 5000 });
    expect((await h.fail('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTFIX' } })).code).toBe('service_refused');
    expect((await h.call('depot.deactivateStatus', { code: 'DEMODEPOTFIX' })).canBeDeactivated).toBe(true);
    const d = await h.call('depot.deactivate', { code: 'DEMODEPOTFIX', reason: 'customer changed mind' });
    expect(d).toMatchObject({ kind: 'deactivate', state: 'succeeded', amountCents: 5000 });
    expect((await h.call('journal.get', { id: a.id })).cancellable).toBe(false);
  });

  it('needs an amount for a free-amount voucher', async () => {
    expect((await h.fail('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTFRE' } })).code).toBe('invalid_input');
    const a = await activateStep(h.call, 'DEMODEPOTFRE', 4200);
    expect(a).toMatchObject({ state: 'succeeded', amountCents: 4200 });
  });
});

describe('journal', () => {
  it("lists today's operations, publishes changes and final rows for receipts", async () => {
    const today = await h.call('journal.today', {});
    expect(today.entries.length).toBeGreaterThan(5);
    expect(today.entries.every((e) => e.state === 'succeeded' || e.state === 'failed')).toBe(true);
    expect(events.some((e) => e.state === 'pending')).toBe(true);
    expect(finals).toContain('redeem:succeeded');
    expect(finals).toContain('charge:failed');
    expect((await h.call('journal.unresolved', {})).entries).toEqual([]);
  });
});
