// Paying with vouchers in the basket (the pay tile opens it at the goods, a scanned voucher pays):
// two vouchers and the rest in cash on one receipt with a drawer pulse (its copy the same
// document), a voucher above what is left pays only the rest, the same voucher twice, a used-up
// voucher, cancelling the order gives every voucher back, a scan into the amount field, an expired
// voucher paid only once accepted.
import type { Page } from '@playwright/test';
import { addGoods, chf, openBasket } from './basket-helpers';
import { expect, openTerminal, test } from './fixtures';
import { balanceOf, expectNoSeriousAxe, scan, typeAmount } from './helpers-cashier';
import { api, apiAsManager, setUpManager } from './manager-helpers';

const money = (s: string) => new RegExp(`^${chf(s).source}$`);
const tenders = (page: Page) => page.getByTestId('basket').getByTestId('order-tender');
const rest = (page: Page) => page.getByTestId('basket').getByTestId('order-rest');

/** The pay tile's way: the basket at the goods, the goods typed, then vouchers scanned. */
async function startPaying(page: Page, cents: number): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}${new URL(page.url()).pathname}#/pay`);
  await expect(page.getByTestId('add-goods-tab')).toHaveAttribute('aria-pressed', 'true');
  await addGoods(page, cents);
}

async function scanVoucher(page: Page, code: string, count: number): Promise<void> {
  await scan(page, code);
  await expect(tenders(page)).toHaveCount(count);
}

interface Printed {
  receipts: Array<{ lines: string[]; pulses: number }>;
}
const printed = async (page: Page) => (await api<Printed>(page, 'print.printed', { limit: 50 })).receipts;

test('two vouchers and the rest in cash: one receipt with both codes masked, the cash line and a drawer pulse; the copy is identical', async ({
  page,
  terminal,
}) => {
  await setUpManager(page, terminal);
  await api(page, 'payment.updateSettings', { drawer: { pin: '2', onMs: 100, offMs: 200 } }, await apiAsManager(page));
  const before = (await printed(page)).length;
  await openTerminal(page, terminal, '/');
  await startPaying(page, 15000);
  await scanVoucher(page, 'DEMOTRAIN001', 1);
  await expect(rest(page)).toHaveText(money('100.00'));
  await scanVoucher(page, 'demo-trai-n002', 2);
  const second = tenders(page).nth(1);
  await expect(second.getByTestId('tender-amount')).toHaveText(chf('50.00'));
  await expect(second.getByTestId('tender-balance')).toContainText(chf('0.00'));
  await expect(rest(page)).toHaveText(money('50.00'));
  await expectNoSeriousAxe(page);
  await page.getByTestId('pay-cash').click();
  await page.getByTestId('cash-exact').click();
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');

  await expect.poll(async () => (await printed(page)).length).toBe(before + 1);
  const receipt = (await printed(page)).at(-1)!;
  // Both vouchers on the one receipt, masked as the default masking setting says.
  const text = receipt.lines.join('\n');
  expect(text).toContain('****-****-N001');
  expect(text).toContain('****-****-N002');
  expect(text).not.toContain('DEMO-TRAI');
  expect(receipt.lines.filter((l) => /^ {2}Neues Guthaben\s+CHF 0\.00$/.test(l))).toHaveLength(2);
  expect(receipt.lines.some((l) => /^Bar erhalten\s+CHF 50\.00$/.test(l))).toBe(true);
  expect(receipt.lines.some((l) => /^Total\s+CHF 150\.00$/.test(l))).toBe(true);
  expect(receipt.pulses).toBe(1);

  // The copy: the same lines, plus the copy line; no drawer pulse.
  await page.getByTestId('reprint').click();
  await expect.poll(async () => (await printed(page)).length).toBe(before + 2);
  const copy = (await printed(page)).at(-1)!;
  expect(copy.lines.filter((l) => !l.includes('KOPIE'))).toEqual(receipt.lines);
  expect(copy.lines.filter((l) => l.includes('KOPIE'))).toHaveLength(1);
  expect(copy.pulses).toBe(0);
});

test('a voucher worth more than the rest pays only what is still to pay', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  await startPaying(page, 3000);
  await scanVoucher(page, 'DEMOVALUE100', 1);
  await expect(tenders(page).first().getByTestId('tender-amount')).toHaveText(chf('30.00'));
  await expect(tenders(page).first().getByTestId('tender-balance')).toContainText(chf('70.00'));
  await expect(rest(page)).toHaveText(money('0.00'));
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  expect(await balanceOf(page, terminal, 'DEMOVALUE100')).toMatch(money('70.00'));
});

test('the same voucher cannot pay one order twice; a used-up voucher is refused with the service reason', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  await startPaying(page, 20000);
  await scanVoucher(page, 'DEMOTRAIN003', 1);
  // Its balance went to this order: scanned again it can only be loaded, not pay a second time.
  await scan(page, 'DEMO-TRAI-N003');
  await expect(page.getByTestId('voucher-ask')).toBeVisible();
  await expect(page.getByTestId('ask-pay')).toHaveCount(0);
  await expect(page.getByTestId('input-message')).toContainText('Nicht einlösbar');
  await expect(tenders(page)).toHaveCount(1);
  await expect(rest(page)).toHaveText(money('150.00'));
  await scan(page, 'DEMOEMPTY000');
  await expect(page.getByTestId('input-message')).toHaveText(/^Nicht einlösbar: .+/);
  await expect(page.getByTestId('input-message')).toContainText(/aufgebraucht|Guthaben|eingelöst/);
  await expect(tenders(page)).toHaveCount(1);
});

test('cancelling the order gives every voucher its amount back', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  await startPaying(page, 8000);
  await scanVoucher(page, 'DEMOTRAIN004', 1);
  await scanVoucher(page, 'DEMOTRAIN005', 2);
  await expect(rest(page)).toHaveText(money('0.00'));
  await page.getByTestId('cancel-order').click();
  await page.getByTestId('cancel-order-yes').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'cancelled');
  expect(await balanceOf(page, terminal, 'DEMOTRAIN004')).toMatch(money('50.00'));
  expect(await balanceOf(page, terminal, 'DEMOTRAIN005')).toMatch(money('50.00'));
});

test('a voucher scanned into the amount field does not become an amount', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/pay');
  await typeAmount(page, 'goods', 4500);
  await scan(page, 'DEMOTRAIN001');
  await expect(page.getByTestId('input-message')).toContainText('gescannter Code');
  await expect(page.getByTestId('goods-input')).toHaveAttribute('data-cents', '4500');
  await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(0);
  await page.getByTestId('goods-input').press('Enter');
  await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(1);
  await expect(rest(page)).toHaveText(money('45.00'));
});

test('an expired voucher is warned about and paid only when the cashier accepts it', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  await startPaying(page, 1000);
  await scan(page, 'DEMOEXPIRED1');
  await expect(page.getByTestId('expired-warning')).toContainText('DEMO-EXPI-RED1');
  await expect(tenders(page)).toHaveCount(0);
  await expect(page.getByTestId('accept-expired')).toBeFocused();
  await page.getByTestId('reject-expired').click();
  await expect(page.getByTestId('expired-warning')).toHaveCount(0);
  await expect(tenders(page)).toHaveCount(0);
  await scan(page, 'DEMOEXPIRED1');
  await page.getByTestId('accept-expired').click();
  await expect(tenders(page)).toHaveCount(1);
  await expect(rest(page)).toHaveText(money('0.00'));
});
