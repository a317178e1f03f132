// Bookings of the basket's ticket line under faults and the rules of §3: a first response dropped
// after the service committed resolves to exactly one order (same Idempotency-Key), cancelling (a
// refund of the order) with a checked-in ticket or after the start is refused in words, and bad
// booking input never books anything.
import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { openRecentOrders } from './basket-helpers';
import {
  addFault,
  addTicketsLine,
  advanceServiceClock,
  expect,
  invoke,
  openSellSynced,
  openTickets,
  serviceCall,
  serviceOrders,
  test,
  typeCustomer,
  type TicketsEnv,
} from './tickets-helpers';

/** The first person category of the spa product. */
async function spaAdult(env: TicketsEnv): Promise<string> {
  const products = await serviceCall<{ products: Array<{ id: string; categories: Array<{ id: string }> }> }>(
    env,
    'GET',
    '/v1/ticketing/products.json',
  );
  return products.body.products.find((p) => p.id === DEMO_PRODUCTS.spa)!.categories[0]!.id;
}

/** One adult spa ticket of the second open day (today's day slot began at midnight and could no
 *  longer be cancelled) for `last`, as a basket line paid by card; the order not finished yet. */
async function ticketLinePaid(page: Page, env: TicketsEnv, first: string, last: string): Promise<void> {
  const adult = await spaAdult(env);
  await openSellSynced(page, env);
  await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
  await page.locator('[data-testid^="slot-"]:enabled').nth(1).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await typeCustomer(page, { first, last, email: `${first.toLowerCase()}@example.ch` });
  await addTicketsLine(page);
  await page.getByTestId('pay-card').click();
}

/** Books one ticket through the basket; answers its ticket number (from the service). */
async function bookOne(page: Page, env: TicketsEnv, last: string): Promise<string> {
  await ticketLinePaid(page, env, 'Tom', last);
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  const orders = await serviceOrders(env, last);
  return orders[0]!.order_lines[0]!.tickets[0]!.number;
}

/** Refunds the newest earlier order (its booking cancelled through the journal). */
async function refundNewest(page: Page): Promise<void> {
  await openRecentOrders(page);
  const recent = page.getByTestId('recent-order').first();
  await recent.getByTestId('refund-order').click();
  await recent.getByTestId('refund-order-yes').click();
}

test('a booking whose first response was dropped resolves to exactly one order', async ({ page, env }) => {
  await addFault(env, { method: 'POST', path: '/v1/ticketing/booking.json', dropAfterCommit: true, times: 1 });
  await bookOne(page, env, 'Funkloch');
  // The service committed the first request; the answer was lost; the retry with the same key replayed it.
  const faults = await fetch(`${env.service.baseUrl}/__sandbox/faults`).then((r) => r.json() as Promise<unknown[]>);
  expect(faults).toEqual([]);
  expect(await serviceOrders(env, 'Funkloch')).toHaveLength(1);
  const journal = await invoke(page, 'journal.today', {});
  const books = (journal.value as { entries: Array<{ kind: string; state: string }> }).entries.filter((e) => e.kind === 'book');
  expect(books.map((e) => e.state)).toEqual(['succeeded']);
});

test('cancelling a booking with a checked-in ticket (a refund) is refused in words', async ({ page, env }) => {
  const ticket = await bookOne(page, env, 'Eingelassen');
  const checkin = await serviceCall<{ is_successful: boolean }>(env, 'POST', `/v1/ticketing/tickets/${ticket}/checkin.json`);
  expect(checkin.body.is_successful).toBe(true);
  await refundNewest(page);
  const reason = page.getByTestId('stopped-reason');
  await expect(reason).toHaveAttribute('data-service-code', 'ticket_checked_in');
  await expect(reason).toContainText('Stornieren nicht möglich: Ein Ticket dieser Buchung ist bereits eingelassen.');
  expect((await serviceOrders(env, 'Eingelassen'))[0]!.status).toBe('completed');
});

test('cancelling a booking after its start (a refund) is refused in words', async ({ page, env }) => {
  await bookOne(page, env, 'Verspaetet');
  await advanceServiceClock(env, 10 * 24 * 3_600_000);
  await refundNewest(page);
  const reason = page.getByTestId('stopped-reason');
  await expect(reason).toHaveAttribute('data-service-code', 'booking_already_started');
  await expect(reason).toContainText('Stornieren nicht möglich: Die Buchung hat bereits begonnen.');
  expect((await serviceOrders(env, 'Verspaetet'))[0]!.status).toBe('completed');
});

test('bad booking input books nothing: a category twice, quantity 0, a language the product lacks', async ({ page, env }) => {
  await openTickets(page, env);
  const from = new Date();
  const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const slots = await serviceCall<{ availabilities: Array<{ starts_at: string; prices: Array<{ category_id: string }> }> }>(
    env,
    'GET',
    `/v1/ticketing/products/${DEMO_PRODUCTS.tourFr}/availabilities.json`,
    { query: { from: day(from), to: day(new Date(from.getTime() + 6 * 86_400_000)) } },
  );
  const slot = slots.body.availabilities[0]!;
  const cat = slot.prices[0]!.category_id;
  const base = {
    productId: DEMO_PRODUCTS.tourFr,
    startsAt: slot.starts_at,
    customer: { firstName: 'Bad', lastName: 'Eingabe', email: 'bad@example.ch' },
  };

  const twice = await invoke(page, 'ticketing.book', {
    ...base,
    items: [
      { categoryId: cat, quantity: 1 },
      { categoryId: cat, quantity: 1 },
    ],
  });
  expect(twice.error?.code).toBe('invalid_input');
  const zero = await invoke(page, 'ticketing.book', { ...base, items: [{ categoryId: cat, quantity: 0 }] });
  expect(zero.error?.code).toBe('invalid_input');
  const english = await invoke(page, 'ticketing.book', { ...base, items: [{ categoryId: cat, quantity: 1 }], language: 'en' });
  expect(english.ok).toBe(false);
  expect(english.error?.details?.serviceCode).toBe('validation_error');
  expect(english.error?.message).toContain('language');

  // The basket's line takes the same input shape: refused when added, before any booking.
  const line = { kind: 'tickets', ...base, reservationId: 'r-none', items: [{ categoryId: cat, quantity: 1, unitPriceCents: 100 }] };
  const lineTwice = await invoke(page, 'order.addLine', { line: { ...line, items: [...line.items, ...line.items] } });
  expect(lineTwice.error?.code).toBe('invalid_input');
  const lineZero = await invoke(page, 'order.addLine', { line: { ...line, items: [{ ...line.items[0], quantity: 0 }] } });
  expect(lineZero.error?.code).toBe('invalid_input');
  const lineEnglish = await invoke(page, 'order.addLine', { line: { ...line, language: 'en' } });
  expect(lineEnglish.error?.code).toBe('invalid_input');
  expect(lineEnglish.error?.message).toContain('language');
  expect(await serviceOrders(env, 'Eingabe')).toHaveLength(0);
});

test('a booking left uncertain (every answer lost) is settled by replaying its key; the order finishes once, and a refund cancels it', async ({
  page,
  env,
}) => {
  await addFault(env, { method: 'POST', path: '/v1/ticketing/booking.json', dropAfterCommit: true, times: 3 });
  await ticketLinePaid(page, env, 'Uma', 'Ungewiss');
  await page.getByTestId('finish-order').click();
  // One clear sentence while the terminal verifies; no retry button.
  const line = page.getByTestId('basket').locator('[data-testid="order-line"][data-kind="tickets"]');
  await expect(line).toHaveAttribute('data-state', 'checking');
  await expect(page.getByTestId('order-outcome')).toHaveCount(0);
  // The reconciler replays the same Idempotency-Key once the step has settled: exactly one order.
  await expect(line).toHaveAttribute('data-state', 'done', { timeout: 45_000 });
  expect(await serviceOrders(env, 'Ungewiss')).toHaveLength(1);
  // After a reload the order (paid, its booking settled) is finished without sending the booking again.
  await page.reload();
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  expect(await serviceOrders(env, 'Ungewiss')).toHaveLength(1);
  await refundNewest(page);
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  expect((await serviceOrders(env, 'Ungewiss'))[0]!.status).toBe('cancelled');
  expect(await serviceOrders(env, 'Ungewiss')).toHaveLength(1);
});
