// A line refused at finish: the stock voucher in the basket is sold by another cashier of the till
// in the meantime; finishing stops at it with what is done, the cashier removes it, total and change
// are recomputed, nothing is taken twice and one receipt is printed.
import {
  addGoods,
  chf,
  openBasket,
  openCustomerDisplay,
  printedReceipts,
  saleReceipts,
  stockSoldElsewhere,
  voucher,
} from './basket-helpers';
import { expect, test } from './fixtures';
import { invoke, typeAmount } from './helpers-cashier';

test('a stock voucher sold by another cashier is refused at finish, removed, and the order finishes with one receipt', async ({
  page,
  terminal,
}) => {
  await openBasket(page, terminal);
  const basket = page.getByTestId('basket');
  await addGoods(page, 3000);
  await voucher(page, 'DEMODEPOTFIX');
  await expect(basket.locator('[data-testid="order-line"][data-kind="stock"]')).toHaveCount(1);
  await expect(basket.getByTestId('order-total')).toHaveText(chf('80.00'));

  // Cash: a 100.00 note for 80.00, with the quick-cash button (the notes that cover 80.00 only).
  await page.getByTestId('pay-cash').click();
  await expect(page.getByTestId('cash-due')).toHaveText(chf('80.00'));
  const notes = page.locator('[data-testid^="cash-note-"]');
  await expect(notes).toHaveText(['100', '200']);
  await expect(notes.first()).toHaveAccessibleName(chf('100.00'));
  await page.getByTestId('cash-note-10000').click();
  await expect(basket.getByTestId('order-change')).toHaveText(chf('20.00'));
  const display = await openCustomerDisplay(page, terminal);
  await expect(display.getByTestId('order-change')).toHaveText(chf('20.00'));

  // Meanwhile another cashier (the manager, on a client of their own: an order of their own) sells
  // the same stock voucher, and gets its receipt.
  await stockSoldElsewhere(page, 'DEMODEPOTFIX');
  const sales = () => saleReceipts(page);

  await page.getByTestId('finish-order').click();
  const stopped = page.getByTestId('order-stopped');
  await expect(stopped).toBeVisible();
  await expect(stopped).toBeFocused();
  await expect(basket.locator('[data-testid="order-line"][data-kind="stock"]')).toHaveAttribute('data-state', 'refused');
  await page.getByTestId('remove-refused').click();
  await expect(basket.getByTestId('order-line')).toHaveCount(1);
  await expect(basket.getByTestId('order-total')).toHaveText(chf('30.00'));
  await expect(basket.getByTestId('order-change')).toHaveText(chf('70.00'));
  await expect(display.getByTestId('order-change')).toHaveText(chf('70.00'));
  await expect(display.getByTestId('order-line')).toHaveCount(1);

  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  await expect(page.getByTestId('outcome-change')).toHaveText(chf('70.00'));
  // One receipt for the order, after the other cashier's.
  await expect.poll(async () => (await sales()).length).toBe(2);
  const receipt = (await sales())[1] ?? [];
  expect(receipt.some((l) => /^Total\s+CHF 30\.00$/.test(l))).toBe(true);
  expect(receipt.some((l) => /CHF 70\.00$/.test(l) && /Rückgeld/.test(l))).toBe(true);
  expect(receipt.some((l) => /aktiviert/.test(l))).toBe(false);
  // Nothing taken twice: the voucher holds the other cashier's one activation.
  const v = await invoke(page, 'voucher.lookup', { code: 'DEMODEPOTFIX' });
  expect(v.ok && (v.value as { info: { balanceCents: number } | null }).info?.balanceCents).toBe(5000);
  // The next customer starts with an empty basket, none of the last one's messages.
  await page.getByTestId('next-order').click();
  await expect(page.getByTestId('basket-empty')).toBeVisible();
  await expect(page.getByTestId('order-outcome')).toHaveCount(0);
  await expect(page.getByTestId('order-stopped')).toHaveCount(0);
});

test('goods 60.33 paid by a 50.00 voucher and cash: 10.35 asked, 20.00 given, change 9.65, rounding +0.02 on screen and receipt', async ({
  page,
  terminal,
}) => {
  await openBasket(page, terminal);
  const before = (await printedReceipts(page)).length;
  const basket = page.getByTestId('basket');
  await addGoods(page, 6033);
  await voucher(page, 'DEMOTRAIN001');
  await page.getByTestId('ask-pay').click();
  await expect(basket.getByTestId('order-rest')).toHaveText(chf('10.33'));
  await expect(basket.getByTestId('order-cash-due')).toHaveText(chf('10.35'));
  await page.getByTestId('pay-cash').click();
  await expect(page.getByTestId('cash-due')).toHaveText(chf('10.35'));
  await typeAmount(page, 'cash-given', 2000);
  await page.getByTestId('cash-take').click();
  await expect(basket.getByTestId('order-change')).toHaveText(chf('9.65'));
  await expect(basket.getByTestId('order-rounding')).toHaveText(/\+\s?CHF\s0\.02|CHF\s\+0\.02/);
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  await expect(page.getByTestId('outcome-change')).toHaveText(chf('9.65'));
  await expect.poll(async () => (await printedReceipts(page)).length).toBe(before + 1);
  const receipt = (await printedReceipts(page)).at(-1) ?? [];
  expect(receipt.some((l) => /^Total\s+CHF 60\.33$/.test(l))).toBe(true);
  expect(receipt.some((l) => /Rundung.*\+CHF 0\.02$/.test(l))).toBe(true);
  expect(receipt.some((l) => /Rückgeld\s+CHF 9\.65$/.test(l))).toBe(true);
});
