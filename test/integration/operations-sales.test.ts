// Sales, promo codes and tickets through core.dispatch against the built-in service over HTTP
// (code sales and promo codes as lines of the basket's order).
import { beforeAll, describe, expect, it } from 'vitest';
import { getJournalRow } from '../../electron/core/store/journal';
import { fileCore } from '../helpers/file-core';
import { promoStep, stepByOrder, stepEntry } from '../helpers/order-steps';

/** A codes line of one voucher of `productId`. */
const codes = (productId: string, unitPriceCents: number) =>
  ({ kind: 'codes', productId, unitPriceCents, quantity: 1, language: 'de' }) as const;

const h = fileCore();
beforeAll(async () => {
  const sync = await h.core.runtime.catalogSync?.syncNow();
  expect(sync?.ok).toBe(true);
});

const isoDay = (offset: number): string => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('sell vouchers as codes', () => {
  it('reads sold-out and contingent when types are shown, not at the refresh; an order is checked again', async () => {
    // The refresh stored the list only: nothing is known of the contingent yet.
    const before = (await h.call('sale.catalog', {})).items.find((i) => i.id === 'vt-soldout');
    expect(before).toMatchObject({ soldOut: false, checkedAt: null });
    const shown = await h.call('sale.availability', { productIds: ['vt-soldout', 'vt-fondue', 'vt-unknown'] });
    expect(shown.items.map((i) => [i.id, i.soldOut, i.remainingContingent, i.checkedAt !== null])).toEqual([
      ['vt-soldout', true, 0, true],
      ['vt-fondue', false, 5, true],
    ]);
    // Kept briefly: the catalog now shows what was read.
    const after = (await h.call('sale.catalog', {})).items.find((i) => i.id === 'vt-soldout');
    expect(after).toMatchObject({ soldOut: true, remainingContingent: 0 });
    const refused = await h.fail('order.addLine', { line: codes('vt-soldout', 12000) });
    expect(refused).toMatchObject({ code: 'invalid_input', message: expect.stringContaining('sold out') });
  });

  it('lists the cached catalog and sells a value voucher and a package, then cancels the sale', async () => {
    const cat = await h.call('sale.catalog', {});
    expect(cat.fetchedAt).not.toBeNull();
    const value = cat.items.find((i) => i.id === 'vt-value');
    expect(value).toMatchObject({ kind: 'value_voucher' });
    // Two codes lines of one order: a voucher order each at the service.
    await h.call('order.addLine', { line: codes('vt-value', 5000) });
    const done = await stepByOrder(h.call, codes('vt-spa', 18900));
    expect(done.order.state).toBe('finished');
    expect(done.order.lines.map((l) => [l.state, l.entries[0]?.amountCents, l.vouchers.length])).toEqual([
      ['done', 5000, 1],
      ['done', 18900, 1],
    ]);
    const entry = stepEntry(done);
    const orderId = entry.externalId ?? '';
    expect(entry).toMatchObject({ kind: 'order', state: 'succeeded', amountCents: 18900, cancellable: true });
    expect(orderId).not.toBe('');
    expect(done.line.vouchers[0]?.codeFormatted).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    // The service's own word on the voucher order (no screen asks it: the journal's undo does).
    expect((await h.core.runtime.service!.ordering.orderInfo(orderId)).can_be_cancelled).toBe(true);
    const undo = await h.call('sale.cancel', { journalId: entry.id });
    expect(undo).toMatchObject({ kind: 'delete_order', state: 'succeeded' });
    expect(getJournalRow(h.core.runtime.db, undo.id)).toMatchObject({
      refId: entry.id,
      request: { order_id: orderId },
      externalId: orderId,
      amountCents: 18900,
    });
    expect((await h.call('journal.get', { id: entry.id })).cancellable).toBe(false);
    expect((await h.fail('sale.cancel', { journalId: entry.id })).code).toBe('conflict');
  });

  it('checks price rules before sending', async () => {
    const low = await h.fail('order.addLine', { line: codes('vt-value', 1000) });
    expect(low.code).toBe('invalid_input');
    const pkg = await h.fail('order.addLine', { line: codes('vt-spa', 10000) });
    expect(pkg).toMatchObject({ code: 'invalid_input' });
    // Only the two voucher orders of the sale above.
    expect((await h.call('journal.today', {})).entries.filter((e) => e.kind === 'order')).toHaveLength(2);
    expect((await h.call('order.current', {})).order).toBeNull();
  });

  it('journals a refusal by the service as failed', async () => {
    // Not in the catalog: nothing to check when added, the service refuses it at finish.
    const refused = await stepByOrder(h.call, codes('vt-unknown', 5000));
    expect(refused.line.state).toBe('refused');
    expect(['service_refused', 'not_found']).toContain(refused.order.stoppedAt?.code);
    const orders = (await h.call('journal.today', {})).entries.filter((e) => e.kind === 'order');
    expect(orders[0]).toMatchObject({ id: stepEntry(refused).id, state: 'failed' });
    await h.call('order.cancel', { orderId: refused.order.id });
  });
});

describe('promo codes', () => {
  it('redeems and cancels a promo code', async () => {
    // On an order of goods 50.00: the promo line is its discount.
    const redeemed = await promoStep(h.call, 'SOMMER20', 5000);
    expect(redeemed.line.amountCents).toBeLessThan(0);
    expect(redeemed.order.totalCents).toBe(5000 + redeemed.line.amountCents);
    const r = stepEntry(redeemed);
    expect(r).toMatchObject({ kind: 'promo_redeem', state: 'succeeded', cancellable: true });
    const c = await h.call('promo.cancel', { journalId: r.id });
    expect(c).toMatchObject({ kind: 'promo_cancel', state: 'succeeded' });
  });

  it('refuses an expired or used-up code with the service reason, before journaling', async () => {
    const expired = await h.fail('order.addLine', { line: { kind: 'promo', code: 'ABGELAUFEN' } });
    expect(expired.code).toBe('service_refused');
    expect(stepEntry(await promoStep(h.call, 'WILLKOMMEN10')).state).toBe('succeeded');
    const used = await h.fail('order.addLine', { line: { kind: 'promo', code: 'WILLKOMMEN10' } });
    expect(used.code).toBe('service_refused');
    expect((await h.call('journal.byCode', { code: 'ABGELAUFEN' })).entries).toEqual([]);
    expect((await h.fail('order.addLine', { line: { kind: 'promo', code: 'bad code!' } })).code).toBe('invalid_input');
  });
});

describe('tickets', () => {
  it('books, checks in, checks out and cancels a booking', async () => {
    const products = await h.call('ticketing.products', {});
    const spa = products.products.find((p) => p.slotType === 'day' && p.isActive && p.categories.length > 0);
    if (!spa) throw new Error('no bookable day product in the demo data');
    const av = await h.call('ticketing.availabilities', { productId: spa.id, from: isoDay(1), to: isoDay(14) });
    const slot = av.availabilities.find((a) => a.prices.length > 0);
    const price = slot?.prices.find((p) => p.minQuantity <= 1 && (p.maxQuantity === null || p.maxQuantity >= 1));
    if (!slot || !price) throw new Error('no slot');
    const items = [{ categoryId: price.categoryId, quantity: 1 }];
    const hold = await h.call('ticketing.reserve', { productId: spa.id, startsAt: slot.startsAt, items });
    expect(hold.reservationId).toBeTruthy();
    expect((await h.call('ticketing.cancelReservation', { reservationId: hold.reservationId })).reservationId).toBe(hold.reservationId);
    const booking = await h.call('ticketing.book', {
      productId: spa.id,
      startsAt: slot.startsAt,
      items,
      customer: { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.org' },
    });
    expect(booking.entry).toMatchObject({ kind: 'book', state: 'succeeded', externalId: booking.bookingId });
    const ticket = booking.tickets[0]?.ticketNumber ?? '';
    expect(ticket).toMatch(/^\d{19}$/);
    const inn = await h.call('ticket.checkin', { ticketNumber: ticket });
    expect(inn.isSuccessful).toBe(true);
    const again = await h.call('ticket.checkin', { ticketNumber: ticket });
    expect(again).toMatchObject({ isSuccessful: false, unsuccessfulCode: 'ticket_already_checkedin' });
    expect((await h.call('ticket.info', { ticketNumber: ticket })).isCheckedIn).toBe(true);
    expect((await h.call('ticket.checkout', { ticketNumber: ticket })).isSuccessful).toBe(true);
    const cancel = await h.call('ticketing.cancelBooking', { journalId: booking.entry.id });
    expect(cancel).toMatchObject({ kind: 'cancel_booking', state: 'succeeded' });
  });

  it('reports unknown tickets in the result and refuses malformed numbers before any request', async () => {
    const r = await h.call('ticket.checkin', { ticketNumber: '1234567890123456789' });
    expect(r).toMatchObject({ isSuccessful: false, unsuccessfulCode: 'ticket_not_found' });
    expect((await h.fail('ticket.checkin', { ticketNumber: '12345' })).code).toBe('invalid_input');
    expect((await h.fail('ticket.info', { ticketNumber: 'abcdefghijklmnopqrs' })).code).toBe('invalid_input');
  });
});
