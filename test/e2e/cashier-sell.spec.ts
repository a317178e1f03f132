// Selling vouchers as codes in the basket (the sell tile opens it at the codes panel): price rules
// before anything is added, package vouchers sold with their codes and QR codes on slips, the order
// refunded; sold-out and unavailable types; N codes of one type limited by the contingent.
import type { Page } from '@playwright/test';
import { chf, payByCardAndFinish, refundNewestOrder } from './basket-helpers';
import { expect, openTerminal, test, type Terminal } from './fixtures';
import { expectNoSeriousAxe, typeAmount } from './helpers-cashier';
import { api } from './manager-helpers';

const codesLines = (page: Page) => page.getByTestId('basket').locator('[data-testid="order-line"][data-kind="codes"]');
const item = (page: Page, id: string) => page.locator(`[data-testid="catalog-item"][data-id="${id}"]`);

async function openSell(page: Page, terminal: Terminal): Promise<void> {
  await openTerminal(page, terminal, '/sell');
  await expect(page.getByTestId('add-codes-tab')).toHaveAttribute('aria-pressed', 'true');
  await expect(item(page, 'vt-spa')).toBeVisible();
}

interface Printed {
  receipts: Array<{ lines: string[]; qr: string[] }>;
}

test('a value voucher priced out of range is refused before it is added', async ({ page, terminal }) => {
  await openSell(page, terminal);
  await item(page, 'vt-value').click();
  await typeAmount(page, 'sell-amount', 1000);
  await page.getByTestId('sell-amount-input').press('Enter');
  await expect(page.getByTestId('input-message')).toContainText('zwischen');
  await expect(codesLines(page)).toHaveCount(0);
  await typeAmount(page, 'sell-amount', 400000);
  await page.getByTestId('add-line').click();
  await expect(page.getByTestId('input-message')).toContainText('zwischen');
  await expect(codesLines(page)).toHaveCount(0);
  await typeAmount(page, 'sell-amount', 5000);
  await page.getByTestId('add-line').click();
  await expect(codesLines(page)).toHaveCount(1);
  await expect(page.getByTestId('basket').getByTestId('order-total')).toHaveText(chf('50.00'));
  await expectNoSeriousAxe(page);
});

test('package vouchers are sold: each code printed on its slip with a QR code; the order refunded', async ({ page, terminal }) => {
  await openSell(page, terminal);
  await item(page, 'vt-spa').click();
  await page.getByTestId('add-line').click();
  await item(page, 'vt-ski').click();
  await page.getByTestId('add-line').click();
  await expect(codesLines(page)).toHaveCount(2);
  // The order line names the product.
  await expect(codesLines(page).first().getByTestId('line-text')).toHaveText('Spa-Tag für zwei als Code');
  // vt-ski has variants (from its single shape): the pre-selected adult one, CHF 69.00.
  await expect(page.getByTestId('basket').getByTestId('order-total')).toHaveText(chf('258.00'));
  const before = (await api<Printed>(page, 'print.printed', { limit: 50 })).receipts.length;
  await payByCardAndFinish(page);
  // The receipt and a slip per code, printed one after another: wait for both slips.
  const printedSlips = async () =>
    (await api<Printed>(page, 'print.printed', { limit: 50 })).receipts.slice(before).filter((r) => r.qr.length > 0);
  await expect.poll(async () => (await printedSlips()).length).toBe(2);
  const slips = await printedSlips();
  for (const slip of slips) {
    const code = slip.qr[0] ?? '';
    expect(code).toMatch(/^[A-Z0-9]{12}$/);
    expect(slip.lines.join('\n')).toContain(`${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`);
  }
  expect(slips.some((s) => s.lines.some((l) => /CHF 189\.00/.test(l)))).toBe(true);
  // Besides the slips (they are the vouchers), exactly one receipt: the order's, naming the products.
  await expect.poll(async () => (await api<Printed>(page, 'print.printed', { limit: 50 })).receipts.length - before).toBe(3);
  const receipts = (await api<Printed>(page, 'print.printed', { limit: 50 })).receipts.slice(before).filter((r) => r.qr.length === 0);
  expect(receipts).toHaveLength(1);
  expect(receipts[0]?.lines.join('\n')).toMatch(/^Spa-Tag für zwei +CHF 189\.00$/m);
  await refundNewestOrder(page);
  await expect(page.getByTestId('basket').getByTestId('order-total')).toHaveText(chf('-258.00'));
});

test('sold-out and unavailable types are marked and cannot be picked; tiles without an image show name and price', async ({
  page,
  terminal,
}) => {
  await openSell(page, terminal);
  const soldOut = item(page, 'vt-soldout');
  await expect(soldOut).toHaveAttribute('data-state', 'sold-out');
  await expect(soldOut.getByTestId('sold-out')).toHaveText('Ausverkauft');
  await expect(soldOut).toBeDisabled();
  const other = item(page, 'vt-other'); // not orderable through the API
  await expect(other).toHaveAttribute('data-state', 'unavailable');
  await expect(other).toBeDisabled();
  await expect(item(page, 'vt-fondue').getByTestId('left')).toHaveText('Noch 5 erhältlich');
  await expect(page.locator('.img-none')).toHaveCount(0);
  await expectNoSeriousAxe(page);
});

test('N codes of one type are N lines of the order, limited by the contingent', async ({ page, terminal }) => {
  await openSell(page, terminal);
  for (let n = 1; n <= 5; n++) {
    await item(page, 'vt-fondue').click();
    await page.getByTestId('add-line').click();
    await expect(page.getByTestId('basket').locator('[data-testid="order-line"]')).toHaveCount(n);
  }
  await item(page, 'vt-fondue').click();
  await page.getByTestId('add-line').click();
  await expect(page.getByTestId('input-message')).toHaveText('Von dieser Gutscheinart sind nur noch 5 erhältlich.');
  await expect(codesLines(page)).toHaveCount(5);
});
