// Training never mixes into live: a sale paid by a voucher and a load trained, then a switch to a second built-in
// service standing in for the live one (another merchant, so its catalog differs), one live
// purchase. The live closing, the journal, undo and the catalog see only live; training rows stay
// readable in the training view with their badge; a switch with an uncertain row is refused, naming it.
import type { Page } from '@playwright/test';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { addGoods } from './basket-helpers';
import { expect, openTerminal, test, type Terminal } from './fixtures';
import { expectNoSeriousAxe, openScreen, scan } from './helpers-cashier';
import { api, openManagerScreen, setUpManager } from './manager-helpers';
import { pageInvoke } from './page-api';
import { loadStep } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';

let live: RunningSandbox;
test.beforeAll(async () => {
  live = await startSandbox({ dbFile: ':memory:' });
});
test.afterAll(async () => {
  await live.close();
});

/** The pay tile's way through the basket: the goods, a voucher scanned pays them all, finished. */
async function payWithVoucher(page: Page, terminal: Terminal, cents: number, code: string): Promise<void> {
  await openTerminal(page, terminal, '/pay');
  await addGoods(page, cents);
  await scan(page, code);
  await expect(page.getByTestId('basket').getByTestId('order-tender')).toHaveCount(1);
  await page.getByTestId('finish-order').click();
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
}

test('a trained day never reaches the live closing, journal, undo or catalog', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  // Training: a purchase at the till and a load.
  await payWithVoucher(page, terminal, 3000, 'DEMOTRAIN001');
  const till = throwing((m, i) => pageInvoke(page, m, i, 'e2e-till'));
  await loadStep(till, 'DEMOTRAIN002', 2000);

  // Going live through the settings screen (the other merchant's key: its own catalog).
  await openManagerScreen(page, terminal, 'settings');
  await page.getByTestId('live-base-url').fill(live.baseUrl);
  await page.getByTestId('live-api-key').fill(live.keys['other-merchant'] ?? '');
  await page.getByTestId('live-switch').click();
  await page.getByTestId('switch-confirm-yes').click();
  await expect(page.getByTestId('settings-mode')).toHaveAttribute('data-mode', 'live');

  // The sale catalog is the live service's at once.
  await openTerminal(page, terminal, '/sell');
  await expect(page.locator('[data-testid="catalog-item"][data-id="vt-autre"]')).toBeVisible();
  await expect(page.locator('[data-testid="catalog-item"][data-id="vt-value"]')).toHaveCount(0);

  // One live purchase.
  await payWithVoucher(page, terminal, 1500, 'AUTREBON0001');

  // The live closing: exactly the live row, no difference.
  await openManagerScreen(page, terminal, 'closing');
  await expect(page.getByTestId('closing-mode')).toHaveAttribute('data-mode', 'live');
  const totals = page.getByTestId('closing-totals').locator('tbody tr');
  await expect(totals).toHaveCount(1);
  await expect(totals.first()).toHaveAttribute('data-kind', 'redeem');
  await expect(totals.first().locator('td').nth(1)).toHaveText('1');
  await expect(totals.first().locator('td').nth(2)).toHaveText(/15\.00/);
  await expect(page.getByTestId('closing-crosscheck')).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('closing-matched').locator('tr')).toHaveCount(1);
  await expect(page.getByTestId('closing-local-only')).toHaveCount(0);
  await expect(page.getByTestId('closing-service-only')).toHaveCount(0);
  await expect(page.getByTestId('closing-open-none')).toBeVisible();

  // The journal shows live rows; the training rows only in the training view, badged, without undo.
  await openScreen(page, terminal, 'journal');
  const rows = page.getByTestId('journal-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-mode', 'live');
  await expect(rows.first().getByTestId('training-badge')).toHaveCount(0);
  await page.getByTestId('journal-training-toggle').click();
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toHaveAttribute('data-mode', 'training');
    await expect(row.getByTestId('training-badge')).toBeVisible();
    await expect(row.getByTestId('undo')).toHaveCount(0);
    await expect(row.getByTestId('reprint')).toHaveCount(0);
  }
  await expect(page.locator('[data-testid="journal-row"][data-code="DEMOTRAIN001"]')).toBeVisible();
  await expect(page.locator('[data-testid="journal-row"][data-code="DEMOTRAIN002"]')).toBeVisible();
  await expectNoSeriousAxe(page);

  // A live step whose answer is lost: switching back is refused, naming the row.
  live.faults.add({ method: 'POST', path: '/v1/vouchers/AUTREBON0001/redeem.json', dropBeforeCommit: true, times: 1 });
  // The redemptions list cannot be read for now: nothing can settle the row while the switch is tried.
  live.faults.add({ method: 'GET', path: '/v1/vouchers/redemptions.json', status: 503 });
  await api(page, 'order.addLine', { line: { kind: 'goods', amountCents: 1000 } });
  await expect(api(page, 'order.addTender', { tender: { kind: 'voucher', code: 'AUTREBON0001' } })).rejects.toThrow(/uncertain/);
  await openManagerScreen(page, terminal, 'settings');
  await page.getByTestId('training-switch').click();
  await page.getByTestId('switch-confirm-yes').click();
  const blocked = page.getByTestId('switch-blocked');
  await expect(blocked).toBeVisible();
  // The uncertain step and its sale, still open, are named.
  await expect(blocked.getByTestId('switch-blocked-row')).toHaveCount(2);
  await expect(blocked.locator('[data-testid="switch-blocked-row"][data-code="AUTREBON0001"]')).toContainText(/10\.00/);
  await expect(page.getByTestId('settings-mode')).toHaveAttribute('data-mode', 'live');
  await expectNoSeriousAxe(page);
});
