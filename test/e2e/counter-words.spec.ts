// Every word in the UI language: in French and Italian, an unknown code, a used-up voucher, a
// sold-out type and a cancelled ticket at the door show sentences in the UI language only; the
// service's own text appears only on its marked secondary line. Screenshots at both sizes.
import type { Page } from '@playwright/test';
import { coreMessages } from '../../electron/core/contract/core-messages';
import { expect, openTerminal, test } from './fixtures';
import { expectNoSeriousAxe, openScreen, scan } from './helpers-cashier';
import { docScreenshot } from './doc-screenshots';

const sizes = [
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
];

/** English words of the core's own messages (words of four letters or more). */
const englishWords = [
  ...new Set(
    Object.values(coreMessages)
      .flatMap((m) => m.en.replace(/\{\w+\}/g, ' ').split(/[^A-Za-z]+/))
      .filter((w) => w.length >= 4)
      .map((w) => w.toLowerCase()),
  ),
  // 'type' and 'mode' are French too ("type de bon", "mode formation").
].filter((w) => !['service', 'code', 'promo', 'ticket', 'journal', 'manager', 'token', 'type', 'mode'].includes(w));

/** The visible text of the page without the marked service lines. */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('.service-text, script, style, option').forEach((n) => n.remove());
    return clone.innerText;
  });
}

async function expectUiLanguageOnly(page: Page, lang: string): Promise<void> {
  const text = await screenText(page);
  expect(text.match(/\b[a-z]+_[a-z_]+\b/g) ?? [], `raw codes (${lang})`).toEqual([]);
  const words = text.toLowerCase().split(/[^a-zà-ÿ]+/);
  expect(
    englishWords.filter((w) => words.includes(w)),
    `English words (${lang})`,
  ).toEqual([]);
}

async function shoot(page: Page, name: string, lang: string): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await docScreenshot(page, `counter-${name}-${lang}-${size.width}x${size.height}.png`);
  }
  await page.setViewportSize(sizes[0]!);
}

for (const lang of ['fr', 'it'] as const) {
  test(`${lang}: refusals in the UI language, the service text only on its marked line`, async ({ page, terminal }) => {
    await page.setViewportSize(sizes[0]!);
    await openScreen(page, terminal, 'check');
    await page.getByTestId('language-select').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // An unknown code: the German service sentence is re-said in the UI language.
    await scan(page, 'ZZZZZZZZZZZZ');
    await expect(page.getByTestId('error-message')).toHaveText(
      lang === 'fr' ? 'Le code de bon ZZZZZZZZZZZZ est inconnu.' : 'Il codice buono ZZZZZZZZZZZZ è sconosciuto.',
    );
    await expect(page.getByTestId('error-service')).toContainText('Der Gutscheincode ZZZZZZZZZZZZ ist unbekannt.');
    await expect(page.getByTestId('error-service')).toContainText('(DE)');
    await expectUiLanguageOnly(page, lang);
    await expectNoSeriousAxe(page);
    await shoot(page, 'check-unknown', lang);

    // A used-up voucher.
    await scan(page, 'DEMOEMPTY000');
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-verdict', 'no');
    await expect(page.getByTestId('verdict-reason')).toHaveText(
      lang === 'fr' ? 'Le bon est entièrement utilisé.' : 'Il buono è stato interamente riscattato.',
    );
    await expect(page.getByTestId('verdict-service')).toContainText('Der Gutschein ist vollständig eingelöst.');
    await expectUiLanguageOnly(page, lang);
    await expectNoSeriousAxe(page);
    await shoot(page, 'check-used-up', lang);

    // A sold-out voucher type: marked in the UI language on its tile in the basket's codes panel
    // (the sell tile's way in), which cannot be picked.
    await openTerminal(page, terminal, '/sell');
    await expect(page.getByTestId('add-codes')).toBeVisible();
    const soldOut = page.locator('[data-testid="catalog-item"][data-id="vt-soldout"]');
    await expect(soldOut).toHaveAttribute('data-state', 'sold-out');
    await expect(soldOut).toBeDisabled();
    await expect(soldOut.getByTestId('sold-out')).toHaveText(lang === 'fr' ? 'Épuisé' : 'Esaurito');
    await expectUiLanguageOnly(page, lang);
    await expectNoSeriousAxe(page);
    await shoot(page, 'sell-sold-out', lang);

    // A cancelled ticket at the door.
    await openScreen(page, terminal, 'tickets');
    await page.getByTestId('mode-checkin').check();
    await page.getByTestId('ticket-input').fill('7396275123839697219');
    await page.getByTestId('ticket-input').press('Enter');
    await expect(page.getByTestId('scan-headline')).toHaveText(
      lang === 'fr' ? "Ce billet a été annulé et n'est pas valable." : 'Questo biglietto è stato annullato e non è valido.',
    );
    await expect(page.getByTestId('scan-service')).toContainText('(EN)');
    await expectUiLanguageOnly(page, lang);
    await expectNoSeriousAxe(page);
    await shoot(page, 'door-cancelled', lang);
  });
}
