// Layouts: at 1024×768 each cashier step reaches its main button without scrolling; at 1920×1080
// the width is used (panes side by side) instead of one narrow column.
import type { Page } from '@playwright/test';
import { expect, openTerminal, test } from './fixtures';
import { enterCode, invoke, openScreen, scan, typeAmount } from './helpers-cashier';

/** The element's bottom edge lies inside the viewport as the screen opened (no scrolling). */
async function expectInView(page: Page, testId: string): Promise<void> {
  // Wait until it is there (a sale item's picker opens once its availability is read).
  await expect(page.getByTestId(testId).first()).toBeVisible();
  const box = await page.getByTestId(testId).first().boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, testId).not.toBeNull();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0)), `${testId} bottom`).toBeLessThanOrEqual(height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test.describe('1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('every cashier step shows its main button without scrolling', async ({ page, terminal }) => {
    await openScreen(page, terminal, 'check');
    await page.getByTestId('language-select').selectOption('fr'); // longer words
    // The status bar keeps one row: outlet and till give way rather than pushing the language below.
    await expect(page.getByTestId('status-sync')).toContainText('Synchronisation');
    const rowOf = async (testId: string) => {
      const box = await page.getByTestId(testId).boundingBox();
      return box ? Math.round(box.y + box.height / 2) : NaN;
    };
    expect(Math.abs((await rowOf('language-select')) - (await rowOf('status-mode')))).toBeLessThan(8);
    await enterCode(page, 'DEMOVALUE100');
    await expectInView(page, 'next-pay');
    // The basket: each way of adding a line reaches its button, and the pay buttons stay in view
    // however many lines and vouchers there are. The till is opened first, as at the start of a day
    // (a sale that opens it shows a notice row until the cashier takes note of it).
    expect((await invoke(page, 'session.open', { floatCents: 0 })).ok).toBe(true);
    await openTerminal(page, terminal, '/pay');
    await expectInView(page, 'add-goods-line');
    await typeAmount(page, 'goods', 12000);
    await page.getByTestId('goods-input').press('Enter');
    // The line is there before the scans (a scan during the add is counter-scan's test, not this one's).
    await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(1);
    const tenders = page.getByTestId('basket').getByTestId('order-tender');
    await scan(page, 'DEMOTRAIN001');
    await expect(tenders).toHaveCount(1);
    await scan(page, 'DEMOTRAIN002');
    await expect(tenders).toHaveCount(2);
    await expectInView(page, 'pay-card');
    await page.getByTestId('add-voucher-tab').click();
    await enterCode(page, 'DEMOVALUE100');
    await page.getByTestId('ask-load').click();
    await expectInView(page, 'add-voucher-line');
    await typeAmount(page, 'load-amount', 2000);
    await page.getByTestId('load-amount-input').press('Enter');
    await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(2);
    await enterCode(page, 'DEMODEPOTFRE');
    await expectInView(page, 'add-voucher-line');
    await typeAmount(page, 'depot-amount', 3000);
    await page.getByTestId('add-voucher-line').click();
    await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(3);
    await page.getByTestId('add-promo-tab').click();
    await expectInView(page, 'code-submit');
    await page.getByTestId('add-codes-tab').click();
    await page.locator('[data-testid="catalog-item"][data-id="vt-value"]').click();
    await expectInView(page, 'add-line');
    await typeAmount(page, 'sell-amount', 5000);
    await page.getByTestId('add-line').click();
    await page.locator('[data-testid="catalog-item"][data-id="vt-fondue"]').click();
    await page.getByTestId('add-line').click();
    await page.locator('[data-testid="catalog-item"][data-id="vt-spa"]').click();
    await page.getByTestId('add-line').click();
    await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(6);
    await expectInView(page, 'pay-card');
    await page.getByTestId('pay-card').click();
    await expectInView(page, 'finish-order');
    await page.getByTestId('finish-order').click();
    await expectInView(page, 'next-order');
    await openScreen(page, terminal, 'tickets');
    await expectInView(page, 'ticket-input');
  });
});

test.describe('1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });
  test('the check verdict and the voucher details sit side by side; the screen uses the width', async ({ page, terminal }) => {
    await openScreen(page, terminal, 'check');
    await enterCode(page, 'DEMOVALUE100');
    const verdict = await page.getByTestId('verdict').boundingBox();
    const card = await page.getByTestId('voucher-card').boundingBox();
    expect(card!.x).toBeGreaterThan(verdict!.x + verdict!.width - 1);
    expect(Math.abs(card!.y - verdict!.y)).toBeLessThan(20);
    const screen = await page.getByTestId('screen-check').boundingBox();
    expect(screen!.width).toBeGreaterThan(1600);
  });
});
