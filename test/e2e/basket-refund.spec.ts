// A refund from the basket's earlier orders (docs/orders.md): the finished order's line is
// refunded as an order of its own, the money paid out in cash, and a refund receipt is printed.
import { addGoods, chf, openBasket, printedReceipts } from './basket-helpers';
import { expect, test } from './fixtures';

test('an earlier order is refunded in cash from the basket: a refund order and its receipt', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  const basket = page.getByTestId('basket');
  await addGoods(page, 4000);
  await page.getByTestId('pay-card').click();
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  await page.getByTestId('next-order').click();
  // The sale's receipt prints after the finish answered: counted once it is out.
  await expect.poll(async () => (await printedReceipts(page)).length).toBeGreaterThan(0);
  const before = (await printedReceipts(page)).length;

  await page.getByTestId('add-recent-tab').click();
  const recent = page.getByTestId('recent-order').first();
  await expect(recent).toContainText(chf('40.00'));
  await page.getByTestId('refund-method').selectOption('cash');
  await recent.getByTestId('refund-order').click();
  await recent.getByTestId('refund-order-yes').click();
  const outcome = page.getByTestId('order-outcome');
  await expect(outcome).toHaveAttribute('data-state', 'finished');
  await expect(outcome).toContainText(chf('40.00'));
  await expect(basket.getByTestId('order-total')).toHaveText(chf('-40.00'));
  await expect(basket.locator('[data-testid="order-tender"][data-kind="cash"]')).toContainText(chf('-40.00'));
  await page.screenshot({ path: test.info().outputPath('basket-refund.png') });

  await expect.poll(async () => (await printedReceipts(page)).length).toBe(before + 1);
  const receipt = (await printedReceipts(page)).at(-1)?.join('\n') ?? '';
  expect(receipt).toContain('Rückerstattung');
  expect(receipt).toMatch(/Bar ausbezahlt +CHF -40\.00/);
});
