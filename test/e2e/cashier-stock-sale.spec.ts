// Several stock vouchers in one order: fixed, free and fixed, paid by card; one receipt
// for the order (no slip per voucher); refunding the order deactivates all three.
import type { Page } from '@playwright/test';
import { chf, payByCardAndFinish, refundNewestOrder } from './basket-helpers';
import { expect, openTerminal, test } from './fixtures';
import { enterCode, invoke, typeAmount } from './helpers-cashier';

interface Printed {
  receipts: Array<{ lines: string[]; pulses: number }>;
}
const printed = async (page: Page) => ((await invoke(page, 'print.printed', { limit: 100 })).value as Printed).receipts;
const stockLines = (page: Page) => page.getByTestId('basket').locator('[data-testid="order-line"][data-kind="stock"]');

async function add(page: Page, code: string, lines: number, freeCents?: number): Promise<void> {
  await enterCode(page, code);
  if (freeCents !== undefined) {
    await typeAmount(page, 'depot-amount', freeCents);
    await page.getByTestId('add-voucher-line').click();
  }
  await expect(stockLines(page)).toHaveCount(lines);
}

test('three stock vouchers in one order by card: one receipt; refunding it restores all three', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/activate');
  await add(page, 'DEMODEPOTFIX', 1);
  await add(page, 'DEMODEPOTFRE', 2, 3000);
  // The same voucher twice is refused at once.
  await enterCode(page, 'DEMO-DEPO-TFIX');
  await expect(page.getByTestId('error').or(page.getByTestId('input-message'))).toBeVisible();
  await expect(stockLines(page)).toHaveCount(2);
  await add(page, 'DEMODEPOTBON', 3);
  await expect(page.getByTestId('basket').getByTestId('order-total')).toHaveText(chf('180.00'));
  const before = (await printed(page)).length;
  await payByCardAndFinish(page);

  await expect.poll(async () => (await printed(page)).length).toBe(before + 1);
  const receipt = (await printed(page)).at(-1)!;
  const text = receipt.lines.join('\n');
  expect(text).toMatch(/Total +CHF 180\.00/);
  expect(text).toMatch(/Karte +CHF 180\.00/);
  expect(receipt.lines.filter((l) => /\*{4}-\*{4}-/.test(l))).toHaveLength(3);
  expect(receipt.pulses).toBe(0);

  await refundNewestOrder(page);
  for (const code of ['DEMODEPOTFIX', 'DEMODEPOTFRE', 'DEMODEPOTBON']) {
    const s = (await invoke(page, 'depot.status', { code })).value as { canBeActivated: boolean };
    expect(s.canBeActivated, code).toBe(true);
  }
  await expect.poll(async () => (await printed(page)).length).toBe(before + 2);
});
