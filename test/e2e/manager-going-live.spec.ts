// Going live: a till key without the ordering right goes live and the manager sees
// "selling as codes: not available for this key" (the sell tile says why); a bad key is refused
// with the service's own sentence; a malformed address is refused in the form before any request.
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { expect, openTerminal, test } from './fixtures';
import { expectNoSeriousAxe } from './helpers-cashier';
import { openManagerScreen, setUpManager } from './manager-helpers';

let service: RunningSandbox;
test.beforeAll(async () => {
  // A second built-in service on loopback http stands in for the live one.
  service = await startSandbox({ dbFile: ':memory:' });
});
test.afterAll(async () => {
  await service.close();
});

test('going live with a till key shows which areas it can use; a bad key is refused with the service sentence', async ({
  page,
  terminal,
}) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'settings');
  // A live set-up pre-fills the production segment.
  await expect(page.getByTestId('live-segment')).toHaveValue('esurprise');

  await page.getByTestId('live-base-url').fill('https://kasse:geheim@service.example.com');
  await expect(page.getByTestId('live-url-problem')).toHaveText('Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.');
  await expect(page.getByTestId('live-switch')).toBeDisabled();
  await page.getByTestId('live-base-url').fill('https://service.example.com/v1/vouchers');
  await expect(page.getByTestId('live-url-problem')).toHaveAttribute('data-problem', 'path');
  await page.getByTestId('live-base-url').fill('http://service.example.com');
  await expect(page.getByTestId('live-url-problem')).toHaveAttribute('data-problem', 'https');

  await page.getByTestId('live-base-url').fill(service.baseUrl);
  await expect(page.getByTestId('live-url-problem')).toHaveCount(0);
  await page.getByTestId('live-api-key').fill(service.keys.invalid ?? 'demo-invalid-key-0000');
  await page.getByTestId('live-switch').click();
  await page.getByTestId('switch-confirm-yes').click();
  await expect(page.getByTestId('error')).toHaveAttribute('data-error-code', 'service_refused');
  await expect(page.getByTestId('error')).toContainText('Ungültiger API-Schlüssel');
  await expect(page.getByTestId('settings-mode')).toHaveAttribute('data-mode', 'training');

  await page.getByTestId('live-api-key').fill(service.keys.till ?? '');
  await page.getByTestId('live-switch').click();
  await page.getByTestId('switch-confirm-yes').click();
  await expect(page.getByTestId('settings-mode')).toHaveAttribute('data-mode', 'live');
  await expect(page.getByTestId('live-area-ordering')).toHaveText('Verkauf als Codes: für diesen Schlüssel nicht verfügbar');
  await expect(page.getByTestId('live-area-vouchers')).toHaveAttribute('data-state', 'ok');

  // Another address without the key typed again is not checked with the stored key.
  await page.getByTestId('live-base-url').fill('https://other.example.com');
  await expect(page.getByTestId('live-key-needed')).toBeVisible();
  await expect(page.getByTestId('live-check')).toBeDisabled();

  await openTerminal(page, terminal);
  await expect(page.getByTestId('tile-sell')).toHaveAttribute('data-unavailable', 'true');
  await expect(page.getByTestId('tile-sell-reason')).toHaveText('Für diesen Schlüssel nicht verfügbar');
  await expect(page.getByTestId('tile-pay')).not.toHaveAttribute('data-unavailable', 'true');
  await expectNoSeriousAxe(page);
});
