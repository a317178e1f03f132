// A full refund of a mixed sale whose ticket line cannot be given back: goods, a stock voucher, two
// tickets of the first slot sold (begun when the refund comes: the service refuses to cancel the booking)
// and a load, paid by a voucher and card. The refund stops at the ticket line with a sentence in
// the UI language; the cashier removes it and finishes on screen (also after leaving the basket): the paying
// voucher gets its value back first, the rest goes back to the card as paid, one refund receipt.
import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { addGoods, chf, loadVoucher, openBasket, payWithVoucher, printedReceipts, voucher } from './basket-helpers';
import { api, apiAsManager, setUpManager } from './manager-helpers';
import { advanceServiceClock, expect, openTickets, test } from './tickets-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

const balance = async (page: Page, code: string) =>
  (await api<{ info: { balanceCents: number } | null }>(page, 'voucher.lookup', { code })).info?.balanceCents;

test('a mixed sale refunded in full, its ticket refund refused: the line removed, the refund finished on screen', async ({ page, env }) => {
  await setUpManager(page, env.terminal);
  await api(page, 'settings.update', { walkInEmail: 'kasse@bergbahn.example.ch', printerUri: 'training' }, await apiAsManager(page));
  await openTickets(page, env);
  await expect(page.getByTestId('status-sync')).not.toHaveAttribute('data-synced-at', '', { timeout: 30_000 });
  await openBasket(page, env.terminal);
  const basket = page.getByTestId('basket');

  // The sale: CHF 40 goods, CHF 50 stock voucher, 2 × CHF 35 tickets, CHF 20 load = CHF 180.
  await addGoods(page, 4000);
  await voucher(page, 'DEMODEPOTFIX');
  await expect(basket.locator('[data-testid="order-line"][data-kind="stock"]')).toHaveCount(1);
  await page.getByTestId('add-tickets-tab').click();
  await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
  const slot = page.locator('[data-testid^="slot-"]:enabled').first();
  const startsAt = Date.parse((await slot.getAttribute('data-testid'))!.slice('slot-'.length));
  await slot.click();
  const adult = page.locator('[data-testid^="qty-plus-"]').first();
  await adult.click();
  await adult.click();
  await page.getByTestId('add-tickets-line').click();
  await expect(basket.locator('[data-testid="order-line"][data-kind="tickets"]')).toHaveCount(1);
  await loadVoucher(page, 'DEMOVALUE100', 2000);
  await expect(basket.getByTestId('order-total')).toHaveText(chf('180.00'));
  await payWithVoucher(page, 'DEMOTRAIN001');
  await page.getByTestId('pay-card').click();
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  expect(await balance(page, 'DEMOTRAIN001')).toBe(0);
  // The booking has begun by the refund: today's whole-day slot began at midnight; late in the day
  // the first slot sold is tomorrow's, and the service's clock moves past its start.
  if (startsAt > Date.now()) await advanceServiceClock(env, startsAt - Date.now() + 60_000);
  const before = (await printedReceipts(page)).length;

  // The earlier order shows how it was paid; the pay-out defaults to "as paid".
  await page.getByTestId('next-order').click();
  await page.getByTestId('add-recent-tab').click();
  const recent = page.getByTestId('recent-order').first();
  await expect(recent.getByTestId('recent-tenders')).toContainText(chf('50.00'));
  await expect(recent.getByTestId('recent-tenders')).toContainText(/Karte\s+CHF\s130\.00/);
  await expect(page.getByTestId('refund-method')).toHaveValue('');
  await recent.getByTestId('refund-order').click();
  await recent.getByTestId('refund-order-yes').click();

  // Stopped at the ticket line: the reason in German, no cancel (steps are undone already).
  const stopped = page.getByTestId('order-stopped');
  await expect(stopped).toBeVisible();
  const reason = stopped.getByTestId('stopped-reason');
  await expect(reason).toHaveAttribute('data-service-code', 'booking_already_started');
  await expect(reason).toContainText('Stornieren nicht möglich: Die Buchung hat bereits begonnen.');
  await expect(stopped.getByTestId('cancel-order')).toHaveCount(0);
  // The service's own (English) text only on its marked line.
  const unmarked = await reason.evaluate((n) => {
    const c = n.cloneNode(true) as HTMLElement;
    c.querySelectorAll('.service-text').forEach((x) => x.remove());
    return c.textContent ?? '';
  });
  expect(unmarked).not.toMatch(/Booking|cancelled|started/);
  await expect(stopped).toContainText('Rückerstattung abschliessen');
  await stopped.getByTestId('remove-refused').click();
  await expect(basket.locator('[data-testid="order-line"][data-kind="tickets"]')).toHaveCount(0);
  await expect(basket.getByTestId('order-rest')).toHaveText(chf('110.00'));

  // Leaving the basket keeps the way out: home leads back to it, and finish pays the refund out.
  await page.getByTestId('back').click();
  await page.getByTestId('basket-marker').click();
  await expect(page.getByTestId('screen-basket')).toBeVisible();
  await expect(basket.getByTestId('order-rest')).toHaveText(chf('110.00'));
  await expect(basket.getByTestId('cancel-order')).toHaveCount(0);
  await page.getByTestId('finish-order').click();
  const outcome = page.getByTestId('order-outcome');
  await expect(outcome).toHaveAttribute('data-state', 'finished');
  await expect(outcome).toContainText(chf('110.00'));
  // The voucher first (its CHF 50 back), the rest to the card that paid.
  await expect(basket.locator('[data-testid="order-tender"][data-kind="voucher"]')).toContainText(chf('-50.00'));
  await expect(basket.getByTestId('tender-given-back')).toContainText(chf('50.00'));
  await expect(basket.locator('[data-testid="order-tender"][data-kind="card"]')).toContainText(chf('-60.00'));
  await expect(basket.locator('[data-testid="order-tender"][data-kind="cash"]')).toHaveCount(0);
  expect(await balance(page, 'DEMOTRAIN001')).toBe(5000);

  // One refund receipt, the voucher given back and the card refunded on it.
  await expect.poll(async () => (await printedReceipts(page)).slice(before).filter((r) => r.includes('Rückerstattung')).length).toBe(1);
  const receipt = (await printedReceipts(page)).slice(before).find((r) => r.includes('Rückerstattung')) ?? [];
  expect(receipt.some((l) => /^Gutschein gutgeschrieben\s+CHF -50\.00$/.test(l))).toBe(true);
  expect(receipt.some((l) => /^Karte zurückerstattet\s+CHF -60\.00$/.test(l))).toBe(true);
  expect(receipt.some((l) => /^ {2}Neues Guthaben\s+CHF 50\.00$/.test(l))).toBe(true);

  // The earlier order says what went back; only the ticket line is left to refund.
  await page.getByTestId('next-order').click();
  await page.getByTestId('add-recent-tab').click();
  const original = page.locator('[data-testid="recent-order"][data-refund="false"]').first();
  await expect(original.getByTestId('recent-refunded')).toContainText(chf('110.00'));
  await expect(original).toHaveAttribute('data-left', '1');
  await expect(original.getByTestId('refund-line')).toHaveCount(1);
});
