import { expect, test } from './fixtures';
import { downloadText, openManagerScreen, setUpManager } from './manager-helpers';

test('a range whose `to` is before `from` is refused before anything is sent', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'statistics');
  await expect(page.getByTestId('stats-result')).toBeVisible(); // this month, shown on opening
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
  // The screen opened on this month: wait for last month's answer, not the first one still shown.
  const firstOfThisMonth = new Date();
  const lastMonthStart = new Date(firstOfThisMonth.getFullYear(), firstOfThisMonth.getMonth() - 1, 1);
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await expect(result).toHaveAttribute('data-from', new RegExp(`^${iso(lastMonthStart)}`));
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
  // A German spreadsheet opens it as it is: byte-order mark, `;`, German headings.
  expect(csv.text.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Bereich;Schlüssel;Name;Anzahl;Betrag;Währung');
  expect(lines[1]).toMatch(new RegExp(`^Total;;Zeitraum ${from} – ${to};\\d+;${(total / 100).toFixed(2).replace('.', '\\.')};CHF$`));
  expect(lines.filter((l) => l.startsWith('Gutscheintyp;'))).toHaveLength(types);
  const firstType = await rows.first().locator('td').first().textContent();
  expect(csv.text).toContain(firstType ?? '(none)');
  expect(lines.some((l) => l.startsWith('Verkaufsstelle;'))).toBe(true);
});

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('opens on this month; last month and a custom range send the exclusive `to`; the year trend has 12 bars', async ({
  page,
  terminal,
}) => {
  await setUpManager(page, terminal);
  const sent: Array<{ from: string; to: string }> = [];
  page.on('request', (r) => {
    const body = r.url().endsWith('/api/invoke')
      ? (JSON.parse(r.postData() ?? '{}') as { method?: string; input?: { from: string; to: string } })
      : {};
    if (body.method === 'report.statistics' && body.input) sent.push(body.input);
  });
  const now = new Date();
  const y = now.getFullYear();
  const m = now.getMonth();
  await openManagerScreen(page, terminal, 'statistics');

  // This month on opening, highlighted.
  await expect(page.getByTestId('stats-result')).toBeVisible();
  await expect(page.getByTestId('stats-preset-month')).toHaveAttribute('aria-pressed', 'true');
  expect(sent[0]).toEqual({ from: day(new Date(y, m, 1)), to: day(new Date(y, m + 1, 1)) });
  await expect(page.getByTestId('stats-to')).toHaveValue(day(new Date(y, m + 1, 0)));

  // Last month: from the 1st to the 1st of this month (exclusive).
  await page.getByTestId('stats-preset-lastMonth').click();
  await expect(page.getByTestId('stats-result')).toHaveAttribute('data-from', new RegExp(`^${day(new Date(y, m - 1, 1))}`));
  expect(sent.at(-1)).toEqual({ from: day(new Date(y, m - 1, 1)), to: day(new Date(y, m, 1)) });
  await expect(page.getByTestId('stats-preset-lastMonth')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('stats-preset-month')).toHaveAttribute('aria-pressed', 'false');
  // The service echoes the range it was asked.
  await expect(page.getByTestId('stats-result')).toHaveAttribute('data-to', new RegExp(`^${day(new Date(y, m, 1))}`));

  // Custom 1.–15. of last month: the 15th counts, so `to` is the 16th.
  await page.getByTestId('stats-from').fill(day(new Date(y, m - 1, 1)));
  await page.getByTestId('stats-to').fill(day(new Date(y, m - 1, 15)));
  await page.getByTestId('stats-show').click();
  await expect(page.getByTestId('stats-result')).toHaveAttribute('data-to', new RegExp(`^${day(new Date(y, m - 1, 16))}`));
  expect(sent.at(-1)).toEqual({ from: day(new Date(y, m - 1, 1)), to: day(new Date(y, m - 1, 16)) });
  await expect(page.getByTestId('stats-preset-custom')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('stats-preset-lastMonth')).toHaveAttribute('aria-pressed', 'false');

  // The year trend: twelve months, twelve bars (last year: every month has a value).
  const trend = page.getByTestId('stats-trend');
  await expect(trend).toHaveAttribute('data-bars', '12');
  await page.getByTestId('stats-year-prev').click();
  await expect(page.getByRole('heading', { name: String(y - 1) })).toBeVisible();
  await expect(trend.locator('.recharts-bar-rectangle')).toHaveCount(12);
  const ticks = (await trend.locator('.recharts-cartesian-axis-tick-value').allTextContents()).filter((t) => !t.startsWith('CHF'));
  expect(ticks).toHaveLength(12);
  expect(ticks[0]).toMatch(/^Jan/);
  expect(ticks.every((t) => !/\d/.test(t))).toBe(true); // month names, the year is in the heading
});
