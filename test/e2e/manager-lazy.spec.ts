// The manager area (reports and their chart library) is its own chunk: the cashier screens never
// load it; it arrives when the manager area is opened.
import { expect, openTerminal, test } from './fixtures';
import { setUpManager } from './manager-helpers';

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
});
