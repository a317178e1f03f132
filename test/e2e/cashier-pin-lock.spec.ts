// Wrong PINs at one till lock cashier sign-in there (the lock is shown),
// and the manager's PIN still opens the till.
import { expect, openTerminal, test } from './fixtures';
import { api, apiAsManager, MANAGER_PIN, setUpManager, typePin } from './manager-helpers';

test('five wrong cashier PINs lock this till for cashiers; the manager still signs in here', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  const manager = await apiAsManager(page);
  await api(page, 'auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' }, manager);
  await api(page, 'auth.setPin', { name: 'Bert', role: 'cashier', pin: '2468' }, manager);
  await openTerminal(page, terminal);
  // Opening the home page loads the page anew: its in-memory session is gone, sign-in is asked.
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  for (const name of ['Anna', 'Bert', 'Anna', 'Bert', 'Anna']) {
    await typePin(page, '0000', name);
    await expect(page.getByTestId('pin-wrong').or(page.getByTestId('pin-locked')).first()).toBeVisible();
  }
  await page.getByTestId('pin-user-Bert').click();
  await expect(page.getByTestId('pin-locked')).toContainText('Kasse');
  await expect(page.getByTestId('pin-pad')).toHaveCount(0);
  // The manager is not held back by this till's lock (nor by the cashiers' waits and tries left,
  // which are theirs), and opens it again.
  await page.getByTestId('pin-user-Chefin').click();
  await expect(page.getByTestId('pin-wrong')).toHaveCount(0);
  await expect(page.getByTestId('pin-submit')).toBeVisible();
  await typePin(page, MANAGER_PIN);
  await expect(page.getByTestId('cashier-user')).toContainText('Chefin');
  await page.getByTestId('cashier-logout').click();
  await typePin(page, '2468', 'Bert');
  await expect(page.getByTestId('cashier-user')).toContainText('Bert');
});
