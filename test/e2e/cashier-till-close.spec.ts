// Issue 24: a cashier closes the till when the manager's setting lets cashiers close. Off (the
// default), the home screen offers no close and the close screen says why it is refused; switched on
// in the settings, the signed-in cashier counts 5.00 short, sees the difference, confirms, and the
// Z is shown, printed once and audited under the cashier's name.
import type { Page } from '@playwright/test';
import { expect, openTerminal, test, type Terminal } from './fixtures';
import { typeAmount } from './helpers-cashier';
import { api, apiAsManager, MANAGER_PIN, openManagerScreen, setUpManager, typePin } from './manager-helpers';

/** Opens `path` on a fresh page load (the page's session ends with it) and signs Anna in at the cashier's door. */
async function signInAnna(page: Page, terminal: Terminal, path: string): Promise<void> {
  await openTerminal(page, terminal, path);
  await page.reload();
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  await typePin(page, '1357', 'Anna');
}

test('a cashier counts and closes the till only while the setting allows it; audited under the cashier', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  const manager = await apiAsManager(page);
  await api(page, 'auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' }, manager);
  const users = await api<{ users: Array<{ id: string; name: string }> }>(page, 'auth.session', {}, 'e2e-anna');
  await api(page, 'auth.login', { userId: users.users.find((u) => u.name === 'Anna')?.id, pin: '1357' }, 'e2e-anna');
  await api(page, 'charge.load', { code: 'DEMOTRAIN002', amountCents: 2000, paymentMethodId: 'cash' }, 'e2e-anna');

  // Off: no way in from home; the screen itself says why.
  await signInAnna(page, terminal, '/');
  await expect(page.getByTestId('cashier-user')).toContainText('Anna');
  await expect(page.getByTestId('till-close-entry')).toHaveCount(0);
  await signInAnna(page, terminal, '/till-close');
  await expect(page.getByTestId('error')).toHaveAttribute('data-error-code', 'forbidden');
  await expect(page.getByTestId('error-message')).toContainText('die Einstellung, mit der Kassier/innen schliessen dürfen, ist aus', {
    ignoreCase: true,
  });

  // The manager switches it on in the settings.
  await openTerminal(page, terminal, '/manager');
  await page.reload();
  await typePin(page, MANAGER_PIN);
  await openManagerScreen(page, terminal, 'settings');
  const box = page.getByTestId('settings-cashier-may-close');
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  // Saved at once: checked once the core answers.
  await box.click();
  await expect(box).toBeChecked();
  // The helper client's session lived in the page: signed in again after every reload.
  expect(await api(page, 'session.settings', {}, await apiAsManager(page))).toEqual({ cashierMayClose: true });

  // The cashier: count, see the difference, confirm; the Z is shown.
  await signInAnna(page, terminal, '/');
  await page.getByTestId('till-close-entry').click();
  await expect(page.getByTestId('screen-till-close')).toBeVisible();
  await typeAmount(page, 'till-count-amount', 1500);
  await page.getByTestId('till-check').click();
  await expect(page.getByTestId('till-preview').getByTestId('till-difference')).toHaveAttribute('data-cents', '-500');
  await page.getByTestId('till-confirm').click();
  const z = page.getByTestId('till-z');
  await expect(z).toBeVisible();
  await expect(z.getByTestId('till-difference')).toHaveAttribute('data-cents', '-500');
  await expect(page.getByTestId('till-closed')).toContainText('Der Bericht wird gedruckt');

  // Printed once (by the close), audited under Anna.
  const number = await z.getAttribute('data-number');
  const boss = await apiAsManager(page);
  const printed = async () =>
    (await api<{ receipts: Array<{ lines: string[] }> }>(page, 'print.printed', { limit: 50 }, boss)).receipts.filter((r) =>
      r.lines.some((l) => l.includes(`Z-Bericht ${number}`)),
    );
  await expect.poll(async () => (await printed()).length).toBe(1);
  const audit = await api<{ entries: Array<{ action: string; actor: string | null }> }>(page, 'auth.audit', { limit: 50 }, boss);
  expect(audit.entries.find((e) => e.action === 'session.close')?.actor).toBe('Anna');
});
