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
  // vt-ski has variants (from its single shape): the pre-selected adult one, CHF 69.00.
  await expect(page.getByTestId('cart-total')).toHaveText(/CHF\s258\.00/);
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

test('sold-out and unavailable types are marked and cannot be picked; tiles without an image show name and price', async ({
  page,
  terminal,
}) => {
  await openScreen(page, terminal, 'sell');
  const soldOut = page.locator('[data-testid="catalog-item"][data-id="vt-soldout"]');
  await expect(soldOut).toHaveAttribute('data-state', 'sold-out');
  await expect(soldOut.getByTestId('sold-out')).toHaveText('Ausverkauft');
  await expect(soldOut).toBeDisabled();
  const other = page.locator('[data-testid="catalog-item"][data-id="vt-other"]'); // not orderable through the API
  await expect(other).toHaveAttribute('data-state', 'unavailable');
  await expect(other).toBeDisabled();
  await expect(page.locator('[data-testid="catalog-item"][data-id="vt-fondue"]').getByTestId('left')).toHaveText('Noch 5 erhältlich');
  await expect(page.locator('.img-none')).toHaveCount(0);
  await expectNoSeriousAxe(page);
});

test('a quantity stepper sells N vouchers of one type as N codes, limited by the contingent', async ({ page, terminal }) => {
  const sent: unknown[] = [];
  page.on('request', (r) => {
    const body = r.postData() ?? '';
    if (body.includes('"sale.order"')) sent.push(JSON.parse(body));
  });
  await openScreen(page, terminal, 'sell');
  const fondue = page.locator('[data-testid="catalog-item"][data-id="vt-fondue"]');
  await fondue.click();
  await page.getByTestId('add-line').click();
  await expect(page.getByTestId('picker')).toHaveCount(0); // closed: the cart is in view
  await fondue.click();
  await page.getByTestId('add-line').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('qty')).toHaveText('2');
  const more = line.getByTestId('qty-more');
  await more.click();
  await more.click();
  await more.click();
  await expect(line.getByTestId('qty')).toHaveText('5');
  await expect(more).toBeDisabled(); // the contingent has 5 left
  await fondue.click();
  await page.getByTestId('add-line').click();
  await expect(page.getByTestId('input-message')).toContainText('nur noch 5');
  await line.getByTestId('qty-less').click();
  await line.getByTestId('qty-less').click();
  await expect(line.getByTestId('qty')).toHaveText('3');
  await expect(page.getByTestId('cart-total')).toHaveText(/CHF\s267\.00/);
  await expect(page.getByTestId('confirm-sale')).toContainText('3');
  await page.getByTestId('confirm-sale').click();
  await expect(page.getByTestId('slip')).toHaveCount(3);
  const codes = await page.getByTestId('slip').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
  expect(new Set(codes).size).toBe(3);
  expect(JSON.stringify(sent)).toContain(
    '"lines":[{"productId":"vt-fondue","unitPriceCents":8900},{"productId":"vt-fondue","unitPriceCents":8900},{"productId":"vt-fondue","unitPriceCents":8900}]',
  );
  await expectNoSeriousAxe(page);
});
