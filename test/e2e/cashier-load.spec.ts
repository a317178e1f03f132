// Load voucher (charge) against the built-in service: free credit, cancel a load, legacy merchant.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { balanceOf, enterCode, expectNoSeriousAxe, openScreen, trainingDb, typeAmount } from './helpers-cashier';

const money = (s: string) => new RegExp(`CHF\\s${s.replace('.', '\\.')}`);

async function load(page: Page, code: string, cents: number): Promise<void> {
  await enterCode(page, code);
  await expect(page.getByTestId('charge-status')).toHaveAttribute('data-can', 'yes');
  await typeAmount(page, 'load-amount', cents);
  await page.getByTestId('load-amount-input').press('Enter');
  await expect(page.getByTestId('load-done')).toBeVisible();
}

test('a load shows the free credit and the new balance, and can be cancelled', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'load');
  await load(page, 'DEMOTRAIN006', 2000);
  await expect(page.getByTestId('free-credit')).toContainText(money('2.00'));
  await expect(page.getByTestId('new-balance')).toHaveText(money('72.00'));
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.getByTestId('cancel-load').click();
  await page.getByTestId('cancel-load-yes').click();
  await expect(page.getByTestId('load-cancelled')).toContainText(money('50.00'));
  expect(await balanceOf(page, terminal, 'DEMOTRAIN006')).toMatch(money('50.00'));
});

test('a voucher that cannot be loaded shows the service reason and no amount entry', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'load');
  await enterCode(page, 'DEMOMAXBAL01');
  await expect(page.getByTestId('charge-status')).toHaveAttribute('data-can', 'no');
  await expect(page.getByTestId('refusal')).not.toBeEmpty();
  await expect(page.getByTestId('load-amount-input')).toHaveCount(0);
});

test('a merchant on the legacy procedure: load without token, cancelled with the amount form', async ({ page, terminal }) => {
  trainingDb(terminal, (db) => db.prepare("update merchants set charging_procedure = 'legacy' where id = 'm-demo'").run());
  await openScreen(page, terminal, 'load');
  await load(page, 'DEMOTRAIN007', 1500);
  await expect(page.getByTestId('new-balance')).toHaveText(money('65.00'));
  await expect(page.getByTestId('free-credit')).toHaveCount(0);
  await page.getByTestId('cancel-load').click();
  await page.getByTestId('cancel-load-yes').click();
  await expect(page.getByTestId('load-cancelled')).toContainText(money('50.00'));
});
