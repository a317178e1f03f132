// The hardware page: the printer's address, model and width are kept; a Star's test page goes to the
// training printer (which reads the bytes as a Star does) and comes back with every accent and €;
// the drawer test opens the drawer; the scanner test field tells a scanner's burst from typing.
import { expect, test } from './fixtures';
import { api, openManagerScreen, reloadAsManager, setUpManager } from './manager-helpers';
import { scan } from './helpers-cashier';

type Printed = { receipts: Array<{ lines: string[]; pulses: number; cut: boolean }> };

test('the printer: address, model and paper are kept; a Star test page prints every accent and € and is read back', async ({
  page,
  terminal,
}) => {
  await setUpManager(page, terminal);
  await page.getByTestId('manager-tile-hardware').click();
  await expect(page.getByTestId('manager-hardware')).toBeVisible();
  await expect(page.getByTestId('printer-model')).toHaveValue('epson');
  await expect(page.locator('#hardware-camera')).toBeVisible();

  await page.getByTestId('printer-kind').selectOption('network');
  await page.getByTestId('printer-host').fill('192.168.1.50');
  await page.getByTestId('printer-port').fill('9100');
  await page.getByTestId('printer-paper').selectOption('58');
  await page.getByTestId('printer-save').click();
  await expect(page.getByTestId('printer-saved')).toBeVisible();
  await reloadAsManager(page);
  await expect(page.getByTestId('printer-host')).toHaveValue('192.168.1.50');
  await expect(page.getByTestId('printer-paper')).toHaveValue('58');

  // A Star on the training printer: the test page is encoded with Star's number of PC858 (4).
  await page.getByTestId('printer-kind').selectOption('training');
  await page.getByTestId('printer-model').selectOption('star');
  await page.getByTestId('printer-paper').selectOption('80');
  await page.getByTestId('printer-test').click();
  await expect(page.getByTestId('printer-test-result')).toHaveText('Die Testseite wird gedruckt.');
  const shown = page.getByTestId('printer-test-printed');
  await expect(shown).toContainText('Star TSP/mC-Print (ESC/POS)');
  await expect(shown).toContainText('PC858 (ESC t 4)');
  await expect(shown).toContainText('de: ä ö ü Ä Ö Ü ß');
  await expect(shown).toContainText('Währungszeichen: € CHF Fr.');
  // Read back from the training printer itself, as every e2e reads printed receipts.
  const last = (await api<Printed>(page, 'print.printed', { limit: 1 })).receipts.at(-1)!;
  const text = last.lines.join(' ').replace(/\s+/g, ' ');
  expect(last.cut).toBe(true);
  expect(text).toContain('fr: é è ê ë à â ç î ï ô û ù oe « » ... É È Ê À Ç Ô');
  expect(text).toContain('it: à è é ì ò ù È');
  expect(text).toContain("CHF 1'234.56");
  expect(text).not.toMatch(/[\ufffd?]/);
  await reloadAsManager(page);
  await expect(page.getByTestId('printer-model')).toHaveValue('star');
});

test('the drawer test opens the drawer: the slip carries the kick', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'hardware');
  await expect(page.getByTestId('drawer-test')).toBeDisabled(); // no drawer set up yet
  await page.getByTestId('drawer-pin').selectOption('2');
  await page.getByTestId('drawer-test').click();
  await expect(page.getByTestId('drawer-result')).toHaveText('Die Schublade wird geöffnet.');
  await expect
    .poll(async () => (await api<Printed>(page, 'print.printed', { limit: 1 })).receipts.at(-1)?.pulses ?? 0, { timeout: 10_000 })
    .toBe(1);
});

test('the scanner test field shows each key and tells an Enter-terminated burst from typing', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'hardware');
  const field = page.getByTestId('scanner-test-field');
  await field.focus();
  // A scanner: every key within milliseconds, then Enter (sent at once, as a scanner does:
  // Playwright's keyboard.type waits for the page after each key, which a busy machine stretches).
  await scan(page, 'DEMO1234');
  const verdict = page.getByTestId('scanner-verdict');
  await expect(verdict).toHaveAttribute('data-enter', 'true');
  await expect(verdict).toHaveAttribute('data-burst', 'true');
  await expect(verdict).toContainText('8 Zeichen. Endet mit Enter.');
  await expect(field).toHaveValue('DEMO1234');
  const keys = page.getByTestId('scanner-keys').locator('li');
  await expect(keys).toHaveCount(9);
  await expect(keys.last()).toHaveAttribute('data-key', 'Enter');
  await expect(keys.last().locator('kbd')).toHaveText('⏎');

  // A person: the next run starts afresh, and typed slowly it is no scan.
  await page.keyboard.type('ABCD', { delay: 250 });
  await expect(verdict).toHaveAttribute('data-enter', 'false');
  await expect(verdict).toContainText('Noch kein Enter.');
  await page.keyboard.press('Enter');
  await expect(verdict).toHaveAttribute('data-enter', 'true');
  await expect(verdict).toHaveAttribute('data-burst', 'false');
  await expect(keys).toHaveCount(5);
});
