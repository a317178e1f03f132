// Screens start clean: a new scan, another panel or leaving the basket drops the last
// messages; a line's amount can be changed until the order is paid.
import { addGoods, chf, openBasket, voucher } from './basket-helpers';
import { expect, test } from './fixtures';
import { typeAmount } from './helpers-cashier';

test('a new scan and leaving the basket clear the last messages; a line amount is changed before paying', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  await voucher(page, 'DEMOCANCEL01');
  const none = page.getByText('Mit diesem Gutschein kann weder bezahlt noch aufgeladen werden.');
  await expect(none).toBeVisible();
  // The next scan: the message of the last voucher is gone, the new question takes the focus.
  await voucher(page, 'DEMOVALUE100');
  await expect(page.getByTestId('voucher-ask')).toBeVisible();
  // Nothing to pay yet: the focus is on "load it", "pay with it" waits for goods.
  await expect(page.getByTestId('ask-load')).toBeFocused();
  await expect(page.getByTestId('ask-pay')).toBeDisabled();
  await expect(none).toHaveCount(0);
  // Leaving and coming back: nothing of it stays.
  await page.getByTestId('back').click();
  await expect(page.getByTestId('screen-basket')).toHaveCount(0);
  await page.goto(`${terminal.url}#/basket`);
  await expect(page.getByTestId('screen-basket')).toBeVisible();
  await expect(page.getByTestId('voucher-ask')).toHaveCount(0);

  await addGoods(page, 4000);
  await page.getByTestId('basket').getByTestId('line-edit').click();
  await typeAmount(page, 'goods', 4550);
  await page.getByTestId('add-goods-line').click();
  await expect(page.getByTestId('basket').getByTestId('order-total')).toHaveText(chf('45.50'));
  await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(1);
  // Elsewhere the open order is one tap away.
  await page.getByTestId('back').click();
  await expect(page.getByTestId('basket-marker')).toHaveText(/1 Position, noch CHF\s45\.50/);
  await page.getByTestId('basket-marker').click();
  await expect(page.getByTestId('screen-basket')).toBeVisible();
  await expect(page.getByTestId('basket-marker')).toHaveCount(0);
});
