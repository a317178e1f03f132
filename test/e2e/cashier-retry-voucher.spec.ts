// A voucher payment decided "not applied" (503 before the commit): paying again with the same
// voucher and amount asks first, with the first attempt; the cashier sends it again and the order
// is paid, the voucher redeemed once.
import { addGoods } from './basket-helpers';
import { startSandbox } from '../../electron/sandbox';
import { expect, openTerminal, test } from './fixtures';
import { goLive, scan } from './helpers-cashier';

test.use({ timings: { serviceTimeoutMs: 1500, reconcileSettleMs: 1000 } });

test('paying again after a redemption that did not happen asks first; sent again, the order is paid', async ({ page, terminal }) => {
  const service = await startSandbox({ dbFile: ':memory:' });
  try {
    await openTerminal(page, terminal);
    await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
    service.faults.add({ method: 'POST', path: '/v1/vouchers/*/redeem.json', status: 503, times: 1 });

    await openTerminal(page, terminal, '/pay');
    await addGoods(page, 2500);
    await scan(page, 'DEMOTRAIN010');
    // Decided not applied once the request can no longer land: the amount is open again.
    const rest = page.getByTestId('basket').getByTestId('order-rest');
    await expect(page.getByText(/Der Vorgang hat nicht stattgefunden/)).toBeVisible({ timeout: 30_000 });
    await expect(rest).toHaveText(/CHF\s25\.00/);

    await scan(page, 'DEMOTRAIN010');
    const ask = page.getByTestId('add-voucher').getByTestId('retry-question');
    await expect(ask).toContainText('25.00');
    await expect(ask).toContainText('nicht erfolgt');
    await expect(rest).toHaveText(/CHF\s25\.00/); // nothing was sent
    await ask.getByTestId('retry-send').click();
    await expect(ask).toHaveCount(0);
    await expect(rest).toHaveText(/CHF\s0\.00/);
    await page.getByTestId('finish-order').click();
    await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  } finally {
    await service.close();
  }
});
