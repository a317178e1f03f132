import { expect, test } from './fixtures';
import { downloadText, openManagerScreen, setUpManager } from './manager-helpers';

test('a range whose `to` is before `from` is refused before anything is sent', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'statistics');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/invoke')) sent.push(r.postData() ?? '');
  });
  await page.getByTestId('stats-from').fill('2026-03-10');
  await page.getByTestId('stats-to').fill('2026-03-01');
  await page.getByTestId('stats-show').click();
  await expect(page.getByTestId('input-message')).toHaveText('Das Enddatum liegt vor dem Startdatum.');
  await expect(page.getByTestId('stats-result')).toHaveCount(0);
  expect(sent.filter((b) => b.includes('report.statistics'))).toEqual([]);
});

test('last month: totals, charts by type and point of sale, table and CSV', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'statistics');
  await page.getByTestId('stats-preset-lastMonth').click();
  const result = page.getByTestId('stats-result');
  await expect(result).toBeVisible();
  const total = Number(await page.getByTestId('stats-total').getAttribute('data-cents'));
  expect(total).toBeGreaterThan(0);
  const rows = page.getByTestId('stats-table-type').locator('tbody tr');
  const types = await rows.count();
  expect(types).toBeGreaterThan(0);
  await expect(page.getByTestId('stats-chart-type')).toHaveAttribute('data-bars', String(types));
  await expect(page.getByTestId('stats-chart-pos').locator('.recharts-bar-rectangle').first()).toBeVisible();

  const from = await page.getByTestId('stats-from').inputValue();
  const to = await page.getByTestId('stats-to').inputValue();
  const csv = await downloadText(page, 'stats-csv');
  expect(csv.name).toBe(`voucher-sales_${from}_${to}.csv`);
  const lines = csv.text.trim().split('\r\n');
  expect(lines[0]).toBe('section;key;name;count;amount');
  expect(lines[1]).toMatch(new RegExp(`^total;;.*;\\d+;${(total / 100).toFixed(2).replace('.', '\\.')}$`));
  expect(lines.filter((l) => l.startsWith('voucher_type;'))).toHaveLength(types);
  const firstType = await rows.first().locator('td').first().textContent();
  expect(csv.text).toContain(firstType ?? '(none)');
  expect(lines.some((l) => l.startsWith('point_of_sale;'))).toBe(true);
});
