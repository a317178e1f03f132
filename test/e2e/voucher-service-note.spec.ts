// The balance's `extra` note (the service's word on a special case of a voucher, here a voucher of
// the house) reaches the cashier: on the check screen and on the voucher's tender line of the basket.
import { COMPLIMENTARY_NOTE } from '../../electron/sandbox/routes/vouchers';
import { addGoods, openBasket, payWithVoucher } from './basket-helpers';
import { expect, test } from './fixtures';
import { enterCode, openScreen } from './helpers-cashier';

const CODE = 'DEMOCOMPLI01';

test('the check screen shows the service note of a voucher of the house', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  await enterCode(page, CODE);
  await expect(page.getByTestId('voucher-card')).toHaveAttribute('data-code', CODE);
  await expect(page.getByTestId('verdict-service-note')).toContainText(COMPLIMENTARY_NOTE);
});

test('the basket shows the service note on the voucher tender line', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  await addGoods(page, 2000);
  await payWithVoucher(page, CODE);
  const tender = page.getByTestId('basket').locator('[data-testid="order-tender"][data-kind="voucher"]');
  await expect(tender.getByTestId('tender-service-note')).toContainText(COMPLIMENTARY_NOTE);
  // A voucher without a note shows none.
  await addGoods(page, 1000);
  await payWithVoucher(page, 'DEMOVALUE100');
  await expect(page.getByTestId('basket').getByTestId('tender-service-note')).toHaveCount(1);
});
