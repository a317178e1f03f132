// Offline truth: a cached check includes this till's own payments since the cache, with its date.
import { startSandbox } from '../../electron/sandbox';
import { expect, openTerminal, startTerminal, stopTerminal, test } from './fixtures';
import { addGoods } from './basket-helpers';
import { enterCode, goLive, openScreen, scan } from './helpers-cashier';

test('offline after a local payment: the cached check shows the reduced balance with its date', async ({ page, terminal }) => {
  const service = await startSandbox({ dbFile: ':memory:' });
  let second: Awaited<ReturnType<typeof startTerminal>> | null = null;
  try {
    await openTerminal(page, terminal);
    await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
    await openScreen(page, terminal, 'check');
    await enterCode(page, 'DEMOVALUE100');
    await expect(page.getByTestId('balance')).toHaveText(/CHF\s100\.00/);

    // A payment of CHF 30.00 with it, here, while online.
    await openTerminal(page, terminal, '/pay');
    await addGoods(page, 3000);
    await scan(page, 'DEMOVALUE100');
    await expect(page.getByTestId('basket').getByTestId('order-rest')).toHaveAttribute('data-cents', '0');

    // Offline: the service goes away, the terminal starts again.
    await service.close();
    await stopTerminal(terminal);
    second = await startTerminal(terminal.dataDir);
    await openScreen(page, second, 'check');
    await expect(page.getByTestId('status-online')).toHaveText('Offline');
    await enterCode(page, 'DEMOVALUE100');
    await expect(page.getByTestId('balance')).toHaveText(/CHF\s70\.00/);
    await expect(page.getByTestId('verdict-headline')).toHaveText(/CHF\s70\.00/);
    await expect(page.getByTestId('verdict-as-of')).toHaveText(
      /^Stand \d\d\.\d\d\.\d{2,4},? \d\d:\d\d, inklusive 1 Zahlung an dieser Kasse$/,
    );
  } finally {
    if (second) await stopTerminal(second);
    await service.close();
  }
});

test('the status pill turns offline as soon as the probe fails, before any cashier action', async ({ page, terminal }) => {
  const service = await startSandbox({ dbFile: ':memory:' });
  try {
    await openTerminal(page, terminal);
    await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
    await openScreen(page, terminal, 'check');
    await expect(page.getByTestId('status-online')).toHaveText('Online');
    const stoppedAt = Date.now();
    await service.close();
    // No call, no key press: only the background probe can tell (its interval is 5 s while online).
    await expect(page.getByTestId('status-online')).toHaveText('Offline', { timeout: 8_000 });
    expect(Date.now() - stoppedAt).toBeLessThan(8_000);
  } finally {
    await service.close();
  }
});
