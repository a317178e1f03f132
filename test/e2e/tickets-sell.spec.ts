// Selling tickets as a third party in the basket against the built-in service: products
// from the cache (not bookable ones marked), calendar, quantity rules, a named customer, booking at
// the order's finish with the ticket slips printed, a refund that cancels the booking, and the
// refusals of §3 in words.
import type { Locator, Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { chf, openRecentOrders, payByCardAndFinish, printedReceipts } from './basket-helpers';
import { expectNoSeriousAxe } from './helpers-cashier';
import { api, apiAsManager, setUpManager } from './manager-helpers';
import {
  addTicketsLine,
  advanceServiceClock,
  expect,
  openSellSynced,
  serviceCall,
  serviceOrders,
  test,
  typeCustomer,
  type TicketsEnv,
} from './tickets-helpers';

interface ServiceProduct {
  id: string;
  categories: Array<{ id: string }>;
}

/** Category ids of a demo product, in their order. */
async function categories(env: TicketsEnv, productId: string): Promise<string[]> {
  const r = await serviceCall<{ products: ServiceProduct[] }>(env, 'GET', '/v1/ticketing/products.json');
  return r.body.products.find((p) => p.id === productId)!.categories.map((c) => c.id);
}

/** Opens the basket's tickets once the catalog sync has filled the local cache, and picks a product. */
async function openProduct(page: Page, env: TicketsEnv, productId: string): Promise<void> {
  await openSellSynced(page, env);
  await page.getByTestId(`product-${productId}`).click();
  await expect(page.getByTestId('calendar')).toBeVisible();
}

/** Picks an open slot (the first by default; its quantities and the customer follow) and answers its
 *  `starts_at`. Tests that cancel take the second: today's day slot started at midnight, so §3 no
 *  longer lets it be cancelled. */
async function firstSlot(page: Page, index = 0): Promise<string> {
  const slot = page.locator('[data-testid^="slot-"]:enabled').nth(index);
  const id = (await slot.getAttribute('data-testid'))!.slice('slot-'.length);
  await slot.click();
  await expect(page.getByTestId('total')).toBeVisible();
  return id;
}

/** The first open slot that starts after the given instant: a test that moves the service's clock
 *  must not pick a slot the terminal still shows open and the service has already closed. */
async function slotStartingAfter(page: Page, after: number): Promise<Locator> {
  const ids = await page
    .locator('[data-testid^="slot-"]:enabled')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('slot-'.length)));
  const id = ids.find((startsAt) => Date.parse(startsAt) > after);
  expect(id, 'an open slot after the moved clock').toBeTruthy();
  return page.getByTestId(`slot-${id}`);
}

const ticketLines = (page: Page) => page.getByTestId('basket').locator('[data-testid="order-line"][data-kind="tickets"]');

test('book tickets for a named customer: catalog, calendar, prices, slips with ticket numbers, refund cancels', async ({ page, env }) => {
  await setUpManager(page, env.terminal);
  // The receipts go to the training printer, which keeps them to be read back.
  await api(page, 'settings.update', { printerUri: 'training' }, await apiAsManager(page));
  const [adult, child] = await categories(env, DEMO_PRODUCTS.spa);
  await openSellSynced(page, env);
  // Inactive and category-less products are listed but cannot be chosen.
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.sledge}`)).toBeDisabled();
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.sledge}`)).toHaveAttribute('data-bookable', 'inactive');
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.museumPromo}`)).toBeDisabled();
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.museumPromo}`)).toHaveAttribute('data-bookable', 'no_categories');
  // The chosen product's dates take the products' room.
  await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
  await expect(page.getByTestId('calendar')).toBeVisible();
  await expect(page.getByTestId('tickets-product')).toBeVisible();
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.sledge}`)).toHaveCount(0);

  await firstSlot(page, 1);
  // Nothing chosen: a message, no line, nothing reserved.
  await expect(page.getByTestId('qty-problem-total')).toHaveText('Bitte mindestens ein Ticket wählen.');
  await page.getByTestId('add-tickets-line').click();
  await expect(page.getByTestId('input-message')).toHaveText('Anzahl Tickets wählen (im Rahmen der freien Plätze).');
  await expect(ticketLines(page)).toHaveCount(0);
  await page.getByTestId(`qty-plus-${adult}`).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await page.getByTestId(`qty-plus-${child}`).click();
  await expect(page.getByTestId('total')).toHaveText(/88\.00/);
  // Customer missing (no walk-in address is set, so the customer is named): a message, nothing sent.
  await expect(page.getByTestId('customer-walk-in')).toBeDisabled();
  await page.getByTestId('add-tickets-line').click();
  await expect(page.getByTestId('customer-problem')).toHaveText('Bitte den Vornamen eingeben.');
  await expect(ticketLines(page)).toHaveCount(0);
  expect((await api<{ reservation: unknown }>(page, 'ticketing.openReservation', {})).reservation).toBeNull();
  // A bad e-mail is named; what was typed stays.
  await typeCustomer(page, { first: 'Eva', last: 'Sommer', email: 'eva-at-example' });
  await page.getByTestId('add-tickets-line').click();
  await expect(page.getByTestId('customer-problem')).toHaveText('Bitte eine gültige E-Mail-Adresse eingeben.');
  await expect(page.getByTestId('customer-firstName')).toHaveValue('Eva');
  await expect(page.getByTestId('customer-lastName')).toHaveValue('Sommer');
  await expect(page.getByTestId(`qty-plus-${adult}`)).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText(/88\.00/);
  expect(await serviceOrders(env, 'Sommer')).toHaveLength(0);

  await expect(page.getByTestId('booking-language')).toHaveValue('de');
  await page.getByTestId('customer-email').fill('eva.sommer@example.ch');
  await addTicketsLine(page);
  await expect(ticketLines(page)).toContainText('für Eva Sommer');
  await expect(ticketLines(page)).toContainText(chf('88.00'));
  await expect(page.getByTestId('basket').getByTestId('order-total')).toHaveText(chf('88.00'));
  const before = (await printedReceipts(page)).length;
  await payByCardAndFinish(page);
  await expectNoSeriousAxe(page);

  // Booked at the service for the customer; every ticket number is printed (the slips that are the tickets).
  const orders = await serviceOrders(env, 'Sommer');
  expect(orders).toHaveLength(1);
  const numbers = orders[0]!.order_lines.flatMap((l) => l.tickets.map((t) => t.number));
  expect(numbers).toHaveLength(3);
  for (const n of numbers) expect(n).toMatch(/^\d{19}$/);
  // The basket shows the booking with the same numbers.
  const booking = page.getByTestId('basket').getByTestId('line-booking');
  await expect(booking).toContainText(`Gebucht: 3 Ticket(s), Buchung ${orders[0]!.order_number}.`);
  expect((await booking.getAttribute('data-ticket-numbers'))!.split(' ').sort()).toEqual([...numbers].sort());
  await expect(page.getByTestId('walk-in-done')).toHaveCount(0);
  await expect.poll(async () => (await printedReceipts(page)).length).toBeGreaterThan(before + 1);
  const printed = (await printedReceipts(page)).slice(before).flat().join('\n');
  for (const n of numbers) expect(printed).toContain(n);

  // Cancelled while §3 allows it (start in the future, nothing checked in): by refunding the order.
  await openRecentOrders(page);
  const recent = page.getByTestId('recent-order').first();
  await recent.getByTestId('refund-order').click();
  await recent.getByTestId('refund-order-yes').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  expect((await serviceOrders(env, 'Sommer'))[0]!.status).toBe('cancelled');
});

test('quantity rules per person category are checked on screen', async ({ page, env }) => {
  const [adult, child] = await categories(env, DEMO_PRODUCTS.gondola);
  await openSellSynced(page, env);
  // The ticket area's sell tab leads to the basket's tickets.
  await page.goto(`${env.terminal.url}#/tickets`);
  await page.getByTestId('tickets-tab-sell').click();
  await expect(page.getByTestId('screen-basket')).toBeVisible();
  await page.getByTestId(`product-${DEMO_PRODUCTS.gondola}`).click();
  await firstSlot(page);
  await expect(page.getByTestId(`qty-problem-${adult}`)).toHaveText('Diese Kategorie ist Pflicht (mindestens 1).');
  for (let i = 0; i < 5; i++) await page.getByTestId(`qty-plus-${child}`).click();
  await expect(page.getByTestId(`qty-problem-${child}`)).toHaveText('Höchstens 4 in dieser Kategorie.');
  // Nothing is reserved nor added while a rule fails.
  await typeCustomer(page, { first: 'Eva', last: 'Regel', email: 'eva@example.ch' });
  await page.getByTestId('add-tickets-line').click();
  await expect(page.getByTestId('input-message')).toHaveText('Anzahl Tickets wählen (im Rahmen der freien Plätze).');
  await expect(ticketLines(page)).toHaveCount(0);
  await page.getByTestId(`qty-minus-${child}`).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await expect(page.getByTestId(`qty-problem-${adult}`)).toHaveCount(0);
  await addTicketsLine(page);
  await expectNoSeriousAxe(page);
});

test('the booking language offers only the product’s languages', async ({ page, env }) => {
  const [adult] = await categories(env, DEMO_PRODUCTS.tourFr);
  await openProduct(page, env, DEMO_PRODUCTS.tourFr);
  await firstSlot(page);
  await page.getByTestId(`qty-plus-${adult}`).click();
  const options = await page
    .getByTestId('booking-language')
    .locator('option')
    .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  expect(options.sort()).toEqual(['fr', 'it']);
  // German UI, French/Italian product: the first product language is preselected.
  await expect(page.getByTestId('booking-language')).toHaveValue('fr');
  await page.getByTestId('booking-language').selectOption('it');
  await typeCustomer(page, { first: 'Lia', last: 'Lingua', email: 'lia@example.ch' });
  await addTicketsLine(page);
  await payByCardAndFinish(page);
  const orders = await serviceCall<Array<{ language: string }>>(env, 'GET', '/v1/ticketing/orders.json', {
    query: { last_name: 'Lingua' },
  });
  expect(orders.body.map((o) => o.language)).toEqual(['it']);
});

test('the line holds its reservation (the order’s deadline); removing it releases; a hold run out at the service is refused, booked anew', async ({
  page,
  env,
}) => {
  const [adult] = await categories(env, DEMO_PRODUCTS.gondola);
  await openProduct(page, env, DEMO_PRODUCTS.gondola);
  const startsAt = await firstSlot(page);
  const left = async () => {
    const day = startsAt.slice(0, 10);
    const r = await serviceCall<{ availabilities: Array<{ starts_at: string; availability_count: number | null }> }>(
      env,
      'GET',
      `/v1/ticketing/products/${DEMO_PRODUCTS.gondola}/availabilities.json`,
      { query: { from: day, to: day } },
    );
    return r.body.availabilities.find((a) => a.starts_at === startsAt)?.availability_count ?? null;
  };
  const before = await left();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await typeCustomer(page, { first: 'Eva', last: 'Halter', email: 'eva@example.ch' });
  await addTicketsLine(page);
  // Held at the service at once; the reservation's hour is the order's deadline.
  expect(await left()).toBe(before! - 1);
  await expect(page.getByTestId('order-deadline')).toContainText('Reserviert bis');
  // The hour counts down where the cashier pays (a visible 60-minute countdown).
  const countdown = page.getByTestId('order-countdown');
  await expect(countdown).toHaveText(/^(60:00|[1-5]?\d:[0-5]\d)$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!);
  // Removing the line releases the tickets.
  await ticketLines(page).getByTestId('line-remove').click();
  await expect(ticketLines(page)).toHaveCount(0);
  await expect.poll(left).toBe(before);
  await expect(page.getByTestId('order-deadline')).toHaveCount(0);

  // Added again, then 61 minutes pass on the service: the booking at finish is refused in words.
  await page.locator(`[data-testid="slot-${startsAt}"]`).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await typeCustomer(page, { first: 'Eva', last: 'Abgelaufen', email: 'eva@example.ch' });
  await addTicketsLine(page);
  await advanceServiceClock(env, 61 * 60_000);
  await page.getByTestId('pay-card').click();
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-stopped')).toBeVisible();
  await expect(page.getByTestId('stopped-reason')).toContainText('Die Reservation ist abgelaufen (60 Minuten vorbei).');
  expect(await serviceOrders(env, 'Abgelaufen')).toHaveLength(0);
  // The cashier removes the refused line, reserves again and the booking goes through.
  await page.getByTestId('order-stopped').getByTestId('remove-refused').click();
  await expect(ticketLines(page)).toHaveCount(0);
  // A slot the service (now 61 minutes ahead) still sells: its cut-off (30 minutes) after that hour.
  await (await slotStartingAfter(page, Date.now() + (61 + 30 + 5) * 60_000)).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await typeCustomer(page, { first: 'Eva', last: 'Abgelaufen', email: 'eva@example.ch' });
  await addTicketsLine(page);
  // The card payment taken before still covers it.
  await expect(page.getByTestId('basket').getByTestId('order-rest')).toHaveText(chf('0.00'));
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  expect(await serviceOrders(env, 'Abgelaufen')).toHaveLength(1);
});

test('offline: products still come from the local catalog; the booking at finish is refused with a clear sentence', async ({
  page,
  env,
}) => {
  const [adult] = await categories(env, DEMO_PRODUCTS.spa);
  await openProduct(page, env, DEMO_PRODUCTS.spa);
  await firstSlot(page, 1);
  await page.getByTestId(`qty-plus-${adult}`).click();
  await typeCustomer(page, { first: 'Otto', last: 'Offline', email: 'otto@example.ch' });
  await addTicketsLine(page);
  await page.getByTestId('pay-card').click();
  await env.service.close();
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-stopped')).toBeVisible();
  await expect(page.getByTestId('stopped-reason')).toContainText('Es wurde nichts gebucht.');
  await expect(page.getByTestId('order-outcome')).toHaveCount(0);
  // The catalog answers from the cache after a reload.
  await page.reload();
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.spa}`)).toBeVisible();
});
