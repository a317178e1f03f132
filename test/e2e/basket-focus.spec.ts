// The basket never takes the typing away, and a voucher is taken for what it is: clicking the tab
// already shown keeps its field focused; after the activation tile a paying voucher pays.
import { chf } from './basket-helpers';
import { expect, test } from './fixtures';
import { enterCode } from './helpers-cashier';

test('clicking the goods tab already shown keeps the amount field: 60.33 typed and Enter make a line of 60.33', async ({
  page,
  terminal,
}) => {
  await page.goto(`${terminal.url}#/basket`);
  const tab = page.getByTestId('add-goods-tab');
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
  await tab.click();
  await expect(page.getByTestId('goods-input')).toBeFocused();
  // At a person's pace: a fast burst would be taken for a scanned code.
  await page.keyboard.type('60.33', { delay: 60 });
  await page.keyboard.press('Enter');
  const basket = page.getByTestId('basket');
  await expect(basket.getByTestId('order-line')).toHaveCount(1);
  await expect(basket.getByTestId('order-total')).toHaveText(chf('60.33'));
});

test('after the activation tile, a paying voucher scanned pays the order', async ({ page, terminal }) => {
  await page.goto(`${terminal.url}#/basket?add=activate`);
  await expect(page.getByTestId('add-voucher')).toBeVisible();
  const basket = page.getByTestId('basket');
  await enterCode(page, 'DEMODEPOTFIX');
  await expect(basket.locator('[data-testid="order-line"][data-kind="stock"]')).toHaveCount(1);
  await expect(basket.getByTestId('order-total')).toHaveText(chf('50.00'));
  await enterCode(page, 'DEMOVALUE100');
  await expect(basket.getByTestId('order-tender')).toHaveCount(1);
  await expect(basket.getByTestId('order-rest')).toHaveText(chf('0.00'));
  await expect(page.getByTestId('add-voucher')).not.toContainText(/Lagergutschein|stock voucher/i);
});
