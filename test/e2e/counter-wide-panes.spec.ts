// At 1920×1080 the screens use the width, their two panes side by side (measured
// by bounding boxes); at 1024×768 the same screens are one column (the basket keeps its two columns:
// the total and pay buttons stay in view). At both sizes nothing sticks out to the right.
// Screenshots of each screen at both sizes go to docs/screenshots/wide-*.png and narrow-*.png.
import type { Page } from '@playwright/test';
import { startSandbox } from '../../electron/sandbox';
import { expect, openTerminal, test } from './fixtures';
import { expectNoSeriousAxe, goLive, openScreen } from './helpers-cashier';
import { openManagerScreen, setUpManager } from './manager-helpers';
import { pageInvoke } from './page-api';
import { addGoods, loadVoucher, openBasket, payWithVoucher, promoNeedingDecision, voucher } from './basket-helpers';
import { docScreenshot } from './doc-screenshots';
import { loadStep } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';

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

/** A load of 20.00 onto DEMOTRAIN002, sold by the till's helper client (a load line paid by card). */
async function loadTwenty(page: Page): Promise<void> {
  const till = throwing((m, i) => pageInvoke(page, m, i, 'e2e-till'));
  await loadStep(till, 'DEMOTRAIN002', 2000);
}

/** The screenshot of the screen as it is; at 1920×1080 also axe on the two-pane layout (zero serious/critical). */
async function shot(page: Page, size: Size, name: string): Promise<void> {
  await docScreenshot(page, `${size.name}-${name}.png`);
  if (size.name === 'wide') await expectNoSeriousAxe(page);
}

for (const size of sizes) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('basket: each way of adding a line beside the basket; nothing past the right edge', async ({ page, terminal }) => {
      await openBasket(page, terminal);
      await addGoods(page, 12000);
      await voucher(page, 'DEMODEPOTFIX');
      await expect(page.getByTestId('basket').locator('[data-kind="stock"]')).toHaveCount(1);
      await loadVoucher(page, 'DEMOVALUE100', 2000);
      await payWithVoucher(page, 'DEMOTRAIN001');
      for (const tab of ['goods', 'voucher', 'codes', 'tickets', 'promo']) {
        await page.getByTestId(`add-${tab}-tab`).click();
        await expect(page.getByTestId(`add-${tab}`)).toBeVisible();
        // The basket (lines, tenders, pay) beside the panel at both sizes: the counter's screen
        // keeps the total and the pay buttons in view while a line is added.
        const [work, side] = await page.evaluate(() =>
          ['basket-work', 'basket'].map((id) => {
            const r = document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width };
          }),
        );
        expect(side!.x, `basket right of the ${tab} panel`).toBeGreaterThanOrEqual(work!.x + work!.width - 1);
        expect(Math.abs(side!.y - work!.y), `${tab} panel and basket side by side`).toBeLessThanOrEqual(24);
        await expectNoHorizontalOverflow(page, `basket ${tab}`);
      }
      await shot(page, size, 'basket');
      await page.getByTestId('pay-card').click();
      await page.getByTestId('finish-order').click();
      await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
      await expectNoHorizontalOverflow(page, 'basket finished');
    });

    test('journal: the steps that need a decision beside today’s list', async ({ page, terminal }) => {
      const service = await startSandbox({ dbFile: ':memory:' });
      try {
        await openTerminal(page, terminal);
        await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
        await loadTwenty(page);
        await promoNeedingDecision(page, terminal, service);
        await openScreen(page, terminal, 'journal');
        // Handed to the journal once the step can no longer land (the client's timeouts and the settle window).
        await expect(page.getByTestId('decision')).toBeVisible({ timeout: 30_000 });
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
      await loadTwenty(page);
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
      // The chart comes with its library (loaded on demand); its box holds the place meanwhile.
      await expect(page.getByTestId('archive-chart')).toBeVisible();
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
