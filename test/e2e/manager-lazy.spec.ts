// The manager area is its own chunk: the cashier screens never load it; it arrives when the manager
// area is opened. Its chart library is one more chunk, fetched by a screen with a chart.
import { expect, openTerminal, test } from './fixtures';
import { openManagerScreen, setUpManager } from './manager-helpers';

test('cashier screens load without the manager chunk; opening the manager area fetches it', async ({ page, terminal }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  await openTerminal(page, terminal);
  await expect(page.getByTestId('tile-check')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes('ManagerRoutes'))).toEqual([]);
  await setUpManager(page, terminal);
  expect(scripts.filter((s) => s.includes('ManagerRoutes'))).toHaveLength(1);
  const withoutCharts = [...scripts];
  await openManagerScreen(page, terminal, 'statistics');
  await expect(page.getByTestId('stats-result')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  // The charts came with a script of their own, not with the manager area.
  expect(scripts.filter((s) => !withoutCharts.includes(s)).length).toBeGreaterThan(0);
});
