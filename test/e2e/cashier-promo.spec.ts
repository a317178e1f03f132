// Promo codes in the basket (the promo tile opens it at the promo panel): checked with the service
// when added, a negative line on the goods' reference; refunding the order frees the single-use code.
import { addGoods, chf, payByCardAndFinish, refundNewestOrder } from './basket-helpers';
import { expect, openTerminal, test } from './fixtures';
import { enterCode, expectNoSeriousAxe, typeAmount } from './helpers-cashier';

const promoLine = '[data-testid="order-line"][data-kind="promo"]';

test('a promo code is a discount line on the goods with their receipt number; refunded, the code is free again', async ({
  page,
  terminal,
}) => {
  await openTerminal(page, terminal, '/promo');
  await expect(page.getByTestId('add-promo-tab')).toHaveAttribute('aria-pressed', 'true');
  // The goods first, with the main register's receipt number (letters, digits, "-", "/", ".").
  await page.getByTestId('add-goods-tab').click();
  await typeAmount(page, 'goods', 4000);
  await page.getByTestId('goods-reference').fill('BON 1');
  await page.getByTestId('add-goods-line').click();
  await expect(page.getByTestId('input-message')).toBeVisible();
  await page.getByTestId('goods-reference').fill('BON1');
  await page.getByTestId('add-goods-line').click();
  await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(1);
  await page.getByTestId('add-promo-tab').click();
  await enterCode(page, 'willkommen10');
  const line = page.getByTestId('basket').locator(promoLine);
  await expect(line).toContainText('WILLKOMMEN10');
  await expect(line.getByTestId('line-amount')).toHaveText(chf('-10.00'));
  await expect(page.getByTestId('basket').getByTestId('order-total')).toHaveText(chf('30.00'));
  await expectNoSeriousAxe(page);
  await payByCardAndFinish(page);
  await expect(line).toHaveAttribute('data-state', 'done');
  await refundNewestOrder(page);
  // Refunded: the single-use code is free again.
  await page.getByTestId('next-order').click();
  await addGoods(page, 4000);
  await page.getByTestId('add-promo-tab').click();
  await enterCode(page, 'WILLKOMMEN10');
  await expect(page.getByTestId('basket').locator(promoLine)).toHaveCount(1);
  await payByCardAndFinish(page);
});

test('a percentage code takes its percent of the goods; an invalid code shows its reason', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/promo');
  await addGoods(page, 5000);
  await page.getByTestId('add-promo-tab').click();
  await enterCode(page, 'SOMMER20');
  const line = page.getByTestId('basket').locator(promoLine);
  await expect(line.getByTestId('line-amount')).toHaveText(chf('-10.00'));
  await enterCode(page, 'ABGELAUFEN');
  await expect(page.getByTestId('error')).toContainText('abgelaufen');
  await expect(page.getByTestId('basket').locator(promoLine)).toHaveCount(1);
});
