import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { expect, test } from './fixtures';
import { openManagerScreen, reloadAsManager, setUpManager } from './manager-helpers';

let service: RunningSandbox;
test.beforeAll(async () => {
  // A second built-in service stands in for the live one.
  service = await startSandbox({ dbFile: ':memory:' });
});
test.afterAll(async () => {
  await service.close();
});

test('the live switch refuses a bad key and saves nothing; a good key switches after confirmation', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'settings');
  await expect(page.getByTestId('settings-mode')).toHaveAttribute('data-mode', 'training');

  await page.getByTestId('live-base-url').fill(service.baseUrl);
  await page.getByTestId('live-api-key').fill(service.keys.invalid ?? 'demo-invalid-key-0000');
  await page.getByTestId('live-check').click();
  await expect(page.getByTestId('live-check-result')).toHaveAttribute('data-ok', 'false');
  await page.getByTestId('live-switch').click();
  await expect(page.getByTestId('switch-confirm')).toBeVisible();
  await page.getByTestId('switch-confirm-yes').click();
  await expect(page.getByTestId('error')).toHaveAttribute('data-error-code', 'service_refused');
  await expect(page.getByTestId('settings-mode')).toHaveAttribute('data-mode', 'training');
  await expect(page.getByTestId('status-mode')).toHaveText('TRAINING');
  await reloadAsManager(page);
  await expect(page.getByTestId('settings-mode')).toHaveAttribute('data-mode', 'training');
  await expect(page.getByTestId('live-api-key')).not.toHaveAttribute('placeholder', /.+/);

  const key = service.keys.integration ?? '';
  await page.getByTestId('live-base-url').fill(service.baseUrl);
  await page.getByTestId('live-api-key').fill(key);
  await page.getByTestId('live-switch').click();
  await page.getByTestId('switch-confirm-yes').click();
  await expect(page.getByTestId('settings-mode')).toHaveAttribute('data-mode', 'live');
  await expect(page.getByTestId('training-banner')).toHaveCount(0);
  // Write-only: the field is empty again and the page holds the key nowhere.
  await expect(page.getByTestId('live-api-key')).toHaveValue('');
  await reloadAsManager(page);
  await expect(page.getByTestId('settings-mode')).toHaveAttribute('data-mode', 'live');
  expect(await page.content()).not.toContain(key);

  await page.getByTestId('training-switch').click();
  await page.getByTestId('switch-confirm-yes').click();
  await expect(page.getByTestId('settings-mode')).toHaveAttribute('data-mode', 'training');
  await expect(page.getByTestId('training-banner')).toBeVisible();
});

test('names, receipt language and ticket slips are saved; the hardware is one link away', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'settings');
  await page.getByTestId('settings-outlet').fill('Talstation');
  await page.getByTestId('settings-terminal').fill('Kasse 3');
  await page.getByTestId('settings-receipt-language').selectOption('fr');
  await page.getByTestId('printer-ticket-slips').selectOption('booking');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-saved')).toBeVisible();
  await reloadAsManager(page);
  await expect(page.getByTestId('settings-outlet')).toHaveValue('Talstation');
  await expect(page.getByTestId('settings-receipt-language')).toHaveValue('fr');
  await expect(page.getByTestId('printer-ticket-slips')).toHaveValue('booking');
  // The printer, the drawer and the customer display moved to the hardware page.
  await expect(page.getByTestId('printer-kind')).toHaveCount(0);
  await page.getByTestId('settings-hardware-link').click();
  await expect(page.getByTestId('manager-hardware')).toBeVisible();
});
