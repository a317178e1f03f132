// The ticket sale as four steps (issue 13.8): at 1024×768 each step shows its main button without
// scrolling (measured like counter-layout.spec.ts), in German and in French (longer words); at
// 1920×1080 the running summary sits beside the step. axe on every step; screenshots of every step at both sizes.
import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { expectNoSeriousAxe } from './helpers-cashier';
import { expect, openSellSynced, serviceCall, test, type TicketsEnv } from './tickets-helpers';
import { docScreenshot } from './doc-screenshots';

/** The element's bottom edge lies inside the viewport, the page not scrolled. */
async function expectInView(page: Page, testId: string): Promise<void> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, testId).not.toBeNull();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0)), `${testId} bottom`).toBeLessThanOrEqual(height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

async function adultOf(env: TicketsEnv, productId: string): Promise<string> {
  const r = await serviceCall<{ products: Array<{ id: string; categories: Array<{ id: string }> }> }>(
    env,
    'GET',
    '/v1/ticketing/products.json',
  );
  return r.body.products.find((p) => p.id === productId)!.categories[0]!.id;
}

/** Walks the four steps of a gondola sale in `lang`; `check` looks at each step (its main button named). */
async function walkSteps(page: Page, env: TicketsEnv, lang: string, check: (step: number, main: string) => Promise<void>): Promise<void> {
  const adult = await adultOf(env, DEMO_PRODUCTS.gondola);
  await openSellSynced(page, env);
  await page.getByTestId('language-select').selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByTestId(`product-${DEMO_PRODUCTS.gondola}`).click();
  await expect(page.getByTestId('calendar')).toBeVisible();
  await expect(page.getByTestId('step-next')).toBeDisabled(); // no slot yet
  await check(1, 'step-next');
  await page.locator('[data-testid^="slot-"]:enabled').first().click();
  await expect(page.getByTestId('sell-steps')).toHaveAttribute('data-step', '2');
  await page.getByTestId(`qty-plus-${adult}`).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await check(2, 'step-next');
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('sell-steps')).toHaveAttribute('data-step', '3');
  await page.getByTestId('customer-firstName').fill('Lena');
  await page.getByTestId('customer-lastName').fill('Schritt');
  await page.getByTestId('customer-email').fill('lena@example.ch');
  await check(3, 'step-next');
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('sell-steps')).toHaveAttribute('data-step', '4');
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await check(4, 'book');
}

test.describe('1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  for (const lang of ['de', 'fr'] as const) {
    test(`${lang}: every step of the ticket sale shows its main button without scrolling`, async ({ page, env }) => {
      await walkSteps(page, env, lang, async (step, main) => {
        if (lang !== 'de') await expect(page.getByTestId('step-title')).not.toContainText('Schritt');
        // Person categories in the UI language (the service sends their translations), on the quantities and in the summary.
        if (lang === 'fr' && (step === 2 || step === 4)) {
          await expect(page.locator('main')).toContainText('Adultes');
          await expect(page.locator('main')).not.toContainText('Erwachsene');
        }
        await expectInView(page, main);
        // Touch targets of the step bar.
        for (const id of ['step-back', main, `step-${step}`]) {
          const box = await page.getByTestId(id).boundingBox();
          expect(box!.height, id).toBeGreaterThanOrEqual(44);
        }
        if (lang === 'de') await expectNoSeriousAxe(page);
        await docScreenshot(page, `tickets-steps-${step}-${lang}-1024x768.png`);
      });
      // The summary of the pay step sits above it on a narrow screen.
      const summary = await page.getByTestId('sale-summary').boundingBox();
      const bar = await page.getByTestId('sell-steps').boundingBox();
      expect(summary!.y).toBeGreaterThan(bar!.y);
      await expect(page.getByTestId('summary-total')).toHaveText(/\d/);
    });
  }
});

test.describe('1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });
  test('the running summary sits beside each step; the screen uses the width', async ({ page, env }) => {
    await walkSteps(page, env, 'de', async (step, main) => {
      await expectInView(page, main);
      const summary = await page.getByTestId('sale-summary').boundingBox();
      const bar = await page.getByTestId('sell-steps').boundingBox();
      expect(summary!.x, `step ${step}`).toBeGreaterThan(bar!.x + bar!.width - 1);
      expect(Math.abs(summary!.y - bar!.y), `step ${step}`).toBeLessThan(20);
      await docScreenshot(page, `tickets-steps-${step}-de-1920x1080.png`);
    });
    const screen = await page.getByTestId('screen-tickets-sell').boundingBox();
    expect(screen!.width).toBeGreaterThan(1600);
    await expect(page.getByTestId('summary-customer')).toContainText('Lena Schritt');
    // Escape goes one step back (the overview only from the first step); the typed customer stays.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sell-steps')).toHaveAttribute('data-step', '3');
    await expect(page.getByTestId('customer-lastName')).toHaveValue('Schritt');
  });
});
