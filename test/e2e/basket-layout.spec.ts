// The basket at the counter's two screen sizes: at 1024×768 the basket and its pay
// buttons are in view beside the keypad; at 1920×1080 lines and tenders stand side by side.
// Screenshots for the README with E2E_SCREENSHOTS=1.
import type { Page } from '@playwright/test';
import { addGoods, loadVoucher, openBasket, openCustomerDisplay, payWithVoucher, voucher } from './basket-helpers';
import { docScreenshot } from './doc-screenshots';
import { expect, test } from './fixtures';
import { expectNoSeriousAxe } from './helpers-cashier';

async function fill(page: Page): Promise<void> {
  await addGoods(page, 4000);
  await voucher(page, 'DEMODEPOTFIX');
  await expect(page.getByTestId('basket').locator('[data-kind="stock"]')).toHaveCount(1);
  await loadVoucher(page, 'DEMOVALUE100', 2000);
  await payWithVoucher(page, 'DEMOTRAIN001');
  await page.getByTestId('add-goods-tab').click();
}

/** True when the element lies wholly inside the viewport. */
async function inView(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const vp = page.viewportSize();
  return !!box && !!vp && box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width && box.y + box.height <= vp.height;
}

test.describe('1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('the basket, its total, rest and pay buttons are in view beside the keypad', async ({ page, terminal }) => {
    await openBasket(page, terminal);
    await fill(page);
    for (const id of ['order-total', 'order-rest', 'pay-cash', 'pay-card', 'goods-input', 'add-goods-line'])
      expect(await inView(page, id), id).toBe(true);
    await docScreenshot(page, 'basket-de-1024x768.png');
    await expectNoSeriousAxe(page);
  });
});

test.describe('1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });
  test('lines and tenders stand side by side; the customer display shows the order', async ({ page, terminal }) => {
    await openBasket(page, terminal);
    const display = await openCustomerDisplay(page, terminal);
    await display.setViewportSize({ width: 1920, height: 1080 });
    await fill(page);
    const lines = await page.getByTestId('basket').getByTestId('order-lines').boundingBox();
    const tenders = await page.getByTestId('basket').getByTestId('order-tenders').boundingBox();
    expect(lines && tenders && tenders.x >= lines.x + lines.width - 1).toBe(true);
    await docScreenshot(page, 'basket-de-1920x1080.png');
    await page.getByTestId('customer-language').selectOption('fr');
    await expect(display.getByTestId('customer-display')).toHaveAttribute('data-lang', 'fr');
    await expect(display.getByRole('heading', { level: 1 })).toHaveText('Votre achat');
    await docScreenshot(display, 'customer-display-fr-1920x1080.png');
    await expectNoSeriousAxe(display);
    // Paid by card: the display thanks the customer with the new balances, still in French.
    await page.getByTestId('pay-card').click();
    await page.getByTestId('finish-order').click();
    await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
    await expect(display.getByTestId('customer-thanks')).toBeVisible();
    await expect(display.getByRole('heading', { level: 1 })).toHaveText('Merci !');
    await expect(display.getByTestId('customer-balance')).toHaveCount(3);
    await docScreenshot(display, 'customer-display-thanks-fr-1920x1080.png');
  });
});
