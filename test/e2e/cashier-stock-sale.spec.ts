// Several stock vouchers as one sale (issue 12): fixed, free and fixed, paid by card; one receipt
// for the sale (no slip per voucher); cancelling the sale deactivates all three.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterCode, invoke, openScreen, typeAmount } from './helpers-cashier';

interface Printed {
  receipts: Array<{ lines: string[]; pulses: number }>;
}
const printedCount = async (page: Page) => ((await invoke(page, 'print.printed', { limit: 100 })).value as Printed).receipts.length;

async function add(page: Page, code: string, freeCents?: number): Promise<void> {
  await enterCode(page, code);
  await expect(page.getByTestId('depot-status')).toHaveAttribute('data-can', 'yes');
  if (freeCents !== undefined) await typeAmount(page, 'depot-amount', freeCents);
  await page.getByTestId('add-to-sale').click();
  await expect(page.getByTestId('depot-status')).toHaveCount(0);
}

test('three stock vouchers sold as one sale by card: one receipt; cancel restores all three', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'activate');
  await add(page, 'DEMODEPOTFIX');
  await add(page, 'DEMODEPOTFRE', 3000);
  // The same voucher twice is refused at once.
  await enterCode(page, 'DEMO-DEPO-TFIX');
  await page.getByTestId('add-to-sale').click();
  await expect(page.getByTestId('input-message')).toHaveText('Dieser Gutschein ist schon im Verkauf.');
  await add(page, 'DEMODEPOTBON');
  await expect(page.getByTestId('stock-sale-item')).toHaveCount(3);
  await expect(page.getByTestId('stock-sale-total')).toHaveText(/CHF\s180\.00/);
  const before = await printedCount(page);
  await page.getByTestId('payment-card').check();
  await page.getByTestId('stock-sale-confirm').click();
  await expect(page.getByTestId('stock-sale-done')).toContainText('CHF 180.00');
  await expect(page.getByTestId('receipt')).toHaveCount(1);

  await expect.poll(() => printedCount(page)).toBe(before + 1);
  const receipt = ((await invoke(page, 'print.printed', { limit: 100 })).value as Printed).receipts.at(-1)!;
  const text = receipt.lines.join('\n');
  expect(text).toMatch(/Total +CHF 180\.00/);
  expect(text).toMatch(/Zahlungsart +Karte/);
  expect(receipt.lines.filter((l) => /\*{4}-\*{4}-/.test(l))).toHaveLength(3);
  expect(receipt.pulses).toBe(0);

  await page.getByTestId('stock-sale-cancel').click();
  await expect(page.getByTestId('stock-sale-cancelled')).toBeVisible();
  for (const code of ['DEMODEPOTFIX', 'DEMODEPOTFRE', 'DEMODEPOTBON']) {
    const s = (await invoke(page, 'depot.status', { code })).value as { canBeActivated: boolean };
    expect(s.canBeActivated, code).toBe(true);
  }
  await expect.poll(() => printedCount(page)).toBe(before + 2);
});
