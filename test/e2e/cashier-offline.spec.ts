// Offline: a live service (the built-in one, run by this test) goes away; lookups answer from the
// cache marked with their age, steps that move value are refused with an explanation.
import { startSandbox } from '../../electron/sandbox';
import { expect, openTerminal, startTerminal, stopTerminal, test } from './fixtures';
import { addGoods } from './basket-helpers';
import { enterCode, expectNoSeriousAxe, goLive, openScreen, scan } from './helpers-cashier';

test('offline: lookup answered from the cache with its age, a payment refused with a clear sentence', async ({ page, terminal }) => {
  const service = await startSandbox({ dbFile: ':memory:' });
  let second: Awaited<ReturnType<typeof startTerminal>> | null = null;
  try {
    await openTerminal(page, terminal);
    await goLive(page, service.baseUrl, service.keys['integration'] ?? '');

    await openScreen(page, terminal, 'check');
    await expect(page.getByTestId('training-banner')).toHaveCount(0);
    await enterCode(page, 'DEMOVALUE100');
    await expect(page.getByTestId('balance')).toHaveText(/CHF\s100\.00/);
    await expect(page.getByTestId('from-cache')).toHaveCount(0);

    // The service goes away; the terminal starts again and finds it unreachable.
    await service.close();
    await stopTerminal(terminal);
    second = await startTerminal(terminal.dataDir);
    await openScreen(page, second, 'check');
    await expect(page.getByTestId('status-online')).toHaveText('Offline');
    await enterCode(page, 'DEMO-VALU-E100');
    await expect(page.getByTestId('balance')).toHaveText(/CHF\s100\.00/);
    await expect(page.getByTestId('from-cache')).toContainText(/Stand \d\d\.\d\d\.\d{2,4},? \d\d:\d\d/);
    await expectNoSeriousAxe(page);

    await openTerminal(page, second, '/pay');
    await addGoods(page, 2000);
    await scan(page, 'DEMOVALUE100');
    const error = page.getByTestId('error');
    await expect(error).toHaveAttribute('data-error-code', 'offline');
    await expect(error).toContainText('Keine Verbindung zum Gutscheindienst');
    await expect(error).toContainText('Es wurde nichts gebucht');
    await expect(page.getByTestId('basket').getByTestId('order-tender')).toHaveCount(0);
  } finally {
    if (second) await stopTerminal(second);
    await service.close();
  }
});
