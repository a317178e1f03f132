// The cashier bar's log-out asks the leave question while an order with a payment (or a
// ticket reservation) is open for this cashier: stay, log out and keep it open (it comes back after
// the next sign-in), or cancel it (the voucher gets its amount back) and log out.
import { addGoods, chf, payWithVoucher } from './basket-helpers';
import { expect, openTerminal, test } from './fixtures';
import { api, apiAsManager, setUpManager, typePin } from './manager-helpers';

test('log-out with an open order asks first: stay, keep it open, or cancel it (voucher restored)', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  const manager = await apiAsManager(page);
  await api(page, 'auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' }, manager);
  // The helper client's session lives in the page: signed in again after every reload.
  const balance = async () =>
    (await api<{ info: { balanceCents: number } | null }>(page, 'voucher.lookup', { code: 'DEMOTRAIN001' }, await apiAsManager(page))).info
      ?.balanceCents;
  const before = await balance();
  await openTerminal(page, terminal, '/basket');
  await page.reload(); // the manager's session lived in the page: a fresh page asks for the cashier
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  await typePin(page, '1357', 'Anna');
  await expect(page.getByTestId('screen-basket')).toBeVisible();
  await addGoods(page, 2000);
  await payWithVoucher(page, 'DEMOTRAIN001');
  const tender = page.getByTestId('basket').getByTestId('order-tender');
  await expect(tender.getByTestId('tender-amount')).toHaveText(chf('20.00'));

  // Stay: still signed in, the order as it was.
  await page.getByTestId('cashier-logout').click();
  await expect(page.getByTestId('leave-guard')).toContainText(/Warenkorb: 1 Position, noch CHF\s0\.00/);
  await page.getByTestId('leave-stay').click();
  await expect(page.getByTestId('leave-guard')).toHaveCount(0);
  await expect(page.getByTestId('cashier-user')).toContainText('Anna');
  await expect(tender).toHaveCount(1);

  // Keep it open: logged out; after signing in again the basket shows it.
  await page.getByTestId('cashier-logout').click();
  await page.getByTestId('leave-keep').click();
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  await typePin(page, '1357', 'Anna');
  await expect(tender).toHaveCount(1);
  await expect(tender.getByTestId('tender-amount')).toHaveText(chf('20.00'));
  expect(await balance()).toBe(before! - 2000);

  // Cancel: the voucher gets its amount back, then the cashier is logged out.
  await page.getByTestId('cashier-logout').click();
  await page.getByTestId('leave-cancel').click();
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  expect(await balance()).toBe(before);
});
