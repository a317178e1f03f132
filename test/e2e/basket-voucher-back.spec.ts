// A voucher given back by a refused line: the stock voucher of a sale paid by a voucher is refused
// at finish and removed, so the paying voucher gets the line's value back. The basket, the customer
// display and the one receipt say so.
import {
  addGoods,
  chf,
  openBasket,
  openCustomerDisplay,
  payWithVoucher,
  saleReceipts,
  stockSoldElsewhere,
  voucher,
} from './basket-helpers';
import { expect, test } from './fixtures';

test('a line refused and removed gives the paying voucher its value back: on screen, on the display, on the receipt', async ({
  page,
  terminal,
}) => {
  await openBasket(page, terminal);
  const basket = page.getByTestId('basket');
  await addGoods(page, 3000);
  await voucher(page, 'DEMODEPOTFIX');
  await expect(basket.getByTestId('order-total')).toHaveText(chf('80.00'));
  await payWithVoucher(page, 'DEMOVALUE100');
  const display = await openCustomerDisplay(page, terminal);

  // Meanwhile another cashier (the manager, on a client of their own) sells the same stock voucher,
  // with its own receipt: the line is refused at finish.
  await stockSoldElsewhere(page, 'DEMODEPOTFIX');
  const sales = () => saleReceipts(page);
  await page.getByTestId('finish-order').click();
  await page.getByTestId('remove-refused').click();
  await expect(basket.getByTestId('order-total')).toHaveText(chf('30.00'));
  const tender = basket.locator('[data-testid="order-tender"][data-kind="voucher"]');
  await expect(tender.getByTestId('tender-amount')).toHaveText(chf('30.00'));
  await expect(tender.getByTestId('tender-given-back')).toContainText(chf('50.00'));
  await expect(display.getByTestId('tender-given-back')).toContainText(chf('50.00'));

  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  // One receipt for the order, after the other cashier's.
  await expect.poll(async () => (await sales()).length).toBe(2);
  const receipt = (await sales())[1] ?? [];
  expect(receipt.some((l) => /^Gutschein\s+CHF 30\.00$/.test(l))).toBe(true);
  expect(receipt.some((l) => /^ {2}Gutschein gutgeschrieben\s+CHF 50\.00$/.test(l))).toBe(true);
  expect(receipt.some((l) => /^ {2}Neues Guthaben\s+CHF 70\.00$/.test(l))).toBe(true);
});
