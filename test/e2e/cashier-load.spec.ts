// Loading a voucher in the basket (the load tile opens it at the voucher): free credit and the new
// balance, the load refunded from the earlier orders, a voucher that cannot be loaded, a merchant
// on the legacy procedure.
import { chf, payByCardAndFinish, refundNewestOrder } from './basket-helpers';
import { expect, openTerminal, test } from './fixtures';
import { balanceOf, enterCode, expectNoSeriousAxe, trainingDb, typeAmount } from './helpers-cashier';
import type { Page } from '@playwright/test';
import type { Terminal } from './fixtures';

/** The load tile's route: the basket with the voucher panel, a typed code going straight to its amount. */
async function loadFromTile(page: Page, terminal: Terminal, code: string, cents: number): Promise<void> {
  await openTerminal(page, terminal, '/load');
  await expect(page.getByTestId('screen-basket')).toBeVisible();
  await expect(page.getByTestId('add-voucher-tab')).toHaveAttribute('aria-pressed', 'true');
  await enterCode(page, code);
  await typeAmount(page, 'load-amount', cents);
  await page.getByTestId('load-amount-input').press('Enter');
  await expect(page.getByTestId('basket').locator('[data-testid="order-line"][data-kind="load"]')).toHaveCount(1);
}

test('a load shows the free credit and the new balance, and is refunded from the earlier orders', async ({ page, terminal }) => {
  await loadFromTile(page, terminal, 'DEMOTRAIN006', 2000);
  const line = page.getByTestId('basket').getByTestId('order-line');
  await expect(page.getByTestId('basket').getByTestId('order-total')).toHaveText(chf('20.00'));
  await payByCardAndFinish(page);
  // The service's free credit, known once the load is done: shown, never charged.
  await expect(line).toContainText(/plus CHF\s2\.00 Gratisguthaben/);
  await expect(page.getByTestId('basket').getByTestId('order-total')).toHaveText(chf('20.00'));
  await expect(line.getByTestId('line-balance')).toContainText(chf('72.00'));
  await expectNoSeriousAxe(page);
  await refundNewestOrder(page);
  await expect(page.getByTestId('basket').getByTestId('order-total')).toHaveText(chf('-20.00'));
  expect(await balanceOf(page, terminal, 'DEMOTRAIN006')).toMatch(chf('50.00'));
});

test('a voucher that cannot be loaded offers no amount entry', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/load');
  await enterCode(page, 'DEMOMAXBAL01');
  await expect(page.getByTestId('input-message').or(page.getByTestId('voucher-ask'))).toBeVisible();
  await expect(page.getByTestId('ask-load')).toHaveCount(0);
  await expect(page.getByTestId('load-amount-input')).toHaveCount(0);
});

test('a merchant on the legacy procedure: load without token, refunded with the amount form', async ({ page, terminal }) => {
  trainingDb(terminal, (db) => db.prepare("update merchants set charging_procedure = 'legacy' where id = 'm-demo'").run());
  await loadFromTile(page, terminal, 'DEMOTRAIN007', 1500);
  const line = page.getByTestId('basket').getByTestId('order-line');
  await expect(line).not.toContainText('Gratisguthaben');
  await payByCardAndFinish(page);
  await expect(line.getByTestId('line-balance')).toContainText(chf('65.00'));
  await refundNewestOrder(page);
  expect(await balanceOf(page, terminal, 'DEMOTRAIN007')).toMatch(chf('50.00'));
});
