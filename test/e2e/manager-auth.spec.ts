import { expect, openTerminal, test } from './fixtures';
import { MANAGER_PIN, openManagerScreen, setUpManager, typePin } from './manager-helpers';

test('first run: the manager PIN is chosen once; a cashier session cannot enter', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await expect(page.getByTestId('manager-user')).toContainText('Chefin');
  // A cashier PIN: the cashier screens then need a login, the manager area refuses it.
  await page.getByTestId('manager-tile-users').click();
  await page.getByTestId('user-name').fill('Anna');
  await page.getByTestId('user-role').selectOption('cashier');
  await page.getByTestId('user-pin').fill('1357');
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('users-table').locator('tr[data-user="Anna"]')).toBeVisible();
  // Who did it and when: the audit log.
  await openManagerScreen(page, terminal, 'audit');
  await expect(page.getByTestId('audit-table').locator('tr[data-action="auth.setPin"]')).toContainText('Chefin');
  await expect(page.getByTestId('audit-table').locator('tr[data-action="auth.setup"]')).toContainText('Manager-PIN eingerichtet');
  await page.getByTestId('manager-logout').click();
  await expect(page.getByTestId('manager-login')).toBeVisible();

  await openTerminal(page, terminal);
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  await typePin(page, '1357');
  await expect(page.getByTestId('cashier-user')).toContainText('Anna');
  await expect(page.getByTestId('tile-pay')).toBeVisible();

  await page.getByTestId('manager-entry').click();
  await expect(page.getByTestId('manager-login')).toBeVisible();
  await typePin(page, '1357');
  await expect(page.getByTestId('error')).toHaveAttribute('data-error-code', 'forbidden');
  await expect(page.getByTestId('manager-home')).toHaveCount(0);
});

test('five wrong PINs lock PIN entry for five minutes, the right PIN included', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await page.getByTestId('manager-logout').click();
  await expect(page.getByTestId('manager-login')).toBeVisible();
  for (let i = 1; i <= 4; i++) {
    await typePin(page, '0000');
    await expect(page.getByTestId('pin-wrong')).toContainText(String(5 - i));
  }
  await typePin(page, '0000');
  await expect(page.getByTestId('pin-locked')).toBeVisible();
  await expect(page.getByTestId('pin-pad')).toHaveCount(0);
  // After a reload the lock still holds (it is the terminal's), and the right PIN is refused.
  await page.reload();
  await expect(page.getByTestId('pin-locked')).toBeVisible();
  const r = await page.evaluate(async (pin) => {
    const g = globalThis as unknown as {
      document: { querySelector(s: string): { getAttribute(n: string): string | null } | null };
      sessionStorage: { getItem(k: string): string | null };
    };
    const token = g.document.querySelector('meta[name="terminal-session"]')?.getAttribute('content') ?? '';
    const res = await fetch('/api/invoke', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-terminal-session': token, 'x-terminal-client': 'other-tab' },
      body: JSON.stringify({ method: 'auth.login', input: { pin } }),
    });
    return (await res.json()) as { ok: boolean; error?: { code: string } };
  }, MANAGER_PIN);
  expect(r).toMatchObject({ ok: false, error: { code: 'locked' } });
});
