// A walk-in guest without e-mail on the basket's ticket line: offered only
// once a manager set the merchant's fallback address in the settings (validated there); the booking
// at the order's finish goes out with that address and default names.
import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { payByCardAndFinish } from './basket-helpers';
import { MANAGER_PIN, noteRecoveryCode, setUpManager } from './manager-helpers';
import { openTerminal } from './fixtures';
import { addTicketsLine, expect, openSellSynced, serviceCall, test, type TicketsEnv } from './tickets-helpers';
import { docScreenshot } from './doc-screenshots';

const FALLBACK = 'kasse@bergbahn.example.ch';

interface OrderWithEmail {
  customer: { first_name: string; last_name: string; email: string } | null;
}

/** Product, the second open day (today's began at midnight), one adult: the customer form shows. */
async function toCustomer(page: Page, env: TicketsEnv): Promise<void> {
  const r = await serviceCall<{ products: Array<{ id: string; categories: Array<{ id: string }> }> }>(
    env,
    'GET',
    '/v1/ticketing/products.json',
  );
  const adult = r.body.products.find((p) => p.id === DEMO_PRODUCTS.spa)!.categories[0]!.id;
  await openSellSynced(page, env);
  await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
  await page.locator('[data-testid^="slot-"]:enabled').nth(1).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await expect(page.getByTestId('customer-with-email')).toBeVisible();
}

test.use({ viewport: { width: 1024, height: 768 } });

test('walk-in without e-mail: disabled until a manager sets the fallback address, then booked with it', async ({ page, env }) => {
  await setUpManager(page, env.terminal);
  await toCustomer(page, env);
  await expect(page.getByTestId('customer-walk-in')).toBeDisabled();
  await expect(page.getByTestId('customer-with-email')).toBeChecked();
  await expect(page.getByTestId('walk-in-unavailable')).toHaveText(
    'Laufkundschaft ohne E-Mail ist nicht möglich: Eine Leitung muss zuerst in den Einstellungen eine Ersatz-E-Mail-Adresse hinterlegen.',
  );

  // The manager sets the address in the settings: a bad one is refused with a sentence, nothing saved.
  await page.goto(`${env.terminal.url}#/manager/settings`);
  const field = page.getByTestId('settings-walk-in-email');
  await field.fill('kasse at bergbahn');
  await page.getByTestId('settings-walk-in-save').click();
  await expect(page.getByTestId('settings-walk-in-invalid')).toHaveText(
    'Bitte eine gültige E-Mail-Adresse eingeben oder das Feld leer lassen.',
  );
  await expect(page.getByTestId('settings-walk-in-saved')).toHaveCount(0);
  await field.fill(FALLBACK);
  await page.getByTestId('settings-walk-in-save').click();
  await expect(page.getByTestId('settings-walk-in-saved')).toBeVisible();

  // The cashier books a walk-in guest (the basket reads the address from the core; walk-in is then
  // the first choice): no e-mail field, names optional.
  await toCustomer(page, env);
  await expect(page.getByTestId('customer-walk-in')).toBeChecked();
  await expect(page.getByTestId('walk-in-hint')).toContainText(FALLBACK);
  await expect(page.getByTestId('customer-email')).toHaveCount(0);
  await docScreenshot(page, 'tickets-steps-3-walkin-de-1024x768.png');
  await addTicketsLine(page);
  // A walk-in line names no customer.
  await expect(page.getByTestId('basket').getByTestId('line-customer')).toHaveCount(0);
  await payByCardAndFinish(page);
  await expect(page.getByTestId('walk-in-done')).toHaveText(
    'Laufkundschaft: Es ging keine E-Mail an den Gast. Die Tickets bitte ausgedruckt (Beleg) oder als PDF mitgeben.',
  );
  await docScreenshot(page, 'tickets-steps-done-walkin-de-1024x768.png');

  // At the service: the fallback address and the default names.
  const orders = await serviceCall<OrderWithEmail[]>(env, 'GET', '/v1/ticketing/orders.json', { query: { last_name: 'Guest' } });
  expect(orders.body.map((o) => o.customer)).toEqual([
    { ...orders.body[0]!.customer, first_name: 'Walk-in', last_name: 'Guest', email: FALLBACK },
  ]);
});

test('the fallback address given at the set-up: walk-in is the default, six clicks from the tickets tab to a booked order; the line names the product', async ({
  page,
  env,
}) => {
  await openTerminal(page, env.terminal, '/manager');
  await page.getByTestId('setup-name').fill('Chefin');
  await page.getByTestId('setup-pin').fill(MANAGER_PIN);
  await page.getByTestId('setup-repeat').fill(MANAGER_PIN);
  await page.getByTestId('setup-walk-in-email').fill('kasse at bergbahn');
  await page.getByTestId('setup-submit').click();
  await expect(page.getByTestId('input-message')).toHaveText('Bitte eine gültige E-Mail-Adresse eingeben oder das Feld leer lassen.');
  await page.getByTestId('setup-walk-in-email').fill(FALLBACK);
  await page.getByTestId('setup-submit').click();
  await noteRecoveryCode(page, 'manager-home');

  await openSellSynced(page, env);
  // Every click of the cashier counted, from the tickets tab to the booked order.
  await page.evaluate(() => {
    const w = window as unknown as { clicks: number };
    w.clicks = 0;
    document.addEventListener('click', () => w.clicks++, true);
  });
  await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
  await page.locator('[data-testid^="slot-"]:enabled').nth(1).click();
  await page.locator('[data-testid^="qty-plus-"]').first().click();
  await expect(page.getByTestId('customer-walk-in')).toBeChecked();
  await expect(page.getByTestId('customer-email')).toHaveCount(0);
  await addTicketsLine(page);
  const line = page.getByTestId('basket').locator('[data-testid="order-line"][data-kind="tickets"]');
  await expect(line.getByTestId('line-text')).toContainText(/^Thermalbad[^:]*: 1 Ticket, \d\d\.\d\d\.\d{4}/);
  await payByCardAndFinish(page);
  await expect(page.getByTestId('walk-in-done')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(6);
});
