// Issue 16: a ticket reservation made on the sale screen is the terminal's open reservation (kept
// in the core), listed in the journal: it comes back by the status-bar marker, after a reload and after a restart of the
// terminal on the same data directory, with its countdown; releasing it frees the tickets at the service.
import type { Page } from '@playwright/test';
import { openDatabase } from '../../electron/core/store/database';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { startTerminal, stopTerminal } from './fixtures';
import { api, apiAsManager, setUpManager, typePin } from './manager-helpers';
import { expect, openSellSynced, openTickets, serviceCall, test, toPayStep, type TicketsEnv } from './tickets-helpers';

interface Availabilities {
  availabilities: Array<{ starts_at: string; availability_count: number | null }>;
}

/** Tickets left at the service for one slot. */
async function leftAt(env: TicketsEnv, productId: string, startsAt: string): Promise<number | null> {
  const day = startsAt.slice(0, 10);
  const r = await serviceCall<Availabilities>(env, 'GET', `/v1/ticketing/products/${productId}/availabilities.json`, {
    query: { from: day, to: day },
  });
  return r.body.availabilities.find((a) => a.starts_at === startsAt)?.availability_count ?? null;
}

/** The hold is back: countdown within the hour, quantities locked as reserved (seen on the quantities step). */
async function expectHoldBack(page: Page, adult: string): Promise<void> {
  await expect(page.getByTestId('hold')).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^(60:00|59:[0-5]\d)$/);
  await expect(page.getByTestId('release')).toBeEnabled();
  await page.getByTestId('step-2').click();
  await expect(page.getByTestId(`qty-plus-${adult}`)).toBeDisabled();
}

/** Reserves the chosen quantities: on to the pay step (a customer typed) and "reserve". */
async function reserveHere(page: Page): Promise<void> {
  await toPayStep(page, { first: 'Eva', last: 'Halter', email: 'eva@example.ch' });
  await page.getByTestId('reserve').click();
}

test('a reservation comes back by the marker, after a reload and after a restart; releasing it frees the tickets', async ({
  page,
  env,
}) => {
  const products = await serviceCall<{ products: Array<{ id: string; categories: Array<{ id: string }> }> }>(
    env,
    'GET',
    '/v1/ticketing/products.json',
  );
  const adult = products.body.products.find((p) => p.id === DEMO_PRODUCTS.gondola)!.categories[0]!.id;
  await openSellSynced(page, env);
  await page.getByTestId(`product-${DEMO_PRODUCTS.gondola}`).click();
  const slot = page.locator('[data-testid^="slot-"]:enabled').first();
  const startsAt = (await slot.getAttribute('data-testid'))!.slice('slot-'.length);
  await slot.click();
  const before = await leftAt(env, DEMO_PRODUCTS.gondola, startsAt);
  await page.getByTestId(`qty-plus-${adult}`).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await reserveHere(page);
  await expectHoldBack(page, adult);
  expect(await leftAt(env, DEMO_PRODUCTS.gondola, startsAt)).toBe(before! - 2);

  // Leaving and keeping it: the status bar shows it and leads back to it.
  await page.getByTestId('back').click();
  await page.getByTestId('leave-keep').click();
  await expect(page.getByTestId('screen-tickets-sell')).toHaveCount(0);
  // The journal lists it among the open items.
  await page.goto(`${env.terminal.url}#/journal`);
  await expect(page.getByTestId('journal-open-reservation')).toContainText('Tickets: 2');
  const marker = page.getByTestId('status-open-purchase-reservation');
  await expect(marker).toContainText('Ticket-Reservation offen bis');
  await marker.click();
  await expectHoldBack(page, adult);
  await expect(page.getByTestId('hold-restored')).toBeVisible();
  await page.getByTestId('step-1').click();
  await expect(page.getByTestId(`slot-${startsAt}`)).toHaveAttribute('aria-pressed', 'true');

  // A reload.
  await page.reload();
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible();
  // A running hold comes back on the customer step (slot and quantities are fixed).
  await expect(page.getByTestId('sell-steps')).toHaveAttribute('data-step', '3');
  await expectHoldBack(page, adult);

  // A restart of the terminal process on the same data directory.
  await stopTerminal(env.terminal);
  const again = await startTerminal(env.terminal.dataDir);
  try {
    const env2 = { ...env, terminal: again };
    await openTickets(page, env2, '/sell');
    await expectHoldBack(page, adult);
    await expect(page.getByTestId('hold')).toContainText('Reserviert bis');
    // Releasing frees the tickets at the service; the marker is gone.
    await page.getByTestId('release').click();
    await expect(page.getByTestId('hold-ended')).toHaveText('Die Reservation wurde freigegeben; die Tickets sind wieder frei.');
    expect(await leftAt(env, DEMO_PRODUCTS.gondola, startsAt)).toBe(before);
    await page.getByTestId('back').click();
    await expect(page.getByTestId('screen-tickets-sell')).toHaveCount(0);
    await expect(page.getByTestId('status-open-purchase-reservation')).toHaveCount(0);
  } finally {
    await stopTerminal(again);
  }
});

test('a reservation whose hour ran out while the terminal was off is shown as ended and cleared', async ({ page, env }) => {
  const products = await serviceCall<{ products: Array<{ id: string; categories: Array<{ id: string }> }> }>(
    env,
    'GET',
    '/v1/ticketing/products.json',
  );
  const adult = products.body.products.find((p) => p.id === DEMO_PRODUCTS.gondola)!.categories[0]!.id;
  await openSellSynced(page, env);
  await page.getByTestId(`product-${DEMO_PRODUCTS.gondola}`).click();
  await page.locator('[data-testid^="slot-"]:enabled').first().click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await reserveHere(page);
  await expectHoldBack(page, adult);

  // The terminal is off for more than the hour (its stored deadline moved back instead of waiting).
  await stopTerminal(env.terminal);
  const db = openDatabase(env.terminal.dataDir);
  db.prepare(`UPDATE ticket_reservations SET deadline_at = ? WHERE state = 'open'`).run(new Date(Date.now() - 60_000).toISOString());
  db.close();
  const again = await startTerminal(env.terminal.dataDir);
  try {
    const env2 = { ...env, terminal: again };
    await openTickets(page, env2, '/');
    await expect(page.getByTestId('status-open-purchase-reservation')).toContainText('abgelaufen');
    await page.getByTestId('status-open-purchase-reservation').click();
    await expect(page.getByTestId('hold-ended')).toHaveText('Die Reservation ist zu Ende. Neu reservieren oder ohne Reservation buchen.');
    await expect(page.getByTestId('hold')).toHaveCount(0);
    // Cleared: back on the quantities step, free again; a new reservation can be made; no marker is left.
    await expect(page.getByTestId('sell-steps')).toHaveAttribute('data-step', '2');
    await expect(page.getByTestId(`qty-plus-${adult}`)).toBeEnabled();
    await reserveHere(page);
    await expect(page.getByTestId('hold')).toBeVisible();
    await page.getByTestId('release').click();
    await expect(page.getByTestId('hold-ended')).toBeVisible();
    await page.getByTestId('back').click();
    await expect(page.getByTestId('screen-tickets-sell')).toHaveCount(0);
    await expect(page.getByTestId('status-open-purchase-reservation')).toHaveCount(0);
  } finally {
    await stopTerminal(again);
  }
});

test('logging out with an open reservation asks first; cancelling there releases it at the service', async ({ page, env }) => {
  await setUpManager(page, env.terminal);
  const manager = await apiAsManager(page);
  await api(page, 'auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' }, manager);
  const products = await serviceCall<{ products: Array<{ id: string; categories: Array<{ id: string }> }> }>(
    env,
    'GET',
    '/v1/ticketing/products.json',
  );
  const adult = products.body.products.find((p) => p.id === DEMO_PRODUCTS.gondola)!.categories[0]!.id;
  // Once the catalog is in the local cache (the status bar's marker), a fresh page: the cashier signs in.
  await openTickets(page, env, '/sell');
  await expect(page.getByTestId('status-sync')).not.toHaveAttribute('data-synced-at', '', { timeout: 30_000 });
  await page.reload();
  await typePin(page, '1357', 'Anna');
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.gondola}`)).toBeVisible();
  await page.getByTestId(`product-${DEMO_PRODUCTS.gondola}`).click();
  const slot = page.locator('[data-testid^="slot-"]:enabled').first();
  const startsAt = (await slot.getAttribute('data-testid'))!.slice('slot-'.length);
  await slot.click();
  const before = await leftAt(env, DEMO_PRODUCTS.gondola, startsAt);
  await page.getByTestId(`qty-plus-${adult}`).click();
  await reserveHere(page);
  await expectHoldBack(page, adult);
  expect(await leftAt(env, DEMO_PRODUCTS.gondola, startsAt)).toBe(before! - 1);

  await page.getByTestId('cashier-logout').click();
  await expect(page.getByTestId('leave-guard')).toContainText('Ticket-Reservation offen bis');
  await page.getByTestId('leave-stay').click();
  await expectHoldBack(page, adult);
  await page.getByTestId('cashier-logout').click();
  await page.getByTestId('leave-cancel').click();
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  expect(await leftAt(env, DEMO_PRODUCTS.gondola, startsAt)).toBe(before);
});
