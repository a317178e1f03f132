// An open order is never lost (now the basket): an order with a voucher payment comes back
// with its line and tender after leaving the basket, a reload and a restart of the terminal on the
// same data; the status bar's basket marker leads back to it; cancelling it gives the voucher its
// amount back. A code typed with dots pays. (A purchase left open before the basket becomes an open
// order when the database is migrated: test/unit/store/migrations/019-purchases-to-orders.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addGoods, chf, openBasket, payWithVoucher } from './basket-helpers';
import { defaultTimings, expect, freePort, spawnTerminal, stopTerminal, test } from './fixtures';
import { balanceOf, expectNoSeriousAxe, openScreen } from './helpers-cashier';

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

test('a kept order comes back after leaving, a reload and a restart; cancelling restores the voucher', async ({ page }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-e2e-open-'));
  const port = await freePort();
  let terminal = await spawnTerminal(dataDir, defaultTimings, port);
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

    // A restart of the terminal process on the same data directory, at the same address (a kiosk's
    // page stays open): the page finds the core started again and loads itself anew (the new start's
    // page token), with the kept order.
    await page.evaluate(() => Object.assign(globalThis, { beforeRestart: true }));
    await stopTerminal(terminal);
    terminal = await spawnTerminal(dataDir, defaultTimings, port);
    await expect.poll(() => page.evaluate(() => 'beforeRestart' in globalThis), { timeout: 15_000 }).toBe(false);
    await expectOrderBack(page, 'DEMO-TRAI-N001');
    // Elsewhere, the marker leads back.
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
