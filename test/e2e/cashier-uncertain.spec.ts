// An answer lost on the way back: the basket's voucher payment is "being checked" and not yet
// paid: finishing waits until it is settled; then the reconciler resolves it in place, without a retry button.
import { addGoods } from './basket-helpers';
import { startSandbox } from '../../electron/sandbox';
import { expect, openTerminal, test } from './fixtures';
import { goLive, scan } from './helpers-cashier';

test.use({ timings: { serviceTimeoutMs: 1500, reconcileSettleMs: 1000 } });

test('a redemption whose answer was lost resolves in place to taken', async ({ page, terminal }) => {
  const service = await startSandbox({ dbFile: ':memory:' });
  try {
    await openTerminal(page, terminal);
    await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
    // The answer comes after the terminal gave up (1.5 s here): the step is uncertain until the late
    // commit shows at the service, then the reconciler confirms it while the screen watches.
    service.faults.add({ method: 'POST', path: '/v1/vouchers/*/redeem.json', latencyMs: 2500, dropAfterCommit: true, times: 1 });

    await openTerminal(page, terminal, '/pay');
    await addGoods(page, 2500);
    // The reconciler may confirm the step within milliseconds (it checks at once and may confirm
    // early), faster than an assertion polls: record what the basket showed while it was checking.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const look = () => {
        const tender = document.querySelector('[data-testid="basket"] [data-testid="order-tender"]');
        if (tender?.getAttribute('data-state') !== 'checking') return;
        const rest = document.querySelector('[data-testid="order-rest"]')?.textContent ?? '';
        const pay = document.querySelector<HTMLButtonElement>('[data-testid="pay-card"]');
        const finish = document.querySelector('[data-testid="finish-order"]');
        seen.push(`checking|${tender.textContent ?? ''}|${rest}|${pay ? 'pay' : 'no-pay'}|${finish ? 'finish' : 'no-finish'}`);
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await scan(page, 'DEMOTRAIN010');
    // While it was being checked: said so on the voucher's line, and finishing waited (no finish
    // button; no other way to pay the amount being checked).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen))
      .toContainEqual(
        expect.stringMatching(/^checking\|Gutschein DEMO-TRAI-N010wird geprüft …CHF\s25\.00\|CHF\s0\.00\|no-pay\|no-finish$/),
      );
    const tender = page.getByTestId('basket').getByTestId('order-tender');
    await expect(tender).toHaveAttribute('data-state', 'taken', { timeout: 30_000 });
    await expect(page.getByTestId('basket').getByTestId('order-rest')).toHaveText(/CHF\s0\.00/);
    await expect(page.getByTestId('finish-order')).toBeEnabled();
    await expect(page.getByRole('button', { name: /wiederholen|erneut|retry/i })).toHaveCount(0);
  } finally {
    await service.close();
  }
});
