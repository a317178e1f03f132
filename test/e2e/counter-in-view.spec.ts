// The counter never hides what the cashier needs, at 1024×768 and 1920×1080, in every language:
// every line and tender of an order with its total and pay buttons (the visible line amounts add up
// to the total), a "n more lines" hint once the list scrolls, every key of the on-screen keyboard
// clickable (nothing lies over it), the ticket line's dates, and the till count's fields beside
// their labels. "In view": inside the window at its scroll position 0, and the element itself is
// what a tap at its centre hits.
import type { Locator, Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { addGoods, loadVoucher, openBasket, payWithVoucher } from './basket-helpers';
import { expect, openTerminal, test } from './fixtures';
import { invoke, openScreen } from './helpers-cashier';
import { api, apiAsManager, setUpManager } from './manager-helpers';
import { openSellSynced, test as ticketsTest } from './tickets-helpers';

const sizes = [
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const languages = ['de', 'fr', 'it', 'en'] as const;

/** Each element matched: wholly inside the window (not scrolled) and on top at its centre. */
async function expectInView(what: Locator, name: string): Promise<void> {
  await expect(what.first(), name).toBeVisible();
  const problems = await what.evaluateAll((els) =>
    els.flatMap((el, i) => {
      const r = el.getBoundingClientRect();
      const w = document.documentElement.clientWidth;
      const h = document.documentElement.clientHeight;
      if (window.scrollY !== 0) return [`#${i}: the page is scrolled`];
      if (r.top < 0 || r.left < 0 || r.bottom > h + 0.5 || r.right > w + 0.5)
        return [`#${i} cut off: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`];
      // Inside a list that scrolls: wholly in its visible part.
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (!/(auto|scroll|hidden)/.test(style.overflowY)) continue;
        const b = p.getBoundingClientRect();
        if (r.top < b.top - 1 || r.bottom > b.bottom + 1) return [`#${i} hidden in its scrolling list`];
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(el === hit || el.contains(hit))) return [`#${i} covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`];
      return [];
    }),
  );
  expect(problems, name).toEqual([]);
}

async function setLanguage(page: Page, lang: string): Promise<void> {
  await page.getByTestId('language-select').selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

for (const size of sizes) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('an order of 4 lines and 2 tenders wholly in view in every language; the keyboard’s keys clickable; a hint for more lines', async ({
      page,
      terminal,
    }) => {
      // The till opened first, as at the start of a day.
      await openScreen(page, terminal, 'check');
      expect((await invoke(page, 'session.open', { floatCents: 0 })).ok).toBe(true);
      await openBasket(page, terminal);
      await addGoods(page, 4000);
      await addGoods(page, 5000);
      await loadVoucher(page, 'DEMOVALUE100', 2000);
      await addGoods(page, 16000);
      await payWithVoucher(page, 'DEMOTRAIN001');
      await payWithVoucher(page, 'DEMOTRAIN002');
      const basket = page.getByTestId('basket');
      for (const lang of languages) {
        await setLanguage(page, lang);
        await page.getByTestId('add-voucher-tab').click();
        await expectInView(basket.getByTestId('order-line'), `${lang}: lines`);
        await expectInView(basket.getByTestId('order-tender'), `${lang}: tenders`);
        for (const id of ['order-total', 'order-rest', 'pay-cash', 'pay-card', 'customer-language', 'cancel-order', 'back'])
          await expectInView(page.getByTestId(id), `${lang}: ${id}`);
        await expect(page.getByTestId('more-lines')).toHaveCount(0);
        // What the cashier sees adds up: the visible lines' amounts are the total.
        const amounts = await basket.getByTestId('line-amount').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-cents'))));
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(Number(await page.getByTestId('order-total').getAttribute('data-cents')));
        expect(amounts).toHaveLength(4);
        // The on-screen keyboard: each key lies free, none under the basket.
        await page.getByTestId('code-osk-toggle').click();
        await expect(page.getByTestId('osk').locator('button')).toHaveCount(40);
        await expectInView(page.getByTestId('osk').locator('button'), `${lang}: keyboard keys`);
        await page.getByTestId('code-osk-toggle').click();
      }
      // More lines than room (at 1024×768): the list scrolls and says how many are out of view.
      for (const cents of [100, 200, 300, 400, 500]) await addGoods(page, cents);
      const lines = basket.getByTestId('order-line');
      await expect(lines).toHaveCount(9);
      if (size.width === 1024) {
        const hint = page.getByTestId('more-lines');
        await expectInView(hint, 'more-lines hint');
        const hidden = Number(await hint.getAttribute('data-count'));
        expect(hidden).toBeGreaterThan(0);
        // Each tap shows the next ones; at the end the hint takes the cashier back to the first line.
        for (let i = 0; i < 9 && (await hint.getAttribute('data-direction')) === 'down'; i++) {
          await hint.click();
          await page.waitForTimeout(400); // the smooth scroll
        }
        await expect(hint).toHaveAttribute('data-direction', 'up');
        await expect(() => expectInView(lines.last(), 'the last line, shown by the hint')).toPass();
        await hint.click();
        await expect(() => expectInView(lines.first(), 'the first line again')).toPass();
      }
      // Total and pay buttons in view whatever the number of lines.
      for (const id of ['order-total', 'order-rest', 'pay-card']) await expectInView(page.getByTestId(id), id);
    });

    test('the till count: each note’s field beside its label, nothing overlapping, all in view, in every language', async ({
      page,
      terminal,
    }) => {
      await openScreen(page, terminal, 'check');
      expect((await invoke(page, 'session.open', { floatCents: 0 })).ok).toBe(true);
      await openTerminal(page, terminal, '/till-close');
      await page.getByTestId('till-count-pieces').click();
      for (const lang of languages) {
        await setLanguage(page, lang);
        const overlaps = await page.locator('.till-piece').evaluateAll((pieces) => {
          const boxes = pieces.flatMap((p) => [...p.querySelectorAll('span, input')].map((e) => ({ e, r: e.getBoundingClientRect() })));
          const out: string[] = [];
          for (const a of boxes)
            for (const b of boxes) {
              if (a.e === b.e) continue;
              const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
              const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
              if (x > 0.5 && y > 0.5)
                out.push(`${a.e.textContent || a.e.getAttribute('data-testid')} / ${b.e.getAttribute('data-testid') ?? b.e.textContent}`);
            }
          return out;
        });
        expect(overlaps, `${lang}: overlapping labels and fields`).toEqual([]);
        await expectInView(page.locator('.till-piece input'), `${lang}: note fields`);
        await expectInView(page.getByTestId('till-confirm'), `${lang}: confirm`);
      }
    });
  });
}

for (const size of sizes) {
  ticketsTest.describe(`tickets ${size.width}×${size.height}`, () => {
    ticketsTest.use({ viewport: size });
    ticketsTest('the ticket line’s dates, quantities and customer fields in view in every language', async ({ page, env }) => {
      await openSellSynced(page, env);
      for (const lang of languages) {
        await setLanguage(page, lang);
        await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
        await expect(page.getByTestId('calendar')).toBeVisible();
        for (const id of ['tickets-product', 'other-product', 'range-from', 'range-to', 'range-show'])
          await expectInView(page.getByTestId(id), `${lang}: ${id}`);
        await expectInView(page.locator('[data-testid^="slot-"]:enabled').first(), `${lang}: the first slot`);
        // The slot chosen: its quantities and the customer's fields in view together.
        await page.locator('[data-testid^="slot-"]:enabled').nth(1).click();
        await page.locator('[data-testid^="qty-plus-"]').first().click();
        await expectInView(page.locator('[data-testid^="qty-plus-"]'), `${lang}: quantities`);
        for (const id of [
          'tickets-slot',
          'customer-with-email',
          'customer-firstName',
          'customer-lastName',
          'customer-email',
          'booking-language',
          'add-tickets-line',
        ])
          await expectInView(page.getByTestId(id), `${lang}: ${id}`);
        await page.getByTestId('other-slot').click();
        await page.getByTestId('other-product').click();
      }
    });
    ticketsTest('a walk-in ticket line keeps its add button in view in every language', async ({ page, env }) => {
      await setUpManager(page, env.terminal);
      await api(page, 'settings.update', { walkInEmail: 'gaeste@example.ch' }, await apiAsManager(page));
      await openSellSynced(page, env);
      for (const lang of languages) {
        await setLanguage(page, lang);
        await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
        await page.locator('[data-testid^="slot-"]:enabled').nth(1).click();
        await page.locator('[data-testid^="qty-plus-"]').first().click();
        for (const id of ['tickets-slot', 'add-tickets-line']) await expectInView(page.getByTestId(id), `${lang} walk-in: ${id}`);
        await page.getByTestId('other-slot').click();
        await page.getByTestId('other-product').click();
      }
    });
  });
}
