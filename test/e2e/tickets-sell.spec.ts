// Selling tickets as a third party against the built-in service: products from the cache (not
// bookable ones marked), calendar, quantity rules, booking with QR codes and links, cancelling,
// and every refusal of §3 in words.
import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import {
  advanceServiceClock,
  expect,
  openSellSynced,
  serviceCall,
  serviceOrders,
  test,
  toPayStep,
  type TicketsEnv,
} from './tickets-helpers';
import { expectNoSeriousAxe } from './helpers-cashier';

interface ServiceProduct {
  id: string;
  categories: Array<{ id: string }>;
}

/** Category ids of a demo product, in their order. */
async function categories(env: TicketsEnv, productId: string): Promise<string[]> {
  const r = await serviceCall<{ products: ServiceProduct[] }>(env, 'GET', '/v1/ticketing/products.json');
  return r.body.products.find((p) => p.id === productId)!.categories.map((c) => c.id);
}

/** Opens the sell screen once the catalog sync has filled the local cache, and picks a product. */
async function openProduct(page: Page, env: TicketsEnv, productId: string): Promise<void> {
  await openSellSynced(page, env);
  await page.getByTestId(`product-${productId}`).click();
  await expect(page.getByTestId('calendar')).toBeVisible();
}

/** Picks an open slot (the first by default; the sale moves on to its quantities) and answers its
 *  `starts_at`. Tests that cancel take the second: today's day slot started at midnight, so §3 no
 *  longer lets it be cancelled. */
async function firstSlot(page: Page, index = 0): Promise<string> {
  const slot = page.locator('[data-testid^="slot-"]:enabled').nth(index);
  const id = (await slot.getAttribute('data-testid'))!.slice('slot-'.length);
  await slot.click();
  await expect(page.getByTestId('total')).toBeVisible();
  return id;
}

/** From the quantities to the pay step with customer Eva `last`. */
async function toPay(page: Page, last: string): Promise<void> {
  await toPayStep(page, { first: 'Eva', last, email: `${last.toLowerCase()}@example.ch` });
}

test('book tickets: catalog, calendar, prices, receipt with ticket numbers and QR codes, links, cancel', async ({ page, env }) => {
  const [adult, child] = await categories(env, DEMO_PRODUCTS.spa);
  await openProduct(page, env, DEMO_PRODUCTS.spa);
  // Inactive and category-less products are listed but cannot be chosen.
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.sledge}`)).toBeDisabled();
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.sledge}`)).toHaveAttribute('data-bookable', 'inactive');
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.museumPromo}`)).toBeDisabled();
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.museumPromo}`)).toHaveAttribute('data-bookable', 'no_categories');

  await firstSlot(page, 1);
  // Nothing chosen: no request can leave.
  await expect(page.getByTestId('qty-problem-total')).toHaveText('Bitte mindestens ein Ticket wählen.');
  await expect(page.getByTestId('step-next')).toBeDisabled();
  await expect(page.getByTestId('step-4')).toBeDisabled();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await page.getByTestId(`qty-plus-${child}`).click();
  await expect(page.getByTestId('total')).toHaveText(/88\.00/);
  // Customer missing: a message, the pay step stays closed, nothing sent.
  await page.getByTestId('step-next').click();
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('customer-problem')).toHaveText('Bitte den Vornamen eingeben.');
  await expect(page.getByTestId('sell-steps')).toHaveAttribute('data-step', '3');
  // The pay step opens (a hold may come first), but Book leads back to the missing customer.
  await page.getByTestId('step-4').click();
  await expect(page.getByTestId('reserve')).toBeEnabled();
  await page.getByTestId('book').click();
  await expect(page.getByTestId('sell-steps')).toHaveAttribute('data-step', '3');
  await expect(page.getByTestId('customer-problem')).toHaveText('Bitte den Vornamen eingeben.');
  expect(await serviceOrders(env, 'Sommer')).toHaveLength(0);

  await expect(page.getByTestId('booking-language')).toHaveValue('de');
  await page.getByTestId('step-back').click();
  await toPay(page, 'Sommer');
  await expect(page.getByTestId('summary-total')).toHaveText(/88\.00/);
  await page.getByTestId('book').click();
  await expect(page.getByTestId('booking-done')).toBeVisible();
  const tickets = page.getByTestId('ticket');
  await expect(tickets).toHaveCount(3);
  const numbers = await tickets.evaluateAll((els) => els.map((e) => e.getAttribute('data-ticket-number') ?? ''));
  for (const n of numbers) expect(n).toMatch(/^\d{19}$/);
  await expect(page.locator('[data-testid="ticket"] [data-testid="qr"]').first()).toHaveAttribute('data-qr', numbers[0]!);
  await expect(page.getByTestId('tickets-pdf')).toHaveAttribute('href', /tickets\.pdf$/);
  await expect(page.getByTestId('ticket-pdf')).toHaveCount(3);
  await expect(page.getByTestId('ticket-pass')).toHaveCount(3);
  // The receipt (printed from the journal) lists every ticket number with its QR code.
  const receipt = page.getByTestId('receipt');
  for (const n of numbers) await expect(receipt).toContainText(n);
  await expect(receipt.locator(`[data-qr="${numbers[0]}"]`)).toHaveCount(1);
  await expectNoSeriousAxe(page);
  const orders = await serviceOrders(env, 'Sommer');
  expect(orders).toHaveLength(1);
  expect(orders[0]!.order_lines.flatMap((l) => l.tickets.map((t) => t.number)).sort()).toEqual([...numbers].sort());

  // Cancel while §3 allows it: start in the future, nothing checked in.
  await page.getByTestId('cancel-booking').click();
  await page.getByTestId('cancel-booking-yes').click();
  await expect(page.getByTestId('booking-cancelled')).toBeVisible();
  expect((await serviceOrders(env, 'Sommer'))[0]!.status).toBe('cancelled');
});

test('quantity rules per person category are checked on screen', async ({ page, env }) => {
  const [adult, child] = await categories(env, DEMO_PRODUCTS.gondola);
  await openProduct(page, env, DEMO_PRODUCTS.gondola);
  await firstSlot(page);
  await expect(page.getByTestId(`qty-problem-${adult}`)).toHaveText('Diese Kategorie ist Pflicht (mindestens 1).');
  for (let i = 0; i < 5; i++) await page.getByTestId(`qty-plus-${child}`).click();
  await expect(page.getByTestId(`qty-problem-${child}`)).toHaveText('Höchstens 4 in dieser Kategorie.');
  // Neither the customer nor the pay step (booking, reserving) can be reached.
  await expect(page.getByTestId('step-next')).toBeDisabled();
  await expect(page.getByTestId('step-3')).toBeDisabled();
  await expect(page.getByTestId('step-4')).toBeDisabled();
  await page.getByTestId(`qty-minus-${child}`).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await expect(page.getByTestId('step-next')).toBeEnabled();
  await expectNoSeriousAxe(page);
});

test('the booking language offers only the product’s languages', async ({ page, env }) => {
  const [adult] = await categories(env, DEMO_PRODUCTS.tourFr);
  await openProduct(page, env, DEMO_PRODUCTS.tourFr);
  await firstSlot(page);
  await page.getByTestId(`qty-plus-${adult}`).click();
  await page.getByTestId('step-next').click();
  const options = await page
    .getByTestId('booking-language')
    .locator('option')
    .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  expect(options.sort()).toEqual(['fr', 'it']);
  // German UI, French/Italian product: the first product language is preselected.
  await expect(page.getByTestId('booking-language')).toHaveValue('fr');
});

test('a reservation shows its countdown, can be released, and expires on the service clock', async ({ page, env }) => {
  const [adult] = await categories(env, DEMO_PRODUCTS.gondola);
  await openProduct(page, env, DEMO_PRODUCTS.gondola);
  await firstSlot(page);
  await page.getByTestId(`qty-plus-${adult}`).click();
  await toPay(page, 'Halter');
  await page.getByTestId('reserve').click();
  await expect(page.getByTestId('hold')).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^(60:00|59:[0-5]\d)$/);
  // While held, the slot and the quantities stay as reserved (the hold shows on every step).
  await page.getByTestId('step-2').click();
  await expect(page.getByTestId('hold')).toBeVisible();
  await expect(page.getByTestId(`qty-plus-${adult}`)).toBeDisabled();
  await page.getByTestId('step-1').click();
  await expect(page.locator('[data-testid^="slot-"][aria-pressed="true"]')).toBeDisabled();
  // Leaving with a hold asks first (release, keep, or stay); staying keeps everything as it was.
  await page.getByTestId('back').click();
  await expect(page.getByTestId('leave-guard')).toContainText('Tickets sind noch reserviert');
  await page.getByTestId('leave-stay').click();
  await expect(page.getByTestId('hold')).toBeVisible();
  await page.getByTestId('release').click();
  await expect(page.getByTestId('hold-ended')).toHaveText('Die Reservation wurde freigegeben; die Tickets sind wieder frei.');

  // Reserve again, let 61 minutes pass on the service, then book with the reservation.
  await firstSlot(page);
  await page.getByTestId(`qty-plus-${adult}`).click();
  await toPay(page, 'Abgelaufen');
  await page.getByTestId('reserve').click();
  await expect(page.getByTestId('hold')).toBeVisible();
  await advanceServiceClock(env, 61 * 60_000);
  await page.getByTestId('book').click();
  const error = page.getByTestId('error');
  await expect(error).toHaveAttribute('data-service-code', 'reservation_expired');
  await expect(error).toContainText('Die Reservation ist abgelaufen (60 Minuten vorbei).');
  await expect(page.getByTestId('hold')).toHaveCount(0);
  expect(await serviceOrders(env, 'Abgelaufen')).toHaveLength(0);
  // Without the reservation the booking goes through.
  await page.getByTestId('book').click();
  await expect(page.getByTestId('booking-done')).toBeVisible();
  expect(await serviceOrders(env, 'Abgelaufen')).toHaveLength(1);
});

test('offline: products still come from the local catalog; a booking is refused with a clear sentence', async ({ page, env }) => {
  const [adult] = await categories(env, DEMO_PRODUCTS.spa);
  await openProduct(page, env, DEMO_PRODUCTS.spa);
  await firstSlot(page);
  await page.getByTestId(`qty-plus-${adult}`).click();
  await toPay(page, 'Offline');
  env.service.process.kill('SIGTERM');
  await page.getByTestId('book').click();
  const error = page.getByTestId('error');
  await expect(error).toHaveAttribute('data-error-code', 'offline');
  await expect(error).toContainText('Es wurde nichts gebucht.');
  await expect(page.getByTestId('booking-done')).toHaveCount(0);
  // The catalog answers from the cache after a reload.
  await page.reload();
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.spa}`)).toBeVisible();
});
