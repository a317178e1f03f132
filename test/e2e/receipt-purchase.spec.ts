// One receipt per sale (issue 12): CHF 150 paid by two vouchers and CHF 50 cash prints exactly one
// receipt with both codes, both new balances, the cash line and a drawer pulse; its copy is the
// same document apart from the copy line.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen, scan, typeAmount } from './helpers-cashier';
import { api, apiAsManager, setUpManager } from './manager-helpers';

interface Printed {
  available: boolean;
  receipts: Array<{ lines: string[]; qr: string[]; pulses: number }>;
}
const printed = (page: Page) => api<Printed>(page, 'print.printed', { limit: 50 });

test('two vouchers and cash: one receipt with both codes, the cash line and a drawer pulse; the copy is identical', async ({
  page,
  terminal,
}) => {
  await setUpManager(page, terminal);
  const manager = await apiAsManager(page);
  // Copies follow the masking setting: with full codes the copy is the same document.
  await api(page, 'settings.update', { codeMasking: 'full' }, manager);
  await api(page, 'payment.updateSettings', { drawer: { pin: '2', onMs: 100, offMs: 200 } }, manager);
  const before = (await printed(page)).receipts.length;

  await openScreen(page, terminal, 'pay');
  await typeAmount(page, 'total', 15000);
  await page.getByTestId('total-input').press('Enter');
  await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'open');
  await scan(page, 'DEMOTRAIN001');
  await expect(page.getByTestId('purchase-line')).toHaveCount(1);
  await scan(page, 'DEMOTRAIN002');
  await expect(page.getByTestId('purchase-line')).toHaveCount(2);
  await expect(page.getByTestId('remaining')).toHaveText(/CHF\s50\.00/);
  await page.getByTestId('payment-cash').check();
  await page.getByTestId('finish').click();
  await expect(page.getByTestId('purchase-done')).toBeVisible();
  await expect(page.getByTestId('receipt')).toHaveCount(1);

  await expect.poll(async () => (await printed(page)).receipts.length).toBe(before + 1);
  const receipt = (await printed(page)).receipts.at(-1);
  if (!receipt) throw new Error('no receipt');
  const text = receipt.lines.join('\n');
  expect(text).toContain('DEMO-TRAI-N001');
  expect(text).toContain('DEMO-TRAI-N002');
  expect(receipt.lines.filter((l) => /^Neues Guthaben\s+CHF 0\.00$/.test(l))).toHaveLength(2);
  expect(receipt.lines.some((l) => /^Bar\s+CHF 50\.00$/.test(l))).toBe(true);
  expect(receipt.lines.some((l) => /^Einkauf total\s+CHF 150\.00$/.test(l))).toBe(true);
  expect(receipt.pulses).toBe(1);
  // Nothing else was printed for this sale (no slip per voucher).
  expect((await printed(page)).receipts).toHaveLength(before + 1);

  // The copy: the same lines, plus the copy line; no drawer pulse.
  const jobs = await api<{ jobs: Array<{ id: number; kind: string }> }>(page, 'print.jobs', { limit: 5 }, manager);
  const job = jobs.jobs.find((j) => j.kind === 'purchase');
  if (!job) throw new Error('no purchase job');
  await api(page, 'print.reprint', { ref: { jobId: job.id } }, manager);
  await expect.poll(async () => (await printed(page)).receipts.length).toBe(before + 2);
  const copy = (await printed(page)).receipts.at(-1);
  if (!copy) throw new Error('no copy');
  expect(copy.lines.filter((l) => !l.includes('KOPIE'))).toEqual(receipt.lines);
  expect(copy.lines.filter((l) => l.includes('KOPIE'))).toHaveLength(1);
  expect(copy.pulses).toBe(0);
});
