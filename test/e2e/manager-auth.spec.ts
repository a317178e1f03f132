import { expect, openTerminal, test } from './fixtures';
import { MANAGER_PIN, noteRecoveryCode, openManagerScreen, setUpManager, typePin } from './manager-helpers';
import { pageInvoke, userId } from './page-api';

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
  // Login is by person and PIN: the list shows both people.
  await expect(page.getByTestId('pin-user-Chefin')).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/invoke') && (r.request().postData() ?? '').includes('auth.login'));
  await typePin(page, '1357', 'Anna');
  await expect(page.getByTestId('cashier-user')).toContainText('Anna');
  // The core issued the session secret; the page keeps it in memory only (no storage, no cookie, not in the DOM).
  const secret = ((await (await answer).json()) as { session?: string }).session ?? '';
  expect(secret).toMatch(/^[\w-]{43}$/);
  const kept = await page.evaluate(() => {
    const g = globalThis as unknown as {
      document: { cookie: string; documentElement: { outerHTML: string } };
      sessionStorage: Record<string, string>;
      localStorage: Record<string, string>;
    };
    return (
      JSON.stringify({ ...g.sessionStorage }) +
      JSON.stringify({ ...g.localStorage }) +
      g.document.cookie +
      g.document.documentElement.outerHTML
    );
  });
  expect(kept).not.toContain(secret);
  // Another tab of the same browser is not Anna: sessions belong to the tab that signed in.
  const other = await page.context().newPage();
  await openTerminal(other, terminal);
  await expect(other.getByTestId('cashier-login')).toBeVisible();
  await other.close();
  await expect(page.getByTestId('tile-pay')).toBeVisible();

  await page.getByTestId('manager-entry').click();
  await expect(page.getByTestId('manager-login')).toBeVisible();
  // The manager door lists managers only: Anna's PIN is just a wrong manager PIN.
  await expect(page.getByTestId('pin-user-Anna')).toHaveCount(0);
  await typePin(page, '1357');
  await expect(page.getByTestId('pin-wrong')).toBeVisible();
  await expect(page.getByTestId('manager-home')).toHaveCount(0);
});

test("five wrong PINs lock the manager's PIN entry, the right PIN included; the recovery code ends the lock", async ({
  page,
  terminal,
}) => {
  const code = await setUpManager(page, terminal);
  await page.getByTestId('manager-logout').click();
  await expect(page.getByTestId('manager-login')).toBeVisible();
  for (let i = 1; i <= 4; i++) {
    await typePin(page, '000000');
    await expect(page.getByTestId('pin-wrong')).toContainText(String(5 - i));
  }
  await typePin(page, '000000');
  await expect(page.getByTestId('pin-locked')).toBeVisible();
  await expect(page.getByTestId('pin-pad')).toHaveCount(0);
  // After a reload the lock still holds (it is the manager's, not the tab's), and the right PIN is refused.
  await page.reload();
  await expect(page.getByTestId('pin-locked')).toBeVisible();
  const r = await pageInvoke(page, 'auth.login', { userId: await userId(page, 'Chefin'), pin: MANAGER_PIN }, 'other-tab');
  expect(r).toMatchObject({ ok: false, error: { code: 'locked' } });

  // The way back: the recovery code shown at the set-up (a wrong one is refused).
  await page.getByTestId('recovery-use').click();
  await page.getByTestId('recovery-input').fill('ABCD-EFGH-JKMN-PQRS-TVWX');
  await page.getByTestId('recovery-submit').click();
  await expect(page.getByTestId('recovery-wrong')).toBeVisible();
  await page.getByTestId('recovery-input').fill(code.toLowerCase());
  await page.getByTestId('recovery-submit').click();
  await expect(page.getByTestId('recovery-done')).toBeVisible();
  // Spent: a fresh code is shown once in its place.
  const fresh = await noteRecoveryCode(page, 'pin-pad');
  expect(fresh).not.toBe(code);
  await typePin(page, MANAGER_PIN);
  await expect(page.getByTestId('manager-home')).toBeVisible();
  await openManagerScreen(page, terminal, 'audit');
  await expect(page.getByTestId('audit-table').locator('tr[data-action="auth.recovered"]')).toContainText(
    'Managersperre mit Wiederherstellungscode aufgehoben',
  );

  // A manager replaces the code in the settings (shown once); the old one stops working.
  await openManagerScreen(page, terminal, 'settings');
  await page.getByTestId('recovery-replace').click();
  await page.getByTestId('recovery-replace-yes').click();
  const replaced = await noteRecoveryCode(page, 'settings-recovery');
  expect(replaced).not.toBe(fresh);
  const stale = await pageInvoke(page, 'auth.recover', { userId: await userId(page, 'Chefin'), recoveryCode: fresh }, 'other-tab');
  expect(stale).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
});

test('a manager PIN has at least six digits', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/manager');
  await page.getByTestId('setup-name').fill('Chefin');
  await page.getByTestId('setup-pin').fill('2468');
  await page.getByTestId('setup-repeat').fill('2468');
  await page.getByTestId('setup-submit').click();
  await expect(page.getByTestId('input-message')).toContainText('6');
  await expect(page.getByTestId('manager-home')).toHaveCount(0);
});
