// One counter sale: goods, a stock voucher, two tickets and a load in one basket, paid
// by a voucher and the rest by card; one receipt with every line, both tenders and the new
// balances; the customer display shows the order while the cashier works.
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { addGoods, chf, loadVoucher, openBasket, openCustomerDisplay, payWithVoucher, printedReceipts, voucher } from './basket-helpers';
import { api, apiAsManager, setUpManager } from './manager-helpers';
import { expect, openTickets, test } from './tickets-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

test('goods, a stock voucher, two tickets and a load paid by a voucher and card: one receipt, shown to the customer', async ({
  page,
  env,
}) => {
  // Tickets go out as walk-in bookings: the manager set the fallback address.
  await setUpManager(page, env.terminal);
  // The receipts go to the training printer, which keeps them to be read back.
  await api(page, 'settings.update', { walkInEmail: 'kasse@bergbahn.example.ch', printerUri: 'training' }, await apiAsManager(page));
  await openTickets(page, env);
  await expect(page.getByTestId('status-sync')).not.toHaveAttribute('data-synced-at', '', { timeout: 30_000 });
  const before = (await printedReceipts(page)).length;
  await openBasket(page, env.terminal);
  const display = await openCustomerDisplay(page, env.terminal);
  const basket = page.getByTestId('basket');

  await addGoods(page, 4000);
  await expect(display.getByTestId('order-line')).toHaveCount(1);
  await expect(display.getByTestId('order-total')).toHaveText(chf('40.00'));

  // A stock voucher scanned in the basket becomes a stock line (fixed amount: no question).
  await voucher(page, 'DEMODEPOTFIX');
  await expect(basket.locator('[data-testid="order-line"][data-kind="stock"]')).toHaveCount(1);
  await expect(basket.getByTestId('order-total')).toHaveText(chf('90.00'));

  await page.getByTestId('add-tickets-tab').click();
  await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
  await page.locator('[data-testid^="slot-"]:enabled').nth(1).click();
  const adult = page.locator('[data-testid^="qty-plus-"]').first();
  await adult.click();
  await adult.click();
  await page.getByTestId('add-tickets-line').click();
  await expect(basket.locator('[data-testid="order-line"][data-kind="tickets"]')).toHaveCount(1);
  await expect(basket.getByTestId('order-total')).toHaveText(chf('160.00'));

  await loadVoucher(page, 'DEMOVALUE100', 2000);
  await expect(basket.getByTestId('order-total')).toHaveText(chf('180.00'));

  await payWithVoucher(page, 'DEMOTRAIN001');
  await expect(basket.getByTestId('order-rest')).toHaveText(chf('130.00'));
  // The customer sees the lines, the total and the rest while the cashier works.
  await expect(display.getByTestId('order-line')).toHaveCount(4);
  await expect(display.getByTestId('order-total')).toHaveText(chf('180.00'));
  await expect(display.getByTestId('order-rest')).toHaveText(chf('130.00'));
  await expect(display.getByTestId('order-tender')).toHaveCount(1);

  await page.getByTestId('pay-card').click();
  await expect(basket.getByTestId('order-rest')).toHaveText(chf('0.00'));
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  await expect(page.getByTestId('order-outcome')).toBeFocused();
  await expect(display.getByTestId('customer-thanks')).toBeVisible();
  await expect(display.getByTestId('customer-balance').first()).toBeVisible();

  // One receipt for the order (the ticket slip that *is* the tickets comes with it).
  await expect.poll(async () => (await printedReceipts(page)).some((r) => r.some((l) => /^Total\s+CHF 180\.00$/.test(l)))).toBe(true);
  const printed = (await printedReceipts(page)).slice(before);
  const sales = printed.filter((r) => r.some((l) => /^Total\s+CHF 180\.00$/.test(l)));
  expect(sales).toHaveLength(1);
  // A slip per ticket beside the one receipt.
  expect(printed.filter((r) => !r.some((l) => /^Ticket [12]\/2/.test(l)))).toHaveLength(1);
  const receipt = sales[0] ?? [];
  for (const line of [
    /^Einkauf\s+CHF 40\.00$/,
    /^Gutschein aktiviert\s+CHF 50\.00$/,
    /^2 × Thermalbad Tageseintritt\s+CHF 70\.00$/,
    /^Aufladung\s+CHF 20\.00$/,
    /^Gutschein\s+CHF 50\.00$/,
    /^Karte\s+CHF 130\.00$/,
    /^ {2}Neues Guthaben\s+CHF 122\.00$/,
    /^ {2}Neues Guthaben\s+CHF 0\.00$/,
    /^ {2}Neues Guthaben\s+CHF 50\.00$/,
  ])
    expect(
      receipt.filter((l) => line.test(l)),
      String(line),
    ).toHaveLength(1);

  // The service agrees: the balances it keeps are the ones printed.
  const balance = async (code: string) =>
    (await api<{ info: { balanceCents: number } | null }>(page, 'voucher.lookup', { code })).info?.balanceCents;
  expect(await balance('DEMOVALUE100')).toBe(12200);
  expect(await balance('DEMOTRAIN001')).toBe(0);
  expect(await balance('DEMODEPOTFIX')).toBe(5000);
});
