// Issue 16: the cashier bar's log-out asks the leave question while a purchase (or a ticket
// reservation) is open on this terminal: stay, log out and keep it open (it comes back after the
// next sign-in), or cancel it (the voucher gets its amount back) and log out.
import { expect, openTerminal, test } from './fixtures';
import { scan, typeAmount } from './helpers-cashier';
import { api, apiAsManager, setUpManager, typePin } from './manager-helpers';

const money = (s: string) => new RegExp(`^CHF\\s${s.replace('.', '\\.')}$`);

test('log-out with an open purchase asks first: stay, keep it open, or cancel it (voucher restored)', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  const manager = await apiAsManager(page);
  await api(page, 'auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' }, manager);
  // The helper client's session lives in the page: signed in again after every reload.
  const balance = async () =>
    (await api<{ info: { balanceCents: number } | null }>(page, 'voucher.lookup', { code: 'DEMOTRAIN001' }, await apiAsManager(page))).info
      ?.balanceCents;
  const before = await balance();
  await openTerminal(page, terminal, '/pay');
  await page.reload(); // the manager's session lived in the page: a fresh page asks for the cashier
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  await typePin(page, '1357', 'Anna');
  await expect(page.getByTestId('screen-pay')).toBeVisible();
  await typeAmount(page, 'total', 2000);
  await page.getByTestId('total-input').press('Enter');
  await expect(page.getByTestId('purchase-summary')).toHaveAttribute('data-state', 'open');
  await scan(page, 'DEMOTRAIN001');
  await expect(page.getByTestId('paid')).toHaveText(money('20.00'));

  // Stay: still signed in, the purchase as it was.
  await page.getByTestId('cashier-logout').click();
  await expect(page.getByTestId('leave-guard')).toContainText('1 offener Einkauf, CHF 20.00 abgebucht');
  await page.getByTestId('leave-stay').click();
  await expect(page.getByTestId('leave-guard')).toHaveCount(0);
  await expect(page.getByTestId('cashier-user')).toContainText('Anna');
  await expect(page.getByTestId('paid')).toHaveText(money('20.00'));

  // Keep it open: logged out; after signing in again the pay screen shows it.
  await page.getByTestId('cashier-logout').click();
  await page.getByTestId('leave-keep').click();
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  await typePin(page, '1357', 'Anna');
  await expect(page.getByTestId('purchase-line')).toHaveCount(1);
  await expect(page.getByTestId('paid')).toHaveText(money('20.00'));
  expect(await balance()).toBe(before! - 2000);

  // Cancel: the voucher gets its amount back, then the cashier is logged out.
  await page.getByTestId('cashier-logout').click();
  await page.getByTestId('leave-cancel').click();
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  expect(await balance()).toBe(before);
  expect((await api<{ purchases: unknown[] }>(page, 'purchase.open', {}, await apiAsManager(page))).purchases).toHaveLength(0);
});
