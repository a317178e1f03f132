// Selling vouchers as codes against the built-in service: price rules before sending, a package
// sold with its code and QR code, cancelling the sale.
import { expect, test } from './fixtures';
import { expectNoSeriousAxe, openScreen, typeAmount } from './helpers-cashier';

test('a value voucher priced out of range is refused before anything is sent', async ({ page, terminal }) => {
  const orders: string[] = [];
  page.on('request', (r) => {
    if ((r.postData() ?? '').includes('sale.order')) orders.push(r.url());
  });
  await openScreen(page, terminal, 'sell');
  await page.locator('[data-testid="catalog-item"][data-id="vt-value"]').click();
  await typeAmount(page, 'sell-amount', 1000);
  await page.getByTestId('sell-amount-input').press('Enter');
  await expect(page.getByTestId('input-message')).toContainText('zwischen');
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  await typeAmount(page, 'sell-amount', 400000);
  await page.getByTestId('add-line').click();
  await expect(page.getByTestId('input-message')).toContainText('zwischen');
  await expect(page.getByTestId('confirm-sale')).toBeDisabled();
  await typeAmount(page, 'sell-amount', 5000);
  await page.getByTestId('add-line').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText(/CHF\s50\.00/);
  expect(orders).toEqual([]);
  await expectNoSeriousAxe(page);
});

test('a package voucher is sold, its code printed with a QR code, and the sale cancelled', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'sell');
  await page.locator('[data-testid="catalog-item"][data-id="vt-spa"]').click();
  await page.getByTestId('add-line').click();
  await page.locator('[data-testid="catalog-item"][data-id="vt-ski"]').click();
  await page.getByTestId('add-line').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText(/CHF\s224\.00/);
  await page.getByTestId('confirm-sale').click();
  await expect(page.getByTestId('slip')).toHaveCount(2);
  const slip = page.getByTestId('slip').first();
  const code = (await slip.getAttribute('data-code')) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{12}$/);
  await expect(slip.getByTestId('slip-code')).toHaveText(`${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`);
  await expect(slip.getByTestId('qr')).toHaveAttribute('data-qr', code);
  await expect(slip.getByTestId('qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(slip.getByTestId('slip-value')).toHaveText(/CHF\s189\.00/);
  await expectNoSeriousAxe(page);
  await page.getByTestId('cancel-sale').click();
  await page.getByTestId('cancel-sale-yes').click();
  await expect(page.getByTestId('sale-cancelled')).toBeVisible();
});
