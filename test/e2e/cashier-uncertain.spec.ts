// An answer lost on the way back: the step is "being verified" in one sentence, then resolved in
// place by the reconciler, without a retry button.
import { startSandbox } from '../../electron/sandbox';
import { expect, openTerminal, test } from './fixtures';
import { goLive, openScreen, scan, typeAmount } from './helpers-cashier';

test.use({ timings: { serviceTimeoutMs: 1500, reconcileSettleMs: 1000 } });

test('a redemption whose answer was lost resolves in place to done', async ({ page, terminal }) => {
  const service = await startSandbox({ dbFile: ':memory:' });
  try {
    await openTerminal(page, terminal);
    await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
    // The answer comes after the terminal gave up (1.5 s here): the step is uncertain until the late
    // commit shows at the service, then the reconciler confirms it while the screen watches.
    service.faults.add({ method: 'POST', path: '/v1/vouchers/*/redeem.json', latencyMs: 2500, dropAfterCommit: true, times: 1 });

    await openScreen(page, terminal, 'pay');
    await typeAmount(page, 'total', 2500);
    await page.getByTestId('total-input').press('Enter');
    await expect(page.getByTestId('code-input')).toBeFocused();
    // The reconciler may confirm the step within milliseconds (it checks at once and may confirm
    // early), faster than an assertion polls: record what the screen showed while it was checking.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const look = () => {
        const line = document.querySelector('[data-testid="purchase-line"]');
        if (line?.getAttribute('data-state') !== 'uncertain') return;
        const paid = document.querySelector('[data-testid="paid"]')?.textContent ?? '';
        const waiting = document.querySelector('[data-testid="finish-waiting"]')?.textContent ?? '';
        const finish = document.querySelector<HTMLButtonElement>('[data-testid="finish"]');
        seen.push(`uncertain|${paid}|${waiting}|${finish?.disabled ? 'disabled' : 'enabled'}`);
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await scan(page, 'DEMOTRAIN010');
    // While it was being checked: not shown as paid, and finishing waited, saying for what.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen))
      .toContainEqual(expect.stringMatching(/^uncertain\|CHF\s0\.00\|Es wird geprüft, ob CHF\s25\.00 abgebucht wurde…\|disabled$/));
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
