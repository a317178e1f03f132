// Bookings under faults and the rules of §3: a first response dropped after the service committed
// resolves to exactly one order (same Idempotency-Key), cancelling with a checked-in ticket or
// after the start is refused in words, and bad booking input never books anything.
import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import {
  addFault,
  advanceServiceClock,
  expect,
  invoke,
  openSellSynced,
  openTickets,
  serviceCall,
  serviceOrders,
  test,
  toPayStep,
  type TicketsEnv,
} from './tickets-helpers';

/** Books one adult spa ticket through the screen for the second open day (today's day slot began at
 *  midnight and could no longer be cancelled); answers its ticket number. */
async function bookOne(page: Page, env: TicketsEnv, last: string): Promise<string> {
  const products = await serviceCall<{ products: Array<{ id: string; categories: Array<{ id: string }> }> }>(
    env,
    'GET',
    '/v1/ticketing/products.json',
  );
  const adult = products.body.products.find((p) => p.id === DEMO_PRODUCTS.spa)!.categories[0]!.id;
  await openSellSynced(page, env);
  await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
  await page.locator('[data-testid^="slot-"]:enabled').nth(1).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await toPayStep(page, { first: 'Tom', last, email: 'tom@example.ch' });
  await page.getByTestId('book').click();
  await expect(page.getByTestId('booking-done')).toBeVisible();
  return (await page.getByTestId('ticket').first().getAttribute('data-ticket-number'))!;
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

test('cancelling a booking with a checked-in ticket is refused in words', async ({ page, env }) => {
  const ticket = await bookOne(page, env, 'Eingelassen');
  const checkin = await serviceCall<{ is_successful: boolean }>(env, 'POST', `/v1/ticketing/tickets/${ticket}/checkin.json`);
  expect(checkin.body.is_successful).toBe(true);
  await page.getByTestId('cancel-booking').click();
  await page.getByTestId('cancel-booking-yes').click();
  const error = page.getByTestId('error');
  await expect(error).toHaveAttribute('data-service-code', 'ticket_checked_in');
  await expect(error).toContainText('Stornieren nicht möglich: Ein Ticket dieser Buchung ist bereits eingelassen.');
  expect((await serviceOrders(env, 'Eingelassen'))[0]!.status).toBe('completed');
});

test('cancelling a booking after its start is refused in words', async ({ page, env }) => {
  await bookOne(page, env, 'Verspaetet');
  await advanceServiceClock(env, 10 * 24 * 3_600_000);
  await page.getByTestId('cancel-booking').click();
  await page.getByTestId('cancel-booking-yes').click();
  const error = page.getByTestId('error');
  await expect(error).toHaveAttribute('data-service-code', 'booking_already_started');
  await expect(error).toContainText('Stornieren nicht möglich: Die Buchung hat bereits begonnen.');
  expect((await serviceOrders(env, 'Verspaetet'))[0]!.status).toBe('completed');
});

test('bad booking input books nothing: a category twice, quantity 0, a language the product lacks', async ({ page, env }) => {
  await openTickets(page, env, '/sell');
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
  expect(await serviceOrders(env, 'Eingabe')).toHaveLength(0);
});

test('a booking left uncertain (every answer lost) is settled by replaying its key, then shown and cancelled from today’s list', async ({
  page,
  env,
}) => {
  const products = await serviceCall<{ products: Array<{ id: string; categories: Array<{ id: string }> }> }>(
    env,
    'GET',
    '/v1/ticketing/products.json',
  );
  const adult = products.body.products.find((p) => p.id === DEMO_PRODUCTS.spa)!.categories[0]!.id;
  await addFault(env, { method: 'POST', path: '/v1/ticketing/booking.json', dropAfterCommit: true, times: 3 });
  await openSellSynced(page, env);
  await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
  await page.locator('[data-testid^="slot-"]:enabled').nth(1).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await toPayStep(page, { first: 'Uma', last: 'Ungewiss', email: 'uma@example.ch' });
  await page.getByTestId('book').click();
  // One clear sentence while the terminal verifies; no retry button.
  await expect(page.getByTestId('uncertain')).toBeVisible();
  await expect(page.getByTestId('booking-done')).toHaveCount(0);
  // The reconciler replays the same Idempotency-Key once the step has settled: exactly one order.
  await expect(page.getByTestId('uncertain')).toHaveCount(0, { timeout: 45_000 });
  expect(await serviceOrders(env, 'Ungewiss')).toHaveLength(1);
  await page.reload();
  await page.getByTestId('today-bookings').locator('summary').click();
  await expect(page.getByTestId('today-booking')).toHaveAttribute('data-state', 'succeeded');
  await page.getByTestId('today-booking').getByRole('button').click();
  await expect(page.getByTestId('booking-done')).toBeVisible();
  await expect(page.getByTestId('ticket')).toHaveCount(1);
  await page.getByTestId('cancel-booking').click();
  await page.getByTestId('cancel-booking-yes').click();
  await expect(page.getByTestId('booking-cancelled')).toBeVisible();
  expect((await serviceOrders(env, 'Ungewiss'))[0]!.status).toBe('cancelled');
  expect(await serviceOrders(env, 'Ungewiss')).toHaveLength(1);
});
