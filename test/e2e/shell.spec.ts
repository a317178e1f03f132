import { expect, openTerminal, test } from './fixtures';
import { expectNoSeriousAxe } from './helpers-cashier';

test('home screen in German, switches to French and keeps it after reload', async ({ page, terminal }) => {
  await openTerminal(page, terminal);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was möchten Sie tun?');
  await expect(page.getByTestId('tile-pay')).toHaveText('Mit Gutschein bezahlen');
  await expect(page.getByTestId('training-banner')).toBeVisible();
  await expect(page.getByTestId('status-mode')).toHaveText('TRAINING');

  await page.getByTestId('language-select').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Que souhaitez-vous faire ?');

  await page.reload();
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Que souhaitez-vous faire ?');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('every cashier tile leads to its screen and back', async ({ page, terminal }) => {
  await openTerminal(page, terminal);
  for (const id of ['basket', 'check', 'pay', 'load', 'activate', 'sell', 'promo', 'tickets', 'journal']) {
    await page.getByTestId(`tile-${id}`).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Was möchten Sie tun?');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was möchten Sie tun?');
  }
});

test('home screen has no serious or critical accessibility violations', async ({ page, terminal }) => {
  await openTerminal(page, terminal);
  await expectNoSeriousAxe(page);
});
