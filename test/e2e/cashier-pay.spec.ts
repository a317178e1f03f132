// Pay with voucher against the built-in service: several vouchers, rest by cash, partial
// redemption, the same voucher twice, cancelling the purchase restores every voucher.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { balanceOf, escapeTwiceAsShown, expectNoSeriousAxe, openScreen, scan, typeAmount } from './helpers-cashier';

async function startPurchase(page: Page, cents: number): Promise<void> {
  await typeAmount(page, 'total', cents);
  await page.getByTestId('total-input').press('Enter');
  await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'open');
}

async function addVoucher(page: Page, code: string, lines: number): Promise<void> {
  await scan(page, code);
  await expect(page.getByTestId('purchase-line')).toHaveCount(lines);
}

const money = (s: string) => new RegExp(`^CHF\\s${s.replace('.', '\\.')}$`);

test('two vouchers pay one purchase and the rest is paid by cash, with receipts', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'pay');
  await startPurchase(page, 12000);
  await expect(page.getByTestId('remaining')).toHaveText(money('120.00'));
  await addVoucher(page, 'DEMOTRAIN001', 1);
  await expect(page.getByTestId('remaining')).toHaveText(money('70.00'));
  await addVoucher(page, 'demo-trai-n002', 2);
  const second = page.getByTestId('purchase-line').nth(1);
  await expect(second).toHaveAttribute('data-state', 'succeeded');
  await expect(second.getByTestId('line-amount')).toHaveText(money('50.00'));
  await expect(second.getByTestId('line-balance')).toHaveText(money('0.00'));
  await expect(page.getByTestId('remaining')).toHaveText(money('20.00'));
  await expectNoSeriousAxe(page);
  await page.getByTestId('finish').click();
  await expect(page.getByTestId('purchase-done')).toContainText('CHF 20.00');
  await expect(page.getByTestId('receipt')).toHaveCount(1);
  // Both vouchers on the one receipt, masked as the default masking setting says.
  await expect(page.getByTestId('receipt').first()).toContainText('****-****-N001');
  await expect(page.getByTestId('receipt').first()).toContainText('****-****-N002');
});

test('a purchase smaller than the balance takes only what is still to pay', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'pay');
  await startPurchase(page, 3000);
  await addVoucher(page, 'DEMOVALUE100', 1);
  const line = page.getByTestId('purchase-line').first();
  await expect(line.getByTestId('line-amount')).toHaveText(money('30.00'));
  await expect(line.getByTestId('line-balance')).toHaveText(money('70.00'));
  await expect(page.getByTestId('remaining')).toHaveText(money('0.00'));
  await expect(page.getByTestId('code-input')).toHaveCount(0);
  await page.getByTestId('finish').click();
  await expect(page.getByTestId('purchase-done')).toBeVisible();
  expect(await balanceOf(page, terminal, 'DEMOVALUE100')).toMatch(money('70.00'));
});

test('the same voucher cannot pay one purchase twice', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'pay');
  await startPurchase(page, 20000);
  await addVoucher(page, 'DEMOTRAIN003', 1);
  await scan(page, 'DEMO-TRAI-N003');
  await expect(page.getByTestId('input-message')).toHaveText('Dieser Gutschein bezahlt diesen Einkauf bereits.');
  await expect(page.getByTestId('purchase-line')).toHaveCount(1);
  await expect(page.getByTestId('remaining')).toHaveText(money('150.00'));
});

test('a fully redeemed voucher is refused with the service reason', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'pay');
  await startPurchase(page, 2000);
  await scan(page, 'DEMOEMPTY000');
  await expect(page.getByTestId('error')).toBeVisible();
  await expect(page.getByTestId('error-message')).not.toBeEmpty();
  await expect(page.getByTestId('purchase-line')).toHaveCount(0);
});

test('cancelling the purchase gives every voucher its amount back', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'pay');
  await startPurchase(page, 8000);
  await addVoucher(page, 'DEMOTRAIN004', 1);
  await addVoucher(page, 'DEMOTRAIN005', 2);
  await expect(page.getByTestId('remaining')).toHaveText(money('0.00'));
  // Escape asks before leaving a purchase with money taken; Escape again stays on it, even when it
  // comes the instant the question appears.
  await escapeTwiceAsShown(page, 'leave-guard');
  await expect(page.getByTestId('screen-pay')).toBeVisible();
  await page.getByTestId('cancel-purchase').click();
  await page.getByTestId('cancel-purchase-yes').click();
  await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'cancelled');
  await expect(page.getByTestId('purchase-done')).toBeVisible();
  expect(await balanceOf(page, terminal, 'DEMOTRAIN004')).toMatch(money('50.00'));
  expect(await balanceOf(page, terminal, 'DEMOTRAIN005')).toMatch(money('50.00'));
});

test('a voucher scanned into the amount field does not become an amount', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'pay');
  await typeAmount(page, 'total', 4500);
  await scan(page, 'DEMOTRAIN001');
  await expect(page.getByTestId('input-message')).toContainText('gescannter Code');
  await expect(page.getByTestId('total-input')).toHaveAttribute('data-cents', '4500');
  await expect(page.getByTestId('purchase-summary')).toHaveCount(0);
  await page.getByTestId('total-input').press('Enter');
  await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('remaining')).toHaveText(money('45.00'));
});

test('an expired voucher is warned about and paid only when the cashier accepts it', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'pay');
  await startPurchase(page, 1000);
  await scan(page, 'DEMOEXPIRED1');
  await expect(page.getByTestId('expired-warning')).toContainText('DEMO-EXPI-RED1');
  await expect(page.getByTestId('purchase-line')).toHaveCount(0);
  await expect(page.getByTestId('accept-expired')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('expired-warning')).toHaveCount(0);
  await expect(page.getByTestId('purchase-line')).toHaveCount(0);
  await scan(page, 'DEMOEXPIRED1');
  await page.getByTestId('accept-expired').click();
  await expect(page.getByTestId('purchase-line')).toHaveCount(1);
  await expect(page.getByTestId('remaining')).toHaveText(money('0.00'));
});
