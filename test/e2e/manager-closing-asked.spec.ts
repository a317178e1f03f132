// The closing screen lists a step the service booked at another amount than asked:
// a stock voucher activation answered in the production service's older shape (the balance with
// the bonus instead of the fixed amount); an activation booked as asked is not listed.
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { expect, test } from './fixtures';
import { api, apiAsManager, openManagerScreen, setUpManager } from './manager-helpers';
import { pageInvoke } from './page-api';
import { activateStep } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';

let service: RunningSandbox;
test.beforeAll(async () => {
  service = await startSandbox({ dbFile: ':memory:', flavour: 'production' });
});
test.afterAll(async () => {
  await service.close();
});

test('closing screen: asked and booked side by side with the difference', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await api(
    page,
    'settings.switchMode',
    { mode: 'live', confirm: true, baseUrl: service.baseUrl, apiKey: service.keys.integration },
    await apiAsManager(page),
  );
  await expect.poll(async () => (await api<{ online: boolean }>(page, 'app.status', {})).online).toBe(true);
  const status = await api<{ amountCents: number }>(page, 'depot.status', { code: 'DEMODEPOTBON' });
  // Both sold as orders of one stock line each, paid by card.
  const till = throwing((m, i) => pageInvoke(page, m, i, 'e2e-till'));
  const bonus = await activateStep(till, 'DEMODEPOTBON');
  await activateStep(till, 'DEMODEPOTFIX');

  await openManagerScreen(page, terminal, 'closing');
  const list = page.getByTestId('closing-asked-booked');
  await expect(list).toContainText('Anders gebucht als verlangt');
  const rows = list.getByTestId('closing-asked-booked-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-asked', String(status.amountCents));
  await expect(rows.first()).toHaveAttribute('data-booked', String(bonus.amountCents));
  await expect(rows.first()).toContainText('DEMODEPOTBON');
  await expect(rows.first().locator('td').last()).toHaveText(/^\+.*10\.00$/);
});
