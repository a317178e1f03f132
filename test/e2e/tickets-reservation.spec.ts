// The reservation of a basket's ticket line is the terminal's
// open reservation (kept in the core), listed in the journal: the order with its line comes back by
// the status-bar marker, after a reload and after a restart of the terminal on the same data
// directory, with the reservation's hour as the order's deadline; removing the line releases the
// tickets at the service.
import type { Page } from '@playwright/test';
import { openDatabase } from '../../electron/core/store/database';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { startTerminal, stopTerminal } from './fixtures';
import { api, apiAsManager, setUpManager, typePin } from './manager-helpers';
import {
  addTicketsLine,
  expect,
  invoke,
  openSellSynced,
  openTickets,
  serviceCall,
  test,
  typeCustomer,
  type TicketsEnv,
} from './tickets-helpers';

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

async function gondolaAdult(env: TicketsEnv): Promise<string> {
  const products = await serviceCall<{ products: Array<{ id: string; categories: Array<{ id: string }> }> }>(
    env,
    'GET',
    '/v1/ticketing/products.json',
  );
  return products.body.products.find((p) => p.id === DEMO_PRODUCTS.gondola)!.categories[0]!.id;
}

const ticketLine = (page: Page) => page.getByTestId('basket').locator('[data-testid="order-line"][data-kind="tickets"]');

/** The line is back with its customer, and the reservation's hour as the order's deadline. */
async function expectLineBack(page: Page, deadline: string): Promise<void> {
  await expect(ticketLine(page)).toHaveCount(1);
  await expect(ticketLine(page)).toContainText('für Eva Halter');
  await expect(page.getByTestId('order-deadline')).toHaveAttribute('data-at', deadline);
}

/** Chooses the first open gondola slot, `count` adults and Eva Halter, and adds the line; answers the slot. */
async function reserveLine(page: Page, env: TicketsEnv, count: number): Promise<{ startsAt: string; before: number | null }> {
  const adult = await gondolaAdult(env);
  await page.getByTestId(`product-${DEMO_PRODUCTS.gondola}`).click();
  const slot = page.locator('[data-testid^="slot-"]:enabled').first();
  const startsAt = (await slot.getAttribute('data-testid'))!.slice('slot-'.length);
  await slot.click();
  const before = await leftAt(env, DEMO_PRODUCTS.gondola, startsAt);
  for (let i = 0; i < count; i++) await page.getByTestId(`qty-plus-${adult}`).click();
  await typeCustomer(page, { first: 'Eva', last: 'Halter', email: 'eva@example.ch' });
  await addTicketsLine(page);
  return { startsAt, before };
}

test('a reserved ticket line comes back by the marker, after a reload and after a restart; removing it frees the tickets', async ({
  page,
  env,
}) => {
  await openSellSynced(page, env);
  const { startsAt, before } = await reserveLine(page, env, 2);
  expect(await leftAt(env, DEMO_PRODUCTS.gondola, startsAt)).toBe(before! - 2);
  const deadline = (await page.getByTestId('order-deadline').getAttribute('data-at'))!;
  await expectLineBack(page, deadline);

  // Leaving the basket: the journal lists the reservation among the open items; the status bar leads back.
  await page.goto(`${env.terminal.url}#/journal`);
  await expect(page.getByTestId('journal-open-reservation')).toContainText('Tickets: 2');
  const marker = page.getByTestId('status-open-reservation');
  await expect(marker).toContainText('Ticket-Reservation offen bis');
  await marker.click();
  await expect(page.getByTestId('add-tickets')).toBeVisible();
  await expectLineBack(page, deadline);

  // A reload.
  await page.reload();
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible();
  await expectLineBack(page, deadline);

  // A restart of the terminal process on the same data directory.
  await stopTerminal(env.terminal);
  const again = await startTerminal(env.terminal.dataDir);
  try {
    const env2 = { ...env, terminal: again };
    await openTickets(page, env2, '/sell');
    await expect(page.getByTestId('add-tickets')).toBeVisible();
    await expectLineBack(page, deadline);
    // Removing the line frees the tickets at the service; the marker is gone.
    await ticketLine(page).getByTestId('line-remove').click();
    await expect(ticketLine(page)).toHaveCount(0);
    await expect.poll(() => leftAt(env, DEMO_PRODUCTS.gondola, startsAt)).toBe(before);
    await page.goto(`${again.url}#/`);
    await expect(page.getByTestId('screen-basket')).toHaveCount(0);
    await expect(page.getByTestId('status-open-reservation')).toHaveCount(0);
  } finally {
    await stopTerminal(again);
  }
});

test('a line whose reservation ran out while the terminal was off is refused at finish, removed, reserved and booked anew', async ({
  page,
  env,
}) => {
  await openSellSynced(page, env);
  await reserveLine(page, env, 1);

  // The terminal is off for more than the hour (its stored deadline moved back instead of waiting).
  await stopTerminal(env.terminal);
  const db = openDatabase(env.terminal.dataDir);
  db.prepare(`UPDATE ticket_reservations SET deadline_at = ? WHERE state = 'open'`).run(new Date(Date.now() - 60_000).toISOString());
  db.close();
  const again = await startTerminal(env.terminal.dataDir);
  try {
    const env2 = { ...env, terminal: again };
    await openTickets(page, env2, '/');
    await expect(page.getByTestId('status-open-reservation')).toContainText('abgelaufen');
    await page.getByTestId('status-open-reservation').click();
    await expect(ticketLine(page)).toHaveCount(1);
    // Nothing is booked after the hour: the finish stops at the line and says why.
    await page.getByTestId('pay-card').click();
    await page.getByTestId('finish-order').click();
    await expect(page.getByTestId('stopped-reason')).toContainText(
      'Die Reservierung dieser Tickets ist abgelaufen: entfernen Sie die Position und reservieren Sie neu.',
    );
    await expect(ticketLine(page)).toHaveAttribute('data-state', 'refused');
    await page.getByTestId('order-stopped').getByTestId('remove-refused').click();
    await expect(ticketLine(page)).toHaveCount(0);
    // Cleared: a new reservation can be made and is booked (the card payment still covers it); no marker is left.
    await reserveLine(page, env2, 1);
    await page.getByTestId('finish-order').click();
    await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
    await page.goto(`${again.url}#/`);
    await expect(page.getByTestId('status-open-reservation')).toHaveCount(0);
  } finally {
    await stopTerminal(again);
  }
});

test('logging out with a reserved ticket line asks first; cancelling there releases it at the service', async ({ page, env }) => {
  await setUpManager(page, env.terminal);
  const manager = await apiAsManager(page);
  await api(page, 'auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' }, manager);
  // Once the catalog is in the local cache (the status bar's marker), a fresh page: the cashier signs in.
  await openTickets(page, env);
  await expect(page.getByTestId('status-sync')).not.toHaveAttribute('data-synced-at', '', { timeout: 30_000 });
  await page.goto(`${env.terminal.url}#/basket?add=tickets`);
  await page.reload();
  await typePin(page, '1357', 'Anna');
  await expect(page.getByTestId(`product-${DEMO_PRODUCTS.gondola}`)).toBeVisible();
  const { startsAt, before } = await reserveLine(page, env, 1);
  expect(await leftAt(env, DEMO_PRODUCTS.gondola, startsAt)).toBe(before! - 1);

  await page.getByTestId('cashier-logout').click();
  await expect(page.getByTestId('leave-guard')).toContainText('Ticket-Reservation offen bis');
  await page.getByTestId('leave-stay').click();
  await expect(ticketLine(page)).toHaveCount(1);
  await page.getByTestId('cashier-logout').click();
  await page.getByTestId('leave-cancel').click();
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  expect(await leftAt(env, DEMO_PRODUCTS.gondola, startsAt)).toBe(before);
});

test('a reservation no basket line holds (an add that failed half-way, the former sale screen) is shown with its countdown and released there', async ({
  page,
  env,
}) => {
  const adult = await gondolaAdult(env);
  await openSellSynced(page, env);
  const day = new Date();
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const slots = await serviceCall<Availabilities>(env, 'GET', `/v1/ticketing/products/${DEMO_PRODUCTS.gondola}/availabilities.json`, {
    query: { from: iso(new Date(day.getTime() + 86_400_000)), to: iso(new Date(day.getTime() + 3 * 86_400_000)) },
  });
  const startsAt = slots.body.availabilities[0]!.starts_at;
  const before = await leftAt(env, DEMO_PRODUCTS.gondola, startsAt);
  const held = await invoke(page, 'ticketing.reserve', {
    productId: DEMO_PRODUCTS.gondola,
    startsAt,
    items: [{ categoryId: adult, quantity: 1 }],
  });
  expect(held.ok).toBe(true);
  await page.reload();
  const stray = page.getByTestId('stray-reservation');
  await expect(stray).toContainText('Sie gehört zu keiner Position dieses Warenkorbs.');
  await expect(stray.getByTestId('countdown')).toHaveText(/^(60:00|59:[0-5]\d)$/);
  await stray.getByTestId('release').click();
  await expect(stray).toHaveCount(0);
  expect(await leftAt(env, DEMO_PRODUCTS.gondola, startsAt)).toBe(before);
  // Free again: a line can reserve now.
  await reserveLine(page, env, 1);
});
