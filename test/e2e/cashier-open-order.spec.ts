// An open order is never lost (issue 16, now the basket): an order with a voucher payment comes back
// with its line and tender after leaving the basket, a reload and a restart of the terminal on the
// same data; the status bar's basket marker leads back to it; cancelling it gives the voucher its
// amount back. A purchase left open before the basket (the old pay screen's) is listed in the
// journal and under the closing's open items, and cancelled there. A code typed with dots pays.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addGoods, chf, openBasket, payWithVoucher } from './basket-helpers';
import { expect, startTerminal, stopTerminal, test } from './fixtures';
import { balanceOf, expectNoSeriousAxe, invoke, openScreen } from './helpers-cashier';
import { setUpManager } from './manager-helpers';

const money = (s: string) => new RegExp(`^${chf(s).source}$`);

/** The basket shows the kept order as it was: its line, its voucher, nothing left to pay. */
async function expectOrderBack(page: Page, code: string): Promise<void> {
  await expect(page.getByTestId('screen-basket')).toBeVisible();
  const basket = page.getByTestId('basket');
  await expect(basket.getByTestId('order-line')).toHaveCount(1);
  await expect(basket.getByTestId('order-tender')).toHaveCount(1);
  await expect(basket.getByTestId('order-tender')).toContainText(code);
  await expect(basket.getByTestId('order-total')).toHaveText(money('20.00'));
  await expect(basket.getByTestId('order-rest')).toHaveText(money('0.00'));
  await expect(page.getByTestId('finish-order')).toBeVisible();
  await expect(page.getByTestId('cancel-order')).toBeVisible();
}

/** A purchase of the old pay screen, CHF 20.00 taken from the voucher and left open. */
async function legacyPurchase(page: Page, code: string): Promise<void> {
  const started = await invoke(page, 'purchase.start', { totalCents: 2000 });
  const id = (started.value as { id: string }).id;
  expect((await invoke(page, 'purchase.addVoucher', { purchaseId: id, code })).ok).toBe(true);
}

test('a kept order comes back after leaving, a reload and a restart; cancelling restores the voucher', async ({ page }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-e2e-open-'));
  let terminal = await startTerminal(dataDir);
  try {
    await openBasket(page, terminal);
    await addGoods(page, 2000);
    await payWithVoucher(page, 'DEMOTRAIN001');

    // Leaving the basket keeps the order (no question: it lives in the core); the marker leads back.
    await page.getByTestId('back').click();
    await expect(page.getByTestId('tile-pay')).toBeVisible();
    await expect(page.getByTestId('basket-marker')).toHaveText(/Warenkorb: 1 Position, noch CHF\s0\.00/);
    await expectNoSeriousAxe(page);
    await page.getByTestId('basket-marker').click();
    await expectOrderBack(page, 'DEMO-TRAI-N001');

    // The pay tile opens the same basket.
    await page.getByTestId('back').click();
    await page.getByTestId('tile-pay').click();
    await expectOrderBack(page, 'DEMO-TRAI-N001');

    // A reload.
    await page.reload();
    await expect(page.locator('[data-app-state="ready"]')).toBeVisible();
    await expectOrderBack(page, 'DEMO-TRAI-N001');

    // A restart of the terminal process on the same data directory; the marker leads back.
    await stopTerminal(terminal);
    terminal = await startTerminal(dataDir);
    await openScreen(page, terminal, 'check');
    await page.getByTestId('basket-marker').click();
    await expectOrderBack(page, 'DEMO-TRAI-N001');

    // Cancelling gives the voucher its amount back at the service; the marker is gone.
    await page.getByTestId('cancel-order').click();
    await page.getByTestId('cancel-order-yes').click();
    await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'cancelled');
    expect(await balanceOf(page, terminal, 'DEMOTRAIN001')).toMatch(money('50.00'));
    await expect(page.getByTestId('basket-marker')).toHaveCount(0);
  } finally {
    await stopTerminal(terminal);
  }
});

test('a purchase left open before the basket is listed in the journal and the closing; the cashier or a manager cancels it', async ({
  page,
  terminal,
}) => {
  await openScreen(page, terminal, 'check');
  await legacyPurchase(page, 'DEMOTRAIN002');
  await legacyPurchase(page, 'DEMOTRAIN003');
  await page.getByTestId('back').click();
  await expect(page.getByTestId('home-open-purchase')).toHaveText('2 offene Einkäufe, CHF 40.00 abgebucht');
  // The marker leads to the journal, which lists them first.
  await page.getByTestId('home-open-purchase').click();
  await expect(page.getByTestId('journal-open-purchases').getByTestId('open-purchase')).toHaveCount(2);
  await expect(page.getByTestId('open-purchase-age').first()).toHaveText('seit 0 Min. offen');
  await expectNoSeriousAxe(page);
  await page.getByTestId('cancel-purchase').first().click();
  await page.getByTestId('cancel-purchase-yes').click();
  await expect(page.getByTestId('journal-open-purchases').getByTestId('open-purchase')).toHaveCount(1);

  await setUpManager(page, terminal);
  await page.goto(`${terminal.url}#/manager/closing`);
  const list = page.getByTestId('closing-open-purchase-list');
  await expect(list.getByTestId('open-purchase')).toHaveCount(1);
  await expect(list.getByTestId('open-purchase')).toHaveAttribute('data-paid-cents', '2000');
  await expect(page.getByTestId('closing-print')).toBeDisabled();
  await page.getByTestId('closing-cancel-purchase').click();
  await page.getByTestId('closing-cancel-purchase-yes').click();
  await expect(page.getByTestId('closing-open-purchases')).toHaveCount(0);
  await expect(page.getByTestId('closing-print')).toBeEnabled();
  expect(await balanceOf(page, terminal, 'DEMOTRAIN002')).toMatch(money('50.00'));
  expect(await balanceOf(page, terminal, 'DEMOTRAIN003')).toMatch(money('50.00'));
});

test('a code typed with dots on the on-screen keyboard pays', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  await addGoods(page, 1000);
  await page.getByTestId('add-voucher-tab').click();
  await page.getByTestId('code-osk-toggle').click();
  const osk = page.getByTestId('osk');
  for (const ch of 'DEMO.TRAI.N003') await osk.locator(`[data-key="${ch}"]`).click();
  await osk.getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('ask-pay').click();
  const tender = page.getByTestId('basket').getByTestId('order-tender');
  await expect(tender).toHaveCount(1);
  await expect(tender).toContainText('DEMO-TRAI-N003');
  await expect(tender.getByTestId('tender-amount')).toHaveText(money('10.00'));
});
