// A step the reconciler cannot settle alone: the cashier sees the facts in the journal, at the
// top, with the two choices, and settles it.
import { startSandbox } from '../../electron/sandbox';
import { expect, openTerminal, test } from './fixtures';
import { promoNeedingDecision } from './basket-helpers';
import { expectNoSeriousAxe, goLive, openScreen } from './helpers-cashier';

// The redemption cannot be looked up, so it needs a decision once it can no longer land: after the
// client's timeouts and the settle window (1.5 + 1.5 + 1 s here; the answer is dropped at once).
test.use({ timings: { serviceTimeoutMs: 1500, reconcileSettleMs: 1000 } });

test('an unanswered promo redemption needs a decision; the journal shows the facts and settles it', async ({ page, terminal }) => {
  const service = await startSandbox({ dbFile: ':memory:' });
  try {
    await openTerminal(page, terminal);
    await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
    await promoNeedingDecision(page, terminal, service);

    await openScreen(page, terminal, 'journal');
    const open = page.getByTestId('journal-open');
    const row = open.locator('[data-testid="journal-row"][data-kind="promo_redeem"]');
    await expect(row).toHaveAttribute('data-state', 'needs_decision');
    await expect(row.getByTestId('decision')).toContainText('promo');
    await expectNoSeriousAxe(page);
    await row.getByTestId('decide-succeeded').click();
    await expect(page.getByTestId('journal-open')).toHaveCount(0);
    await expect(page.locator('[data-testid="journal-list"] [data-kind="promo_redeem"]')).toHaveAttribute('data-state', 'succeeded');
  } finally {
    await service.close();
  }
});
