import { expect, test } from './fixtures';
import { openManagerScreen, setUpManager } from './manager-helpers';

const cents = async (page: import('@playwright/test').Page) => Number(await page.getByTestId('archive-total').getAttribute('data-cents'));

test('archive of a month with complimentary included, excluded and only; trend of 12 and 24 months', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'archive');
  const d = new Date();
  const last = new Date(d.getFullYear(), d.getMonth() - 1, 1);
  const month = `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, '0')}`;
  await page.getByTestId('archive-month').fill(month);

  const totals: Record<string, number> = {};
  for (const c of ['included', 'excluded', 'only']) {
    await page.getByTestId(`archive-compl-${c}`).click();
    const result = page.getByTestId('archive-result');
    await expect(result).toHaveAttribute('data-complimentary', c);
    await expect(result).toHaveAttribute('data-month', month);
    totals[c] = await cents(page);
    await expect(page.getByTestId('archive-total')).toContainText('CHF');
  }
  expect(totals.only).toBeGreaterThan(0);
  expect(totals.included).toBe((totals.excluded ?? 0) + (totals.only ?? 0));

  await expect(page.getByTestId('archive-chart')).toHaveAttribute('data-points', '12');
  await expect(page.getByTestId('archive-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByTestId('archive-span-24').click();
  await expect(page.getByTestId('archive-chart')).toHaveAttribute('data-points', '24');
  await page.getByTestId('archive-refresh').click();
  await expect(page.getByTestId('archive-result')).toBeVisible();
});
