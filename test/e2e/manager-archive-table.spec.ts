// The archive table against the service's own monthly answers (read straight over HTTP by the
// test), the change column, the running month, and the CSV as a German spreadsheet reads it.
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { expect, test } from './fixtures';
import { api, apiAsManager, downloadText, openManagerScreen, setUpManager } from './manager-helpers';

let service: RunningSandbox;
test.beforeAll(async () => {
  service = await startSandbox({ dbFile: ':memory:' });
});
test.afterAll(async () => {
  await service.close();
});

/** The service's answer for one month, asked directly (not through the terminal). */
async function serviceMonth(month: string, complimentary: string): Promise<number> {
  const res = await fetch(
    `${service.baseUrl}/v1/voucher_archives/${month}.json?complimentary=${complimentary}&apikey=${service.keys.integration}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { total_balance_in_cents: number }).total_balance_in_cents;
}

const monthBefore = (m: string) => {
  const d = new Date(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 2, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

test('archive table equals the service month by month; change, running month, CSV with BOM, `;` and German headings', async ({
  page,
  terminal,
}) => {
  await setUpManager(page, terminal);
  const manager = await apiAsManager(page);
  await api(
    page,
    'settings.switchMode',
    { mode: 'live', confirm: true, baseUrl: service.baseUrl, apiKey: service.keys.integration },
    manager,
  );
  await expect.poll(async () => (await api<{ online: boolean }>(page, 'app.status', {})).online).toBe(true);
  await openManagerScreen(page, terminal, 'archive');
  await page.getByTestId('archive-compl-excluded').click();
  await page.getByTestId('archive-span-24').click();
  await expect(page.getByTestId('archive-chart')).toHaveAttribute('data-points', '24');

  const rows = page.getByTestId('archive-table').locator('tbody tr');
  await expect(rows).toHaveCount(24);
  const table = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      month: tr.getAttribute('data-month') ?? '',
      cents: Number(tr.getAttribute('data-cents')),
      change: Number(tr.getAttribute('data-change')),
      open: tr.getAttribute('data-open') === 'true',
      text: (tr as HTMLElement).innerText,
    })),
  );
  // Newest first; every value is the service's own answer for that month.
  const oldestFirst = [...table].reverse();
  const answers = await Promise.all(oldestFirst.map((r) => serviceMonth(r.month, 'excluded')));
  expect(oldestFirst.map((r) => r.cents)).toEqual(answers);
  const basis = await serviceMonth(monthBefore(oldestFirst[0]!.month), 'excluded');
  oldestFirst.forEach((r, i) => expect(r.change).toBe(r.cents - (i === 0 ? basis : oldestFirst[i - 1]!.cents)));

  // Localised: month names and Swiss amounts, the running month marked.
  const now = new Date();
  const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  expect(table[0]).toMatchObject({ month: thisMonth, open: true });
  expect(table.filter((r) => r.open)).toHaveLength(1);
  expect(table[0]!.text).toContain('laufend');
  expect(table[0]!.text).toContain(new Intl.DateTimeFormat('de-CH', { month: 'long' }).format(now));
  expect(table[1]!.text).toContain(new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(table[1]!.cents / 100));
  const ticks = await page.getByTestId('archive-chart').locator('.recharts-cartesian-axis-tick-value').allTextContents();
  expect(ticks.some((t) => /^CHF\s/.test(t))).toBe(true);
  expect(ticks.some((t) => /^\d{4}-\d{2}$/.test(t))).toBe(false);

  // CSV: byte-order mark, `;`, German headings, the same values.
  const csv = await downloadText(page, 'archive-csv');
  expect(csv.name).toMatch(/^voucher-archive_.*_excluded\.csv$/);
  expect(csv.text.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'));
  expect(lines[0]).toEqual(['Monat', 'Schlussbestand', 'Veränderung', 'Veränderung %', 'Währung', 'Gratisgutscheine', 'Status']);
  expect(lines.slice(1).map((l) => l[0])).toEqual(oldestFirst.map((r) => r.month));
  expect(lines.slice(1).map((l) => Math.round(Number(l[1]) * 100))).toEqual(answers);
  expect(lines.slice(1).map((l) => Math.round(Number(l[2]) * 100))).toEqual(oldestFirst.map((r) => r.change));
  expect(lines[24]![4]).toBe('CHF');
  expect(lines[24]![6]).toBe('laufend');

  await page.getByTestId('archive-print').click();
  await expect(page.getByTestId('archive-printed')).toBeVisible();
});
