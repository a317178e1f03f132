// Mobile short codes (issue 11.3): the standing demo short code of the built-in service pays part of
// a purchase; the screen shows it beside the real code, and the journal and the receipt carry the
// 12-character code (formatted in groups), never the short code.
import path from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_SHORT_CODES } from '../../electron/sandbox/short-codes';
import { expect, test, type Terminal } from './fixtures';
import { openScreen, scan, typeAmount } from './helpers-cashier';

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

test('a short code pays part of a purchase; journal and receipt carry the real code', async ({ page, terminal }) => {
  const [shortCode, realCode] = Object.entries(DEMO_SHORT_CODES)[0] ?? ['', ''];
  expect(realCode).toBe('DEMOTRAIN010');
  printFullCodes(terminal);
  await openScreen(page, terminal, 'pay');
  await typeAmount(page, 'total', 8000);
  await page.getByTestId('total-input').press('Enter');
  await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'open');

  await scan(page, shortCode);
  await expect(page.getByTestId('purchase-line')).toHaveCount(1);
  await expect(page.getByTestId('purchase-line').first()).toHaveAttribute('data-state', 'succeeded');
  await expect(page.getByTestId('typed-code')).toHaveText(`Kurzcode ${shortCode} ist Gutschein DEMO-TRAI-N010`);
  await expect(page.getByTestId('remaining')).toHaveText(/30\.00$/);

  await page.getByTestId('finish').click();
  await expect(page.getByTestId('purchase-done')).toBeVisible();
  const receipt = page.getByTestId('receipt').first();
  await expect(receipt).toContainText('DEMO-TRAI-N010');
  await expect(receipt).not.toContainText(shortCode);
  // The next purchase starts clean: the last customer's short-code sentence is gone.
  await page.getByTestId('new-purchase').click();
  await typeAmount(page, 'total', 1000);
  await page.getByTestId('total-input').press('Enter');
  await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('typed-code')).toHaveCount(0);

  await openScreen(page, terminal, 'journal');
  const row = page.locator(`[data-testid="journal-row"][data-kind="redeem"][data-code="${realCode}"]`);
  await expect(row).toHaveCount(1);
  await expect(page.locator(`[data-testid="journal-row"][data-code="${shortCode}"]`)).toHaveCount(0);
});
