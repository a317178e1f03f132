// Promo codes against the built-in service: status, redeem with a reference, cancel, invalid.
import { expect, test } from './fixtures';
import { enterCode, expectNoSeriousAxe, openScreen } from './helpers-cashier';

test('a promo code is redeemed with a reference number and cancelled again', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'promo');
  await enterCode(page, 'willkommen10');
  await expect(page.getByTestId('promo-status')).toHaveAttribute('data-valid', 'yes');
  await expect(page.getByTestId('discount')).toHaveText(/CHF\s10\.00/);
  await page.getByTestId('reference').fill('BON 1');
  await expect(page.getByTestId('confirm-redeem')).toBeDisabled();
  await page.getByTestId('reference').fill('BON1');
  await page.getByTestId('reference').press('Enter');
  await expect(page.getByTestId('promo-done')).toContainText('WILLKOMMEN10');
  await expectNoSeriousAxe(page);
  await page.getByTestId('cancel-promo').click();
  await page.getByTestId('cancel-promo-yes').click();
  await expect(page.getByTestId('promo-cancelled')).toBeVisible();
  // Cancelled: the single-use code is free again.
  await enterCode(page, 'WILLKOMMEN10');
  await expect(page.getByTestId('promo-status')).toHaveAttribute('data-valid', 'yes');
});

test('a percentage code shows its percent; an invalid code its reason', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'promo');
  await enterCode(page, 'SOMMER20');
  await expect(page.getByTestId('discount')).toHaveText(/20\s?%/);
  await enterCode(page, 'ABGELAUFEN');
  await expect(page.getByTestId('promo-status')).toHaveAttribute('data-valid', 'no');
  await expect(page.getByTestId('refusal')).toContainText('abgelaufen');
});
