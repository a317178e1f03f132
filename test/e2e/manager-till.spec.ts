// Closing the till with its Z. Counted 10.00 short: the difference is shown, printed (read
// back from the test printer) and audited; a load right after the close opens the next session and
// shows in its X; the closed Z prints again as the same document apart from the copy line. In
// Italian at 1024×768 the drawer, card and difference are in view without scrolling, no German
// method name shows, and the day report's CSV has translated states and a code column.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { typeAmount } from './helpers-cashier';
import { api, apiAsManager, downloadText, openManagerScreen, setUpManager } from './manager-helpers';
import { pageInvoke } from './page-api';
import { stepByOrder, stepEntry } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';

interface Printed {
  receipts: Array<{ lines: string[] }>;
}
const printed = async (page: Page) => (await api<Printed>(page, 'print.printed', { limit: 50 })).receipts;
/** The printed receipts of one Z (its first print and its copies), oldest first. */
const printedZ = async (page: Page, title: string) =>
  (await printed(page)).filter((r) => r.lines.some((l) => l.includes(title))).map((r) => r.lines);

/** Loads `cents` onto `code` as a sale of the till's helper client: a load line paid by `paymentMethodId`, finished. */
async function load(page: Page, code: string, cents: number, paymentMethodId: string): Promise<void> {
  const till = throwing((m, i) => pageInvoke(page, m, i, 'e2e-till'));
  stepEntry(await stepByOrder(till, { kind: 'load', code, amountCents: cents }, paymentMethodId));
}

/** Counts the drawer, shows the Z as it would be, confirms; answers the closed session's number. */
async function closeTill(page: Page, countedCents: number, notes?: { valueCents: number; count: number }): Promise<number> {
  await page.getByTestId('till-start-close').click();
  if (notes) {
    // Counted per note: the total is their sum.
    await page.getByTestId('till-count-pieces').click();
    await page.getByTestId(`till-count-piece-${notes.valueCents}`).fill(String(notes.count));
    await expect(page.getByTestId('till-count-sum')).toHaveText(/CHF\s10\.00/);
  } else await typeAmount(page, 'till-count-amount', countedCents);
  await page.getByTestId('till-check').click();
  await expect(page.getByTestId('till-preview')).toBeVisible();
  await page.getByTestId('till-confirm').click();
  const z = page.getByTestId('till-z');
  await expect(z).toBeVisible();
  return Number(await z.getAttribute('data-number'));
}

test('counted 10.00 short: shown, printed and audited; the next load opens session 2; the Z reprints the same', async ({
  page,
  terminal,
}) => {
  await setUpManager(page, terminal);
  await load(page, 'DEMOTRAIN002', 2000, 'cash');

  await openManagerScreen(page, terminal, 'till');
  await expect(page.getByTestId('till-x-report').getByTestId('till-expected')).toHaveText(/CHF\s20\.00/);
  const number = await closeTill(page, 1000);
  const difference = page.getByTestId('till-z').getByTestId('till-difference');
  await expect(difference).toHaveAttribute('data-cents', '-1000');
  await expect(difference).toContainText(/-10\.00/);

  // Printed: the Z from the test printer, with the difference.
  const title = `Z-Bericht ${number}`;
  await expect.poll(async () => (await printedZ(page, title)).length).toBe(1);
  const [z] = await printedZ(page, title);
  if (!z) throw new Error('no Z printed');
  expect(z.some((l) => /^Differenz\s+CHF -10\.00$/.test(l))).toBe(true);
  expect(z.some((l) => /^Gezählt\s+CHF 10\.00$/.test(l))).toBe(true);

  // Audited: who closed it.
  await openManagerScreen(page, terminal, 'audit');
  await expect(page.getByTestId('audit-table').locator('tr[data-action="session.close"]')).toContainText('Chefin');

  // A load right after the close opens the next session and is in its X.
  await load(page, 'DEMOTRAIN002', 500, 'cash');
  await openManagerScreen(page, terminal, 'till');
  const x = page.getByTestId('till-x-report');
  await expect(x).toHaveAttribute('data-number', String(number + 1));
  await expect(x.getByTestId('till-expected')).toHaveText(/CHF\s5\.00/);
  await expect(x.locator('tr[data-group="loads"] td').nth(1)).toHaveText('1');
  // Its float, counted afterwards, adds to what the drawer should hold.
  await page.getByTestId('till-count-float').click();
  await typeAmount(page, 'till-float-amount', 500);
  await page.getByTestId('till-open').click();
  await expect(x.getByTestId('till-expected')).toHaveText(/CHF\s10\.00/);

  // The closed Z again: the same document apart from the copy line.
  await page.getByTestId(`till-reprint-${number}`).click();
  await expect(page.getByTestId('till-sessions-note')).toBeVisible();
  await expect.poll(async () => (await printedZ(page, title)).length).toBe(2);
  const copy = (await printedZ(page, title))[1]!;
  expect(copy.filter((l) => l.includes('KOPIE'))).toHaveLength(1);
  expect(copy.filter((l) => !l.includes('KOPIE'))).toEqual(z);
});

test.describe('at 1024×768 in Italian', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('drawer, card and difference in view without scrolling; no German method names; CSV words and codes', async ({ page, terminal }) => {
    await setUpManager(page, terminal);
    await api(page, 'settings.update', { uiLanguage: 'it', receiptLanguage: 'it' }, await apiAsManager(page));
    await load(page, 'DEMOTRAIN002', 2000, 'cash');
    await load(page, 'DEMOTRAIN003', 3000, 'card');

    await openManagerScreen(page, terminal, 'till');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cassa e rapporto Z');
    const number = await closeTill(page, 1000, { valueCents: 1000, count: 1 });
    const z = page.getByTestId('till-z');
    await expect(z.getByTestId('till-rows').locator('tr[data-method="card"]')).toContainText(/Carta.*1.*CHF\s30\.00/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const id of ['till-drawer', 'till-terminals', 'till-difference']) {
      const box = await z.getByTestId(id).boundingBox();
      expect(box, id).not.toBeNull();
      expect(box!.y + box!.height, `${id} ends inside the window`).toBeLessThanOrEqual(768);
    }
    await page.screenshot({ path: test.info().outputPath('z-1024x768-it.png') });
    // With the details open too: no German word anywhere on the screen.
    await z.getByTestId('till-details').locator('summary').click();
    await expect(z.getByTestId('till-cashiers')).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Buoni accettati');
    expect(text).not.toMatch(/\b(Karte|Bar|Kassenschublade|Differenz|Gutscheine|Soll|Gezählt|Rückgeld|Rundung|Kassier|Sitzung|Bericht)\b/);

    const csv = await downloadText(page, 'till-day-csv');
    expect(csv.name).toMatch(/^day-report_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Sezione;Nome;Stato;Cassiere/a;Giorno;Numero;Importo;Chiave');
    expect(lines.some((l) => l.startsWith(`Rapporto Z;Rapporto Z ${number};chiusa;`) && l.endsWith(';session.closed.counted'))).toBe(true);
    expect(lines.some((l) => /^Metodi di pagamento;Carta;.*;method\.card\.card$/.test(l))).toBe(true);
    expect(csv.text).not.toMatch(/;(closed|cash|card|Karte|Bar);/);

    // The next session opened with a float counted per note.
    await page.getByTestId('till-next').click();
    await page.getByTestId('till-float-pieces').click();
    await page.getByTestId('till-float-piece-2000').fill('2');
    await page.getByTestId('till-open').click();
    const x = page.getByTestId('till-x-report');
    await expect(x).toHaveAttribute('data-number', String(number + 1));
    await expect(x.getByTestId('till-expected')).toHaveText(/CHF\s40\.00/);
  });
});
