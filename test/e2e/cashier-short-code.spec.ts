// Mobile short codes: the standing demo short code of the built-in service pays part of
// an order in the basket; the screen shows it beside the real code, and the journal and the receipt
// carry the 12-character code (formatted in groups), never the short code.
import path from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_SHORT_CODES } from '../../electron/sandbox/short-codes';
import { addGoods, chf, payByCardAndFinish, printedReceipts } from './basket-helpers';
import { expect, openTerminal, test, type Terminal } from './fixtures';
import { openScreen, scan } from './helpers-cashier';

/** Receipts print codes in full (the default masks all but the last four). */
function printFullCodes(terminal: Terminal): void {
  const db = new Database(path.join(terminal.dataDir, 'terminal.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `insert into settings (key, value, updated_at) values ('receipt.codeMasking', '"full"', ?)
       on conflict(key) do update set value = excluded.value`,
    ).run(new Date().toISOString());
  } finally {
    db.close();
  }
}

test('a short code pays part of an order; journal and receipt carry the real code', async ({ page, terminal }) => {
  const [shortCode, realCode] = Object.entries(DEMO_SHORT_CODES)[0] ?? ['', ''];
  expect(realCode).toBe('DEMOTRAIN010');
  printFullCodes(terminal);
  await openTerminal(page, terminal, '/pay');
  await addGoods(page, 8000);
  const before = (await printedReceipts(page)).length;

  await scan(page, shortCode);
  const tender = page.getByTestId('basket').getByTestId('order-tender');
  await expect(tender).toHaveCount(1);
  await expect(tender).toContainText('DEMO-TRAI-N010');
  await expect(page.getByTestId('typed-code')).toHaveText(`Kurzcode ${shortCode} ist Gutschein DEMO-TRAI-N010`);
  await expect(page.getByTestId('basket').getByTestId('order-rest')).toHaveText(chf('30.00'));

  await payByCardAndFinish(page);
  await expect.poll(async () => (await printedReceipts(page)).length).toBe(before + 1);
  const receipt = (await printedReceipts(page)).at(-1)?.join('\n') ?? '';
  expect(receipt).toContain('DEMO-TRAI-N010');
  expect(receipt).not.toContain(shortCode);
  // The next customer starts clean: the last customer's short-code sentence is gone.
  await page.getByTestId('next-order').click();
  await expect(page.getByTestId('typed-code')).toHaveCount(0);

  await openScreen(page, terminal, 'journal');
  const row = page.locator(`[data-testid="journal-row"][data-kind="redeem"][data-code="${realCode}"]`);
  await expect(row).toHaveCount(1);
  await expect(page.locator(`[data-testid="journal-row"][data-code="${shortCode}"]`)).toHaveCount(0);
});
