// The ticket line of the basket, step by step: at 1024×768 the
// order's total, rest and pay buttons stay in view at each step (product and calendar, quantities
// with the named customer's form open, a refused customer, the line added), in German and in French
// (longer words); at 1920×1080 the ticket panel and the basket stand side by side. axe on every
// step; screenshots of every step at both sizes.
import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { addGoods } from './basket-helpers';
import { expectNoSeriousAxe } from './helpers-cashier';
import { addTicketsLine, expect, openSellSynced, serviceCall, test, typeCustomer, type TicketsEnv } from './tickets-helpers';
import { docScreenshot } from './doc-screenshots';

/** True when the element lies wholly inside the viewport (the page may be scrolled: the basket stays). */
async function expectInView(page: Page, testId: string): Promise<void> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const vp = page.viewportSize();
  expect(box, testId).not.toBeNull();
  expect(box!.y, `${testId} top`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${testId} right`).toBeLessThanOrEqual(vp!.width);
  expect(Math.round(box!.y + box!.height), `${testId} bottom`).toBeLessThanOrEqual(vp!.height);
}

/** The order's figures and its pay buttons, in view. */
async function expectBasketInView(page: Page): Promise<void> {
  for (const id of ['order-total', 'order-rest', 'pay-cash', 'pay-card']) await expectInView(page, id);
}

async function adultOf(env: TicketsEnv, productId: string): Promise<string> {
  const r = await serviceCall<{ products: Array<{ id: string; categories: Array<{ id: string }> }> }>(
    env,
    'GET',
    '/v1/ticketing/products.json',
  );
  return r.body.products.find((p) => p.id === productId)!.categories[0]!.id;
}

/** Walks a gondola line in `lang` on an order that has goods already; `check` looks at each step. */
async function walkSteps(page: Page, env: TicketsEnv, lang: string, check: (step: number) => Promise<void>): Promise<void> {
  const adult = await adultOf(env, DEMO_PRODUCTS.gondola);
  await openSellSynced(page, env);
  await page.getByTestId('language-select').selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await addGoods(page, 4000);
  await page.getByTestId('add-tickets-tab').click();
  await page.getByTestId(`product-${DEMO_PRODUCTS.gondola}`).click();
  await expect(page.getByTestId('calendar')).toBeVisible();
  await check(1);
  await page.locator('[data-testid^="slot-"]:enabled').first().click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await page.getByTestId(`qty-plus-${adult}`).click();
  await typeCustomer(page, { first: 'Lena', last: 'Schritt', email: 'lena@example' });
  await page.getByTestId('customer-email').scrollIntoViewIfNeeded();
  await check(2);
  // A refused customer: the message shows, nothing typed is lost, the basket stays in view.
  await page.getByTestId('add-tickets-line').click();
  await expect(page.getByTestId('customer-problem')).toBeVisible();
  await expect(page.getByTestId('customer-firstName')).toHaveValue('Lena');
  await expect(page.getByTestId('customer-email')).toHaveValue('lena@example');
  await check(3);
  await page.getByTestId('customer-email').fill('lena@example.ch');
  await addTicketsLine(page);
  await check(4);
}

test.describe('1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  for (const lang of ['de', 'fr'] as const) {
    test(`${lang}: at every step of the ticket line the order's total and pay buttons stay in view`, async ({ page, env }) => {
      await walkSteps(page, env, lang, async (step) => {
        // Person categories in the UI language (the service sends their translations).
        if (lang === 'fr' && step === 2) {
          await expect(page.locator('main')).toContainText('Adultes');
          await expect(page.locator('main')).not.toContainText('Erwachsene');
        }
        if (step === 3) {
          const words = lang === 'de' ? 'Bitte eine gültige E-Mail-Adresse eingeben.' : 'Veuillez saisir une adresse e-mail valable.';
          await expect(page.getByTestId('customer-problem')).toHaveText(words);
        }
        await expectBasketInView(page);
        // Touch targets of the line's own buttons.
        if (step === 2 || step === 3) {
          const box = await page.getByTestId('add-tickets-line').boundingBox();
          expect(box!.height).toBeGreaterThanOrEqual(44);
        }
        if (lang === 'de') await expectNoSeriousAxe(page);
        await docScreenshot(page, `tickets-steps-${step}-${lang}-1024x768.png`);
      });
      await expect(page.getByTestId('basket').locator('[data-kind="tickets"]')).toContainText(
        lang === 'de' ? 'für Lena Schritt' : 'pour Lena Schritt',
      );
    });
  }
});

test.describe('1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });
  test('the ticket line and the basket stand side by side; the screen uses the width', async ({ page, env }) => {
    await walkSteps(page, env, 'de', async (step) => {
      await expectBasketInView(page);
      const panel = await page.getByTestId('add-tickets').boundingBox();
      const basket = await page.getByTestId('basket').boundingBox();
      expect(basket!.x, `step ${step}`).toBeGreaterThan(panel!.x + panel!.width - 1);
      await docScreenshot(page, `tickets-steps-${step}-de-1920x1080.png`);
    });
    const screen = await page.getByTestId('screen-basket').boundingBox();
    expect(screen!.width).toBeGreaterThan(1600);
  });
});
