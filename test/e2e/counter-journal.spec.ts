// Journal: 20+ rows on one 1024x768 screen, search by code, filter by kind and state.
import { expect, openTerminal, test } from './fixtures';
import { expectNoSeriousAxe, openScreen } from './helpers-cashier';
import { docScreenshot } from './doc-screenshots';
import { pageInvoke } from './page-api';
import { loadStep } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';

test('the journal shows 20+ rows at 1024x768 and finds a code; filters by kind and state', async ({ page, terminal }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openTerminal(page, terminal, '/');
  // 24 loads of CHF 1.00 over the ten training vouchers, each a sale paid by card.
  const till = throwing((m, i) => pageInvoke(page, m, i));
  for (let i = 0; i < 24; i++) {
    const code = `DEMOTRAIN${String((i % 10) + 1).padStart(3, '0')}`;
    expect((await loadStep(till, code, 100)).state).toBe('succeeded');
  }
  await openScreen(page, terminal, 'journal');
  const rows = page.getByTestId('journal-row');
  await expect(rows).toHaveCount(24);
  const visible = await rows.evaluateAll(
    (els) =>
      els.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= (globalThis as unknown as { innerHeight: number }).innerHeight;
      }).length,
  );
  await docScreenshot(page, 'counter-journal-de-1024x768.png');
  expect(visible).toBeGreaterThanOrEqual(20);
  await expectNoSeriousAxe(page);

  await page.getByTestId('journal-search').fill('demo-trai-n003');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('journal-shown')).toHaveText('3 von 24');
  await page.getByTestId('journal-clear').click();
  await page.getByTestId('journal-kind').selectOption('redeem');
  await expect(rows).toHaveCount(0);
  await page.getByTestId('journal-kind').selectOption('charge');
  await page.getByTestId('journal-state').selectOption('succeeded');
  await expect(rows).toHaveCount(24);
  // Filter controls are touch targets of 44 px at least.
  for (const id of ['journal-search', 'journal-kind', 'journal-state', 'journal-cashier']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box?.height ?? 0, id).toBeGreaterThanOrEqual(44);
  }
});
