// The basket's ticket line with a named customer: finishing the order books the tickets
// for that customer (names, e-mail, booking language reach the service), no fallback address is
// needed for it; a named customer without names or a language the product lacks is refused when the
// line is added; removing the line releases its reservation at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { daySlotInput } from '../helpers/ticket-slot';

let sb: RunningSandbox;
let h: CoreHarness;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({ sandbox: sb });
  await h.call('auth.setup', { name: 'Chefin', pin: '246813' });
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

/** A reserved day slot as a ticket line (one ticket, CHF 15.00), and the product's booking languages. */
async function reservedLine() {
  const slot = await daySlotInput(h);
  const product = (await h.call('ticketing.products', {})).products.find((p) => p.id === slot.productId);
  const r = await h.call('ticketing.reserve', slot);
  const line = {
    kind: 'tickets' as const,
    productId: slot.productId,
    startsAt: slot.startsAt,
    reservationId: r.reservationId,
    items: slot.items.map((i) => ({ ...i, unitPriceCents: 1500 })),
  };
  return { line, languages: Object.keys(product?.nameTranslations ?? {}) };
}

describe('a ticket line for a named customer', () => {
  it('is booked at finish with the customer’s names, e-mail and language (no fallback address needed)', async () => {
    expect(await h.call('ticketing.walkIn', {})).toEqual({ email: null });
    const { line, languages } = await reservedLine();
    // The product's last language: not merely its default.
    const language = languages.at(-1) ?? '';
    expect(languages.length).toBeGreaterThan(1);
    const customer = { firstName: 'Eva', lastName: 'Kundin', email: 'eva.kundin@example.ch' };
    let o = (await h.call('order.addLine', { line: { ...line, customer, language } })).order;
    expect(o.lines[0]?.tickets).toMatchObject({ customer, language });
    o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 1500 } })).order;
    o = (await h.call('order.finish', { orderId: o.id })).order;
    expect(o.state).toBe('finished');
    expect(o.lines[0]?.booking?.ticketNumbers).toHaveLength(1);

    const orders = await h.core.runtime.service!.ticketing.orders({ last_name: 'Kundin' });
    expect(orders).toHaveLength(1);
    expect(orders[0]?.customer).toMatchObject({ first_name: 'Eva', last_name: 'Kundin', email: 'eva.kundin@example.ch' });
    expect(orders[0]?.language).toBe(language);
    // The journal's booking row is not a walk-in.
    const booking = (await h.call('ticketing.booking', { journalId: o.lines[0]?.entries[0]?.id ?? '' })).booking;
    expect(booking.walkIn).toBe(false);
  });

  it('without names, or in a language the product lacks, is refused when added; nothing is booked', async () => {
    const { line } = await reservedLine();
    const noName = await h.fail('order.addLine', {
      line: { ...line, customer: { firstName: '', lastName: 'Ohnevorname', email: 'x@example.ch' } },
    });
    expect(noName).toMatchObject({ code: 'invalid_input', message: 'A named customer needs a first and a last name' });
    const badLanguage = await h.fail('order.addLine', {
      line: { ...line, customer: { firstName: 'Eva', lastName: 'Fremd', email: 'x@example.ch' }, language: 'xx' },
    });
    expect(badLanguage.code).toBe('invalid_input');
    expect(badLanguage.message).toMatch(/booking language must be one of the product's/);
    expect(await h.core.runtime.service!.ticketing.orders({ last_name: 'Fremd' })).toEqual([]);
    await h.call('ticketing.cancelReservation', { reservationId: line.reservationId });
  });

  it('removed from the order, its reservation is released at once', async () => {
    const { line } = await reservedLine();
    const customer = { firstName: 'Rolf', lastName: 'Weg', email: 'rolf@example.ch' };
    const o = (await h.call('order.addLine', { line: { ...line, customer } })).order;
    expect((await h.call('ticketing.openReservation', {})).reservation?.reservationId).toBe(line.reservationId);
    await h.call('order.removeLine', { lineId: o.lines.at(-1)?.id ?? '' });
    expect((await h.call('ticketing.openReservation', {})).reservation).toBeNull();
    // A new reservation is possible again (one open reservation per terminal).
    const again = await reservedLine();
    await h.call('ticketing.cancelReservation', { reservationId: again.line.reservationId });
  });
});
