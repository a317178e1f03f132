// Every real answer accepted, every answer checked against what was asked, against the
// built-in service's production flavour, which answers in the shapes captured from real traffic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../electron/sandbox';
import { MISMATCHED_DEACTIVATION, PRODUCTION_SENTENCES } from '../../electron/sandbox/flavour';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { isoDayFromNow } from '../helpers/ticket-slot';
import { payByVoucher } from '../helpers/sales';
import { activateStep } from '../helpers/order-steps';
import { call, startTestSandbox } from './sandbox/harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ flavour: 'production' });
});
afterAll(async () => {
  await sb.close();
});

describe('a redemption answered without a token (older generation: the legacy merchant)', () => {
  let h: CoreHarness;
  beforeAll(async () => {
    h = await startCore({ sandbox: sb, role: 'legacy-merchant' });
  });
  afterAll(() => h.close());

  it('is a success; before finishing the order says only the back office can undo it, and cancelling is refused untouched', async () => {
    const wire = await call(sb, 'POST', '/v1/vouchers/LEGACYBOOK01/redeem.json', {
      key: 'legacy-merchant',
      body: { amount_in_cents: 100 },
    });
    expect(wire.body).toEqual({ code: 'LEGACYBOOK01', balance_in_cents: 4900, voucher_document_url: '' });

    const o = await payByVoucher(h.call, 'LEGACYBOOK01', 2000);
    expect(o.paidCents).toBe(2000);
    expect(o.tenders[0]?.entries[0]).toMatchObject({
      state: 'succeeded',
      balanceAfterCents: 2900,
      cancellable: false,
      backOfficeOnly: true,
    });

    const refused = await h.fail('order.cancel', { orderId: o.id });
    expect(refused).toMatchObject({ code: 'conflict', details: { backOfficeOnly: true, amountCents: 2000 } });
    expect(refused.message).toMatch(/only the back office can/);
    // Nothing was undone: the order is still open, the money still taken.
    const still = (await h.call('order.get', { orderId: o.id })).order;
    expect(still).toMatchObject({ state: 'open', paidCents: 2000 });
    expect(still.tenders.flatMap((t) => t.entries).filter((e) => e.kind === 'cancel_redemption')).toEqual([]);
    expect((await h.call('order.finish', { orderId: o.id })).order).toMatchObject({ state: 'finished' });
  });
});

describe('stock vouchers and answers about another voucher (the demo merchant)', () => {
  let h: CoreHarness;
  beforeAll(async () => {
    h = await startCore({ sandbox: sb });
  });
  afterAll(() => h.close());

  it('a status without free_amount, currency and product_id is read from its fixed amount, and the voucher sold', async () => {
    const wire = await call(sb, 'GET', '/v1/depot_vouchers/DEMODEPOTFIX/activate_status.json');
    expect(wire.body).toEqual({ code: 'DEMODEPOTFIX', can_be_activated: true, amount_in_cents: 5000, message: '' });
    expect(await h.call('depot.status', { code: 'DEMODEPOTFIX' })).toMatchObject({
      canBeActivated: true,
      freeAmount: false,
      amountCents: 5000,
    });
    const sold = await activateStep(h.call, 'DEMODEPOTFIX');
    expect(sold).toMatchObject({ state: 'succeeded', code: 'DEMODEPOTFIX', amountCents: 5000, balanceAfterCents: 5000 });
  });

  it('a free-amount status without free_amount reads as free and sells with the amount typed', async () => {
    expect(await h.call('depot.status', { code: 'DEMODEPOTFRE' })).toMatchObject({
      canBeActivated: true,
      freeAmount: true,
      amountCents: null,
    });
    expect(await activateStep(h.call, 'DEMODEPOTFRE', 2500)).toMatchObject({
      state: 'succeeded',
      amountCents: 2500,
    });
  });

  it('a voucher that cannot be activated keeps the service reason', async () => {
    const s = await h.call('depot.status', { code: 'DEMODEPOTACT' });
    expect(s).toMatchObject({ canBeActivated: false, message: PRODUCTION_SENTENCES.alreadyActive });
    // Refused when the line is added: no order is opened.
    expect(await h.fail('order.addLine', { line: { kind: 'stock', code: 'DEMODEPOTACT' } })).toMatchObject({
      code: 'service_refused',
      message: PRODUCTION_SENTENCES.alreadyActive,
    });
    expect((await h.call('order.current', {})).order).toBeNull();
    const d = await h.call('depot.deactivateStatus', { code: 'DEMODEPOTFIX' });
    expect(d).toMatchObject({ canBeDeactivated: true });
  });

  it('a deactivation answered about another voucher turns uncertain and is reconciled against the voucher asked', async () => {
    const { asked, answered } = MISMATCHED_DEACTIVATION;
    const err = await h.fail('depot.deactivate', { code: asked, reason: 'Fehlverkauf' });
    if (err.code !== 'uncertain') throw new Error(`expected uncertain, got ${err.code}`);
    expect(err.details).toMatchObject({ serviceCode: 'answer_mismatch' });
    const journalId = String(err.details?.journalId);
    const row = await h.call('journal.get', { id: journalId });
    expect(row).toMatchObject({ state: 'uncertain', code: asked, amountCents: 5000 });
    expect(row.error).toContain(answered);
    // Nothing was journaled for the voucher the answer named.
    expect((await h.call('journal.byCode', { code: answered })).entries).toEqual([]);
    // The reconciler asks about the voucher asked (no longer deactivatable: the sale was undone).
    await h.call('journal.reconcile', {});
    expect(await h.call('journal.get', { id: journalId })).toMatchObject({
      state: 'succeeded',
      code: asked,
      amountCents: 5000,
      balanceAfterCents: 0,
    });
  });
});

describe('a booking cancellation that cancelled fewer tickets than were booked', () => {
  let h: CoreHarness;
  beforeAll(async () => {
    h = await startCore({ sandbox: sb });
    expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
  });
  afterAll(() => h.close());

  it('is journaled with the amount of the tickets the service answered as cancelled, not the whole booking', async () => {
    // A slot whose prices differ per category, so the amount shows which ticket was left out.
    const products = await h.call('ticketing.products', {});
    const product = products.products.find((x) => x.slotType === 'day' && x.isActive && x.categories.length > 1);
    if (!product) throw new Error('no bookable day product with two categories');
    const av = await h.call('ticketing.availabilities', { productId: product.id, from: isoDayFromNow(2), to: isoDayFromNow(14) });
    const slot = av.availabilities.find(
      (a) => new Set(a.prices.filter((p) => p.minQuantity <= 1 && p.priceCents > 0).map((p) => p.priceCents)).size > 1,
    );
    if (!slot) throw new Error('no slot with two prices');
    const [cheap, dear] = slot.prices.filter((p) => p.minQuantity <= 1 && p.priceCents > 0).sort((a, b) => a.priceCents - b.priceCents);
    if (!cheap || !dear) throw new Error('no two categories');
    const booked = await h.call('ticketing.book', {
      productId: product.id,
      startsAt: slot.startsAt,
      items: [
        { categoryId: cheap.categoryId, quantity: 1 },
        { categoryId: dear.categoryId, quantity: 2 },
      ],
      customer: { firstName: 'Ida', lastName: 'Teilweise', email: 'ida@example.ch' },
    });
    expect(booked.entry.amountCents).toBe(cheap.priceCents + 2 * dear.priceCents);

    // The back office deleted one of the dear tickets: the cancellation answers with the other two.
    const gone = booked.tickets.find((t) => t.categoryId === dear.categoryId);
    if (!gone || !sb.deleteTicket(gone.ticketNumber)) throw new Error('the ticket could not be deleted');
    const undo = await h.call('ticketing.cancelBooking', { journalId: booked.entry.id });
    expect(undo).toMatchObject({ kind: 'cancel_booking', state: 'succeeded', amountCents: cheap.priceCents + dear.priceCents });
    expect(await h.call('journal.get', { id: undo.id })).toMatchObject({ amountCents: cheap.priceCents + dear.priceCents });
  });
});

describe('a deactivation answered with another amount than its status named', () => {
  let h: CoreHarness;
  beforeAll(async () => {
    // The answer names the voucher asked but another sale's amount (captured: the amount came from
    // another voucher's balance); the service did deactivate the voucher asked.
    const fetch = async (input: string, init: RequestInit): Promise<Response> => {
      const res = await globalThis.fetch(input, init);
      if (init.method !== 'POST' || !input.includes('/depot_vouchers/DEMODEPOTACT/deactivate.json')) return res;
      const body = (await res.json()) as Record<string, unknown>;
      return new Response(JSON.stringify({ ...body, balance_in_cents: 40000 }), { status: res.status, headers: res.headers });
    };
    h = await startCore({ sandbox: sb, fetch });
  });
  afterAll(() => h.close());

  it('turns the step uncertain with the amount asked, and the reconciler settles it from the voucher asked', async () => {
    expect(await h.call('depot.deactivateStatus', { code: 'DEMODEPOTACT' })).toMatchObject({ canBeDeactivated: true, amountCents: 3000 });
    const err = await h.fail('depot.deactivate', { code: 'DEMODEPOTACT', reason: 'Fehlverkauf' });
    if (err.code !== 'uncertain') throw new Error(`expected uncertain, got ${err.code}`);
    expect(err.details).toMatchObject({ serviceCode: 'answer_mismatch' });
    const journalId = String(err.details?.journalId);
    const row = await h.call('journal.get', { id: journalId });
    expect(row).toMatchObject({ state: 'uncertain', code: 'DEMODEPOTACT', amountCents: 3000 });
    expect(row.error).toContain('40000');
    await h.call('journal.reconcile', {});
    expect(await h.call('journal.get', { id: journalId })).toMatchObject({
      state: 'succeeded',
      code: 'DEMODEPOTACT',
      amountCents: 3000,
      balanceAfterCents: 0,
    });
  });
});
