// The journal screen: today's steps with their state, reprint and undo from the journal.
import { payByCardAndFinish } from './basket-helpers';
import { expect, openTerminal, test } from './fixtures';
import { enterCode, expectNoSeriousAxe, openScreen, typeAmount } from './helpers-cashier';

test('a load appears in the journal, its slip is reprinted and the load cancelled from there', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/load');
  await enterCode(page, 'DEMOTRAIN008');
  await typeAmount(page, 'load-amount', 1000);
  await page.getByTestId('add-voucher-line').click();
  await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(1);
  await payByCardAndFinish(page);

  await openScreen(page, terminal, 'journal');
  const row = page.locator('[data-testid="journal-row"][data-kind="charge"][data-code="DEMOTRAIN008"]');
  await expect(row).toHaveAttribute('data-state', 'succeeded');
  await expect(row).toContainText('CHF 10.00');
  await expectNoSeriousAxe(page);
  await row.getByTestId('row-open').click();
  await row.getByTestId('reprint').click();
  await expect(row.getByRole('status')).toHaveText('An den Drucker geschickt.');
  await row.getByTestId('show-receipt').click();
  // A load slip is not the voucher itself: the code masked as the default masking setting says.
  await expect(row.getByTestId('receipt')).toContainText('****-****-N008');
  await expect(row.getByTestId('receipt')).not.toContainText('DEMO-TRAI');

  await row.getByTestId('undo').click();
  await row.getByTestId('undo-yes').click();
  const undo = page.locator('[data-testid="journal-row"][data-kind="cancel_charge"][data-code="DEMOTRAIN008"]');
  await expect(undo).toHaveAttribute('data-state', 'succeeded');
  await expect(row.getByTestId('undo')).toHaveCount(0);
});
