// An answer lost on the way back: the step is "being verified" in one sentence, then resolved in
// place by the reconciler, without a retry button.
import { startSandbox } from '../../electron/sandbox';
import { expect, openTerminal, test } from './fixtures';
import { goLive, openScreen, scan, typeAmount } from './helpers-cashier';

test('a redemption whose answer was lost resolves in place to done', async ({ page, terminal }) => {
  const service = await startSandbox({ dbFile: ':memory:' });
  try {
    await openTerminal(page, terminal);
    await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
    service.faults.add({ method: 'POST', path: '/v1/vouchers/*/redeem.json', dropAfterCommit: true, times: 1 });

    await openScreen(page, terminal, 'pay');
    await typeAmount(page, 'total', 2500);
    await page.getByTestId('total-input').press('Enter');
    await expect(page.getByTestId('code-input')).toBeFocused();
    await scan(page, 'DEMOTRAIN010');
    // While it is being checked: not shown as paid, and finishing waits, saying for what.
    await expect(page.getByTestId('purchase-line').first()).toHaveAttribute('data-state', 'uncertain');
    await expect(page.getByTestId('paid')).toHaveText(/CHF\s0\.00/);
    await expect(page.getByTestId('finish-waiting')).toHaveText('Es wird geprüft, ob CHF 25.00 abgebucht wurde…');
    await expect(page.getByTestId('finish')).toBeDisabled();
    await expect(page.getByText('Geprüft: Der Vorgang ist durchgegangen.')).toBeVisible({ timeout: 30_000 });
    const line = page.getByTestId('purchase-line').first();
    await expect(line).toHaveAttribute('data-state', 'succeeded', { timeout: 30_000 });
    await expect(page.getByTestId('remaining')).toHaveText(/CHF\s0\.00/);
    await expect(page.getByTestId('paid')).toHaveText(/CHF\s25\.00/);
    await expect(page.getByTestId('finish')).toBeEnabled();
    await expect(page.getByRole('button', { name: /wiederholen|erneut|retry/i })).toHaveCount(0);
  } finally {
    await service.close();
  }
});
