import { expectNoSeriousAxe } from './helpers-cashier';
import { expect, test } from './fixtures';
import { openManagerScreen, setUpManager } from './manager-helpers';

test('manager screens have no serious or critical accessibility violations', async ({ page, terminal }) => {
  await openManagerScreenDoor(page, terminal);
  await setUpManager(page, terminal);
  await expectNoSeriousAxe(page);
  const ready: Record<string, string> = {
    archive: 'archive-result',
    statistics: 'stats-show',
    closing: 'closing-report',
    till: 'till-sessions',
    settings: 'settings-general',
    hardware: 'hardware-printer',
    users: 'users-table',
    audit: 'audit-table',
  };
  for (const [id, marker] of Object.entries(ready)) {
    await openManagerScreen(page, terminal, id);
    await expect(page.getByTestId(marker)).toBeVisible();
    await expectNoSeriousAxe(page);
  }
  // With results and charts on screen.
  await openManagerScreen(page, terminal, 'statistics');
  await page.getByTestId('stats-preset-lastMonth').click();
  await expect(page.getByTestId('stats-result')).toBeVisible();
  await expectNoSeriousAxe(page);
});

async function openManagerScreenDoor(page: import('@playwright/test').Page, terminal: import('./fixtures').Terminal): Promise<void> {
  // The set-up door itself, before anything else.
  const { openTerminal } = await import('./fixtures');
  await openTerminal(page, terminal, '/manager');
  await expect(page.getByTestId('manager-setup')).toBeVisible();
  await expectNoSeriousAxe(page);
}
