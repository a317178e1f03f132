// Two vouchers scanned one right after the other while the first is still being looked up: the
// answers land in scan order, so the question on screen is about the second voucher, the last one
// scanned (a slow answer for the first no longer replaces it).
import { startSandbox } from '../../electron/sandbox';
import { addGoods, voucher } from './basket-helpers';
import { expect, openTerminal, test } from './fixtures';
import { enterCode, goLive } from './helpers-cashier';

test('a second scan during the first lookup has the last word', async ({ page, terminal }) => {
  const service = await startSandbox({ dbFile: ':memory:' });
  try {
    await openTerminal(page, terminal);
    await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
    await openTerminal(page, terminal, '/basket');
    await addGoods(page, 2500);
    // The first voucher's lookup is slow this once; the second's is not.
    service.faults.add({ method: 'GET', path: '/v1/vouchers/DEMOVALUE100/*', latencyMs: 1200, times: 2 });
    const slowAnswer = page.waitForResponse(
      (r) => r.url().endsWith('/api/invoke') && /voucher\.lookup.*DEMOVALUE100/.test(r.request().postData() ?? ''),
      {
        timeout: 15_000,
      },
    );
    await voucher(page, 'DEMOVALUE100');
    // Every question the panel shows, in the order shown.
    await page.evaluate(() => {
      const asked: string[] = [];
      (window as unknown as { asked: string[] }).asked = asked;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="voucher-ask"]')?.textContent ?? '';
        const which = text.includes('DEMO-VALU-E100') ? 'first' : text.includes('DEMO-TRAI-N001') ? 'second' : '';
        if (which && asked[asked.length - 1] !== which) asked.push(which);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await enterCode(page, 'DEMOTRAIN001');
    await expect(page.getByTestId('voucher-ask')).toContainText('DEMO-TRAI-N001', { timeout: 10_000 });
    // The slow answer for the first voucher arrives after the second was asked about: it does not
    // take the question over (two frames after it, the screen has handled it).
    await slowAnswer;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => (window as unknown as { asked: string[] }).asked.at(-1))).toBe('second');
    await expect(page.getByTestId('voucher-ask')).toContainText('DEMO-TRAI-N001');
  } finally {
    await service.close();
  }
});
