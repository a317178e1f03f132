// Issue 13, item 8: at 1920×1080 the screens use the width, their two panes side by side (measured
// by bounding boxes); at 1024×768 the same screens are one column. At both sizes nothing sticks out
// to the right. Screenshots of each screen at both sizes go to docs/screenshots/wide-*.png and
// narrow-*.png.
import type { Page } from '@playwright/test';
import { startSandbox } from '../../electron/sandbox';
import { expect, test } from './fixtures';
import { enterCode, expectNoSeriousAxe, goLive, openScreen, promoNeedingDecision, scan, typeAmount } from './helpers-cashier';
import { api, openManagerScreen, setUpManager } from './manager-helpers';
import { docScreenshot } from './doc-screenshots';

const sizes = [
  { name: 'wide', width: 1920, height: 1080 },
  { name: 'narrow', width: 1024, height: 768 },
] as const;
type Size = (typeof sizes)[number];

/** Nothing is wider than the window: no horizontal scrolling, no element past the right edge. */
async function expectNoHorizontalOverflow(page: Page, what: string): Promise<void> {
  const over = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 60));
    return { scroll: document.documentElement.scrollWidth - width, out: out.slice(0, 5) };
  });
  expect(over.scroll, `${what}: horizontal scroll`).toBeLessThanOrEqual(0);
  expect(over.out, `${what}: elements past the right edge`).toEqual([]);
}

/**
 * At 1920×1080 the second pane starts right of the first one, at the same height (within `maxDy`
 * pixels, for a pane measured below its heading); at 1024×768 it follows below the first one.
 */
async function expectPanes(page: Page, size: Size, left: string, right: string, maxDy = 24): Promise<void> {
  // Both measured in the same frame: a scroll between two measurements cannot skew them.
  const [a, b] = await page.evaluate(
    (ids) =>
      ids.map((id) => {
        const r = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
        return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
      }),
    [left, right],
  );
  expect(a, left).not.toBeNull();
  expect(b, right).not.toBeNull();
  if (size.name === 'wide') {
    expect(b!.x, `${right} right of ${left}`).toBeGreaterThanOrEqual(a!.x + a!.width - 1);
    expect(Math.abs(b!.y - a!.y), `${left} and ${right} side by side`).toBeLessThanOrEqual(maxDy);
    expect(a!.width, `${left} is a real pane`).toBeGreaterThan(500);
    expect(b!.width, `${right} is a real pane`).toBeGreaterThan(500);
  } else {
    expect(b!.y, `${right} below ${left}`).toBeGreaterThanOrEqual(a!.y + a!.height - 1);
  }
}

/** The screenshot of the screen as it is; at 1920×1080 also axe on the two-pane layout (zero serious/critical). */
async function shot(page: Page, size: Size, name: string): Promise<void> {
  await docScreenshot(page, `${size.name}-${name}.png`);
  if (size.name === 'wide') await expectNoSeriousAxe(page);
}

for (const size of sizes) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('pay, load, promo and activate: entry and outcome panes', async ({ page, terminal }) => {
      await openScreen(page, terminal, 'pay');
      await typeAmount(page, 'total', 12000);
      await page.getByTestId('total-input').press('Enter');
      await expect(page.getByTestId('code-input')).toBeFocused();
      await scan(page, 'DEMOTRAIN001');
      await expect(page.getByTestId('purchase-line')).toHaveCount(1);
      await expectPanes(page, size, 'pay-controls', 'pay-record');
      await expectNoHorizontalOverflow(page, 'pay');
      await page.getByTestId('finish').click();
      await expect(page.getByTestId('receipt')).toBeVisible();
      // The receipt is in the vouchers' pane, beside the totals at 1920×1080.
      await expectPanes(page, size, 'pay-controls', 'pay-record');
      const record = await page.getByTestId('pay-record').boundingBox();
      const receipt = await page.getByTestId('receipt').boundingBox();
      expect(receipt!.x).toBeGreaterThanOrEqual(record!.x);
      await expectNoHorizontalOverflow(page, 'pay done');
      await shot(page, size, 'pay');

      await openScreen(page, terminal, 'load');
      await enterCode(page, 'DEMOVALUE100');
      await typeAmount(page, 'load-amount', 2000);
      await page.getByTestId('load-amount-input').press('Enter');
      await expect(page.getByTestId('receipt')).toBeVisible();
      await expectPanes(page, size, 'step-controls', 'step-outcome');
      await expectNoHorizontalOverflow(page, 'load');
      await shot(page, size, 'load');

      await openScreen(page, terminal, 'promo');
      await enterCode(page, 'willkommen10');
      await page.getByTestId('confirm-redeem').click();
      await expect(page.getByTestId('receipt')).toBeVisible();
      await expectPanes(page, size, 'step-controls', 'step-outcome');
      await expectNoHorizontalOverflow(page, 'promo');
      await shot(page, size, 'promo');

      await openScreen(page, terminal, 'activate');
      await enterCode(page, 'DEMODEPOTFRE');
      await typeAmount(page, 'depot-amount', 3000);
      await page.getByTestId('add-to-sale').click();
      await enterCode(page, 'DEMODEPOTBON');
      await expect(page.getByTestId('depot-status')).toBeVisible();
      // The sale of several vouchers beside the voucher being looked at.
      await expectPanes(page, size, 'step-controls', 'stock-sale');
      await expectNoHorizontalOverflow(page, 'activate');
      await shot(page, size, 'activate');
    });

    test('journal: the steps that need a decision beside today’s list', async ({ page, terminal }) => {
      const service = await startSandbox({ dbFile: ':memory:' });
      try {
        await openScreen(page, terminal, 'promo');
        await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
        await api(page, 'charge.load', { code: 'DEMOTRAIN002', amountCents: 2000 });
        await promoNeedingDecision(page, terminal, service);
        await openScreen(page, terminal, 'journal');
        await expect(page.getByTestId('decision')).toBeVisible();
        // The list is measured below its heading.
        await expectPanes(page, size, 'journal-open', 'journal-list', 48);
        await expectNoHorizontalOverflow(page, 'journal');
        await shot(page, size, 'journal');
      } finally {
        await service.close();
      }
    });

    test('manager: closing, settings, archive and users in two panes', async ({ page, terminal }) => {
      await setUpManager(page, terminal);
      await api(page, 'charge.load', { code: 'DEMOTRAIN002', amountCents: 2000 });
      await openManagerScreen(page, terminal, 'closing');
      await expect(page.getByTestId('closing-crosscheck')).toBeVisible();
      await expectPanes(page, size, 'closing-money-pane', 'closing-check-pane');
      await expectNoHorizontalOverflow(page, 'closing');
      await shot(page, size, 'closing');

      await openManagerScreen(page, terminal, 'settings');
      await expect(page.getByTestId('payment-method-0')).toBeVisible();
      await expectPanes(page, size, 'settings-general', 'settings-service-pane');
      await expectNoHorizontalOverflow(page, 'settings');
      await shot(page, size, 'settings');

      await openManagerScreen(page, terminal, 'archive');
      await expect(page.getByTestId('archive-table')).toBeVisible();
      await expectPanes(page, size, 'archive-chart', 'archive-table');
      await expectNoHorizontalOverflow(page, 'archive');
      await shot(page, size, 'archive');

      await openManagerScreen(page, terminal, 'users');
      await expectPanes(page, size, 'users-table', 'user-form');
      await expectNoHorizontalOverflow(page, 'users');
      await shot(page, size, 'users');
    });
  });
}
