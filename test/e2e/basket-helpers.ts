// Steps of the basket specs: add lines the way a cashier does, pay, and read what the customer
// display and the test printer show.
import { expect, type Page } from '@playwright/test';
import type { RunningSandbox } from '../../electron/sandbox';
import { enterCode, typeAmount } from './helpers-cashier';
import { api, MANAGER_PIN } from './manager-helpers';
import { pageInvoke } from './page-api';
import { activateStep } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';
import { openTerminal, type Terminal } from './fixtures';

/** `CHF 12.50` as the screen writes it (a narrow or normal space after the currency). */
export const chf = (amount: string) => new RegExp(`CHF\\s${amount.replace('.', '\\.')}`);

export async function openBasket(page: Page, terminal: Terminal): Promise<void> {
  await page.goto(`${terminal.url}#/basket`);
  await expect(page.getByTestId('screen-basket')).toBeVisible();
  await expect(page.getByTestId('add-goods-tab')).toBeVisible();
}

/** The customer display as a second page of the same browser. */
export async function openCustomerDisplay(page: Page, terminal: Terminal): Promise<Page> {
  // A window of its own, as on a second screen: a second tab would hide the cashier's page, whose
  // animation frames then stop (each click waited about 2 s for the element to be "stable").
  const url = new URL('customer', terminal.url).toString();
  const [display] = await Promise.all([page.waitForEvent('popup'), page.evaluate((u) => void window.open(u, '_blank', 'popup'), url)]);
  await expect(display.getByTestId('customer-display')).toBeVisible();
  return display;
}

export async function addGoods(page: Page, cents: number): Promise<void> {
  const lines = await page.getByTestId('basket').getByTestId('order-line').count();
  await page.getByTestId('add-goods-tab').click();
  await typeAmount(page, 'goods', cents);
  await page.getByTestId('add-goods-line').click();
  await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(lines + 1);
}

/** Types a voucher code in the basket's voucher panel (as a cashier who types it). */
export async function voucher(page: Page, code: string): Promise<void> {
  await page.getByTestId('add-voucher-tab').click();
  await enterCode(page, code);
}

export async function payWithVoucher(page: Page, code: string): Promise<void> {
  const tenders = await page.getByTestId('basket').getByTestId('order-tender').count();
  await voucher(page, code);
  await page.getByTestId('ask-pay').click();
  await expect(page.getByTestId('basket').getByTestId('order-tender')).toHaveCount(tenders + 1);
}

export async function loadVoucher(page: Page, code: string, cents: number): Promise<void> {
  const lines = await page.getByTestId('basket').getByTestId('order-line').count();
  await voucher(page, code);
  await page.getByTestId('ask-load').click();
  await typeAmount(page, 'load-amount', cents);
  await page.getByTestId('add-voucher-line').click();
  await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(lines + 1);
}

interface Printed {
  receipts: Array<{ lines: string[] }>;
}
/** The receipts the test printer holds. */
export async function printedReceipts(page: Page): Promise<string[][]> {
  const r = await api<Printed>(page, 'print.printed', { limit: 50 });
  return r.receipts.map((x) => x.lines);
}

/** Pays what is left by card and finishes the order. */
export async function payByCardAndFinish(page: Page): Promise<void> {
  await page.getByTestId('pay-card').click();
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
}

/** From a finished order: the next customer, then the earlier orders to refund from (newest first). */
export async function openRecentOrders(page: Page): Promise<void> {
  await page.getByTestId('next-order').click();
  await page.getByTestId('add-recent-tab').click();
  await expect(page.getByTestId('recent-order').first()).toBeVisible();
}

/** Refunds the whole newest earlier order (every line undone through the journal). */
export async function refundNewestOrder(page: Page): Promise<void> {
  await openRecentOrders(page);
  const recent = page.getByTestId('recent-order').first();
  await recent.getByTestId('refund-order').click();
  await recent.getByTestId('refund-order-yes').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
}

/**
 * A promo line on a live terminal whose service commits the redemption and drops the answer: the
 * finish stops at the promo line, being checked, and the journal gets a step that needs a decision.
 */
export async function promoNeedingDecision(page: Page, terminal: Terminal, service: RunningSandbox): Promise<void> {
  service.faults.add({ method: 'POST', path: '/v1/promo_codes/*/redeem.json', dropAfterCommit: true, times: 1 });
  await openTerminal(page, terminal, '/promo');
  await addGoods(page, 5000);
  await page.getByTestId('add-promo-tab').click();
  await enterCode(page, 'FAMILIE5');
  const promo = page.getByTestId('basket').locator('[data-testid="order-line"][data-kind="promo"]');
  await expect(promo).toHaveCount(1);
  await page.getByTestId('pay-card').click();
  await page.getByTestId('finish-order').click();
  await expect(promo).toHaveAttribute('data-state', 'checking', { timeout: 30_000 });
}

/** The receipts of sales printed so far. */
export async function saleReceipts(page: Page): Promise<string[][]> {
  return (await printedReceipts(page)).filter((r) => r.includes('Verkauf'));
}

/**
 * Meanwhile another cashier (the manager, on a client of their own: an order of their own) sells
 * stock voucher `code`; waits for that sale's receipt, the first.
 */
export async function stockSoldElsewhere(page: Page, code: string): Promise<void> {
  const other = throwing((m, i) => pageInvoke(page, m, i, 'e2e-other'));
  await other('auth.setup', { name: 'Chefin', pin: MANAGER_PIN });
  expect((await activateStep(other, code)).state).toBe('succeeded');
  await expect.poll(async () => (await saleReceipts(page)).length).toBe(1);
}
