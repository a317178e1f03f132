// The customer display between customers and at the counter's screen sizes: the thank-you goes
// back to the welcome after the set seconds (five here: a busy machine reads the thank-you first) and at once at "next customer", with nothing
// of the last customer left in the page; its figures never run over each other from 1024×768 to
// 1920×1080 in any of the four languages, and the thank-you fits the screen.
import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { addGoods, chf, loadVoucher, openBasket, openCustomerDisplay, payByCardAndFinish, payWithVoucher } from './basket-helpers';
import { typeAmount } from './helpers-cashier';
import { api, apiAsManager, setUpManager } from './manager-helpers';
import { addTicketsLine, expect, openTickets, test, typeCustomer } from './tickets-helpers';

/** Every text of the display's page, hidden ones too. */
const pageText = (display: Page) => display.evaluate(() => document.documentElement.textContent ?? '');

test('the thank-you goes back to the welcome after its seconds and at "next customer": nothing of the last customer stays', async ({
  page,
  env,
}) => {
  await setUpManager(page, env.terminal);
  await api(page, 'settings.update', { customerThanksSeconds: 5 }, await apiAsManager(page));
  await openTickets(page, env);
  await expect(page.getByTestId('status-sync')).not.toHaveAttribute('data-synced-at', '', { timeout: 30_000 });
  await openBasket(page, env.terminal);
  const display = await openCustomerDisplay(page, env.terminal);
  const shown = display.getByTestId('customer-display');
  await expect(shown).toHaveAttribute('data-state', 'welcome');
  await expect(display.getByTestId('customer-outlet')).toHaveText('Demo-Filiale');

  // Anna Muster's tickets, a load of her voucher and another voucher that pays part.
  await page.getByTestId('add-tickets-tab').click();
  await page.getByTestId(`product-${DEMO_PRODUCTS.spa}`).click();
  await page.locator('[data-testid^="slot-"]:enabled').nth(1).click();
  await page.locator('[data-testid^="qty-plus-"]').first().click();
  await typeCustomer(page, { first: 'Anna', last: 'Muster', email: 'anna.muster@example.ch' });
  await addTicketsLine(page);
  await loadVoucher(page, 'DEMOVALUE100', 2000);
  await payWithVoucher(page, 'DEMOTRAIN001');
  await expect(display.getByTestId('order-line')).toHaveCount(2);
  await payByCardAndFinish(page);

  // The thank-you shows her name, her masked codes and new balances ...
  await expect(shown).toHaveAttribute('data-state', 'finished');
  await expect(display.getByTestId('customer-balance')).toHaveCount(2);
  const thanks = await pageText(display);
  for (const seen of ['Anna Muster', 'E100', 'N001', '122.00']) expect(thanks).toContain(seen);
  expect(thanks).not.toContain('DEMOVALUE100');

  // ... for its seconds, then the welcome with none of it, though the cashier has not moved.
  await expect(shown).toHaveAttribute('data-state', 'welcome', { timeout: 15_000 });
  await expect(display.getByTestId('customer-outlet')).toHaveText('Demo-Filiale');
  const after = await pageText(display);
  for (const gone of ['Anna', 'Muster', 'E100', 'N001', '122.00', 'Vielen Dank']) expect(after, gone).not.toContain(gone);
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');

  // A reload of the display during the welcome brings nothing of her back.
  await display.reload();
  await expect(shown).toHaveAttribute('data-state', 'welcome');
  expect(await pageText(display)).not.toContain('Muster');

  // "Next customer" takes the thank-you back at once (long before its seconds are over).
  await api(page, 'settings.update', { customerThanksSeconds: 120 }, await apiAsManager(page));
  await page.getByTestId('next-order').click();
  await addGoods(page, 1500);
  await expect(display.getByTestId('order-total')).toHaveText(chf('15.00'));
  await payByCardAndFinish(page);
  await expect(shown).toHaveAttribute('data-state', 'finished');
  await page.getByTestId('next-order').click();
  // At once: its thank-you would last two minutes (a few seconds allowed for a busy machine).
  await expect(shown).toHaveAttribute('data-state', 'welcome', { timeout: 5000 });
  expect(await pageText(display)).not.toContain('15.00');
  // The next customer's first line shows at once, as before.
  await addGoods(page, 700);
  await expect(display.getByTestId('order-total')).toHaveText(chf('7.00'));
});

const sizes = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/**
 * The display's figures as the text they draw (a range's box: text that runs out of its element
 * counts where it is drawn): labels and amounts of the total, rest, change, tenders and lines.
 */
async function figureBoxes(display: Page) {
  return display.evaluate(() => {
    const selectors = [
      '.order-total dt',
      '[data-testid="order-total"]',
      '.order-figures dt',
      '.order-figures dd',
      '[data-testid="customer-change"] > *',
      '.order-tender .line-text',
      '[data-testid="tender-amount"]',
    ];
    const box = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { x: r.left, y: r.top, right: r.right, bottom: r.bottom };
    };
    const figures = selectors.flatMap((s) =>
      [...document.querySelectorAll(s)].map((el) => ({ name: `${s} "${el.textContent ?? ''}"`, ...box(el) })),
    );
    // Each line: its words and its amount.
    const lines = [...document.querySelectorAll('[data-testid="order-line"]')].map((li) => [
      { name: `line "${li.textContent ?? ''}"`, ...box(li.querySelector('.line-text') ?? li) },
      { name: 'line amount', ...box(li.querySelector('[data-testid="line-amount"]') ?? li) },
    ]);
    const doc = document.documentElement;
    return { figures, lines, scrolls: doc.scrollHeight > innerHeight || doc.scrollWidth > innerWidth };
  });
}

type Box = { name: string; x: number; y: number; right: number; bottom: number };
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.x, b.x) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.y, b.y) > 1;

/** At each size: no figure runs over another or out of the screen, and the page never scrolls. */
async function expectFiguresApart(display: Page, lang: string, state: string): Promise<void> {
  for (const size of sizes) {
    await display.setViewportSize(size);
    const where = `${lang} ${state} ${size.width}×${size.height}`;
    const { figures, lines, scrolls } = await figureBoxes(display);
    expect(figures.length, where).toBeGreaterThanOrEqual(4);
    expect(scrolls, `${where}: the page scrolls`).toBe(false);
    for (const f of figures) {
      expect(f.x >= 0 && f.right <= size.width + 1 && f.bottom <= size.height + 1, `${where}: ${f.name} out of the screen`).toBe(true);
    }
    for (const [i, a] of figures.entries())
      for (const b of figures.slice(i + 1)) expect(overlap(a, b), `${where}: ${a.name} over ${b.name}`).toBe(false);
    for (const [text, amount] of lines) expect(overlap(text!, amount!), `${where}: ${text!.name}`).toBe(false);
    if (state === 'thanks') {
      const thanks = await display.getByTestId('customer-thanks').boundingBox();
      expect(thanks && thanks.y + thanks.height <= size.height, `${where}: the thank-you runs past the bottom`).toBe(true);
    }
  }
}

const headings = { de: 'Vielen Dank!', fr: 'Merci !', it: 'Grazie!', en: 'Thank you!' } as const;

for (const lang of ['de', 'fr', 'it', 'en'] as const) {
  test(`the figures never run over each other at 1024×768, 1280×800 and 1920×1080 (${lang})`, async ({ page, terminal }) => {
    await setUpManager(page, terminal);
    // The thank-you stays while all three sizes are looked at.
    await api(page, 'settings.update', { customerThanksSeconds: 120 }, await apiAsManager(page));
    await openBasket(page, terminal);
    const display = await openCustomerDisplay(page, terminal);
    await expect(display.getByTestId('customer-welcome')).toBeVisible();
    if (process.env.E2E_SHOT) await display.screenshot({ path: `${process.env.E2E_SHOT}/welcome-${lang}.png` });
    // Long amounts: a five-figure sale and a load, paid by a cash note of six figures.
    await addGoods(page, 9876540);
    await loadVoucher(page, 'DEMOVALUE100', 2000);
    await page.getByTestId('customer-language').selectOption(lang);
    await expect(display.getByTestId('customer-display')).toHaveAttribute('data-lang', lang);
    await expect(display.getByTestId('order-total')).toHaveAttribute('data-cents', '9878540');
    await expectFiguresApart(display, lang, 'open');

    await page.getByTestId('pay-cash').click();
    await typeAmount(page, 'cash-given', 10000000);
    await page.getByTestId('cash-take').click();
    await expect(display.getByTestId('order-change')).toHaveAttribute('data-cents', '121460');
    await expectFiguresApart(display, lang, 'change');

    await page.getByTestId('finish-order').click();
    await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
    await expect(display.getByRole('heading', { level: 1 })).toHaveText(headings[lang]);
    await expect(display.getByTestId('customer-change')).toBeVisible();
    await expectFiguresApart(display, lang, 'thanks');
    if (process.env.E2E_SHOT) {
      await display.setViewportSize({ width: 1024, height: 768 });
      await display.screenshot({ path: `${process.env.E2E_SHOT}/thanks-${lang}-1024x768.png` });
    }
  });
}
