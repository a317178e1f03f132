// An open purchase is never lost (issue 16): leaving the pay screen asks first; a purchase kept open
// comes back with its line and rest by the back button, a reload and a restart of the terminal on
// the same data; the home screen and the status bar show it; the journal and the day closing list
// it; cancelling it gives the voucher its amount back. A code typed with dots on the keyboard pays.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, startTerminal, stopTerminal, test, type Terminal } from './fixtures';
import { balanceOf, expectNoSeriousAxe, openScreen, scan, typeAmount } from './helpers-cashier';
import { setUpManager } from './manager-helpers';

const money = (s: string) => new RegExp(`^CHF\\s${s.replace('.', '\\.')}$`);

/** Pay with voucher: total CHF 20.00, one voucher scanned, CHF 20.00 taken. */
async function payTwentyWith(page: Page, terminal: Terminal, code: string): Promise<void> {
  await openScreen(page, terminal, 'pay');
  await typeAmount(page, 'total', 2000);
  await page.getByTestId('total-input').press('Enter');
  await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'open');
  await scan(page, code);
  await expect(page.getByTestId('purchase-line')).toHaveCount(1);
  await expect(page.getByTestId('paid')).toHaveText(money('20.00'));
}

/** The pay screen shows the kept purchase as it was: its line, its rest and both buttons. */
async function expectPurchaseBack(page: Page, code: string): Promise<void> {
  await expect(page.getByTestId('screen-pay')).toBeVisible();
  await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('purchase-line')).toHaveCount(1);
  await expect(page.getByTestId('purchase-line').first()).toHaveAttribute('data-code', code);
  await expect(page.getByTestId('purchase-line').first()).toHaveAttribute('data-state', 'succeeded');
  await expect(page.getByTestId('total')).toHaveText(money('20.00'));
  await expect(page.getByTestId('paid')).toHaveText(money('20.00'));
  await expect(page.getByTestId('remaining')).toHaveText(money('0.00'));
  await expect(page.getByTestId('finish')).toBeVisible();
  await expect(page.getByTestId('cancel-purchase')).toBeVisible();
}

test('a kept purchase comes back by the back button, a reload and a restart; cancelling restores the voucher', async ({ page }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-e2e-open-'));
  let terminal = await startTerminal(dataDir);
  try {
    await payTwentyWith(page, terminal, 'DEMOTRAIN001');

    // The back button asks first; "keep it open" leaves a marker on the home screen and in the status bar.
    await page.getByTestId('back').click();
    await expect(page.getByTestId('leave-guard')).toBeVisible();
    await expect(page.getByTestId('leave-summary')).toContainText('CHF 20.00');
    await expectNoSeriousAxe(page);
    await page.getByTestId('leave-keep').click();
    await expect(page.getByTestId('tile-pay')).toBeVisible();
    await expect(page.getByTestId('home-open-purchase')).toHaveText('1 offener Einkauf, CHF 20.00 abgebucht');
    await expect(page.getByTestId('status-open-purchase')).toHaveText('1 offener Einkauf, CHF 20.00 abgebucht');
    await expectNoSeriousAxe(page);
    // The pay tile leads to the basket now; the kept purchase is on the pay screen it was made on.
    await page.evaluate(() => {
      window.location.hash = '#/pay';
    });
    await expectPurchaseBack(page, 'DEMOTRAIN001');

    // Escape asks too; "back to the purchase" stays.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('leave-guard')).toBeVisible();
    await page.getByTestId('leave-stay').click();
    await expect(page.getByTestId('leave-guard')).toHaveCount(0);
    await expectPurchaseBack(page, 'DEMOTRAIN001');

    // The browser's back (a history navigation, not a link) asks too.
    await page.goBack();
    await expect(page.getByTestId('leave-guard')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('leave-guard')).toHaveCount(0);
    await expectPurchaseBack(page, 'DEMOTRAIN001');

    // A reload.
    await page.reload();
    await expect(page.locator('[data-app-state="ready"]')).toBeVisible();
    await expectPurchaseBack(page, 'DEMOTRAIN001');

    // A restart of the terminal process on the same data directory; the marker leads back.
    await stopTerminal(terminal);
    terminal = await startTerminal(dataDir);
    await openScreen(page, terminal, 'check');
    await page.getByTestId('status-open-purchase').click();
    await expectPurchaseBack(page, 'DEMOTRAIN001');

    // Cancelling gives the voucher its amount back at the service; the marker is gone.
    await page.getByTestId('cancel-purchase').click();
    await page.getByTestId('cancel-purchase-yes').click();
    await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'cancelled');
    expect(await balanceOf(page, terminal, 'DEMOTRAIN001')).toMatch(money('50.00'));
    await expect(page.getByTestId('status-open-purchase')).toHaveCount(0);
  } finally {
    await stopTerminal(terminal);
  }
});

test('a kept purchase is listed first in the journal and under the closing open items; a manager cancels it', async ({
  page,
  terminal,
}) => {
  await payTwentyWith(page, terminal, 'DEMOTRAIN002');
  await page.getByTestId('back').click();
  await page.getByTestId('leave-keep').click();
  await expect(page.getByTestId('home-open-purchase')).toBeVisible();

  await page.getByTestId('tile-journal').click();
  await expect(page.getByTestId('journal-open-purchases').getByTestId('open-purchase')).toHaveCount(1);
  await expect(page.getByTestId('open-purchase-age')).toHaveText('seit 0 Min. offen');

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
});

test('a code typed with dots on the on-screen keyboard pays', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'pay');
  await typeAmount(page, 'total', 1000);
  await page.getByTestId('total-input').press('Enter');
  await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'open');
  await page.getByTestId('code-osk-toggle').click();
  const osk = page.getByTestId('osk');
  for (const ch of 'DEMO.TRAI.N003') await osk.locator(`[data-key="${ch}"]`).click();
  await osk.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('purchase-line')).toHaveCount(1);
  await expect(page.getByTestId('purchase-line').first()).toHaveAttribute('data-code', 'DEMOTRAIN003');
  await expect(page.getByTestId('paid')).toHaveText(money('10.00'));
});
