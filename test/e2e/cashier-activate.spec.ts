// Activate stock vouchers against the built-in service: fixed, free amount, twice, deactivate.
import { expect, test } from './fixtures';
import { enterCode, expectNoSeriousAxe, invoke, openScreen, typeAmount } from './helpers-cashier';

test('a fixed-amount stock voucher is activated once; the second time is refused', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'activate');
  await enterCode(page, 'DEMODEPOTFIX');
  await expect(page.getByTestId('depot-status')).toHaveAttribute('data-can', 'yes');
  await expect(page.getByTestId('fixed-amount')).toHaveText(/CHF\s50\.00/);
  await expectNoSeriousAxe(page);
  await page.getByTestId('confirm-activate').click();
  await expect(page.getByTestId('activate-done')).toContainText('CHF 50.00');
  await expect(page.getByTestId('receipt')).toBeVisible();
  await enterCode(page, 'DEMO-DEPO-TFIX');
  await expect(page.getByTestId('depot-status')).toHaveAttribute('data-can', 'no');
  await expect(page.getByTestId('refusal')).not.toBeEmpty();
  await expect(page.getByTestId('confirm-activate')).toHaveCount(0);
});

test('a free-amount stock voucher takes the amount typed', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'activate');
  await enterCode(page, 'DEMODEPOTFRE');
  await expect(page.getByTestId('depot-status')).toHaveAttribute('data-can', 'yes');
  await typeAmount(page, 'depot-amount', 2500);
  await page.getByTestId('depot-amount-input').press('Enter');
  await expect(page.getByTestId('activate-done')).toContainText('CHF 25.00');
});

test('a sold stock voucher is deactivated with a reason', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'activate');
  await page.getByTestId('mode-deactivate').click();
  await enterCode(page, 'DEMODEPOTACT');
  await expect(page.getByTestId('deactivate-status')).toHaveAttribute('data-can', 'yes');
  await page.getByTestId('reason').fill('Kunde hat es sich anders überlegt');
  await page.getByTestId('confirm-deactivate').click();
  await page.getByTestId('confirm-deactivate-yes').click();
  await expect(page.getByTestId('deactivate-done')).toBeVisible();
  await expectNoSeriousAxe(page);
});

test('deactivating needs a manager PIN once one is set: asked in place, then done', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'activate');
  expect((await invoke(page, 'auth.setup', { name: 'Chefin', pin: '246810' })).ok).toBe(true);
  expect((await invoke(page, 'auth.logout', {})).ok).toBe(true);
  await page.getByTestId('mode-deactivate').click();
  await enterCode(page, 'DEMODEPOTACT');
  await page.getByTestId('confirm-deactivate').click();
  await page.getByTestId('confirm-deactivate-yes').click();
  // A PIN pad next to the step (one manager: no one to choose).
  await expect(page.getByTestId('manager-pin').getByTestId('pin-input')).toBeFocused();
  await expectNoSeriousAxe(page);
  await page.keyboard.type('111111');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('manager-pin').getByTestId('pin-wrong')).toContainText('Falsche PIN');
  await expect(page.getByTestId('deactivate-done')).toHaveCount(0);
  // The pad takes the next PIN after the short wait a wrong one causes.
  await expect(page.getByTestId('pin-wait')).toHaveCount(0);
  await page.getByTestId('manager-pin').getByTestId('pin-input').fill('246810');
  await page.getByTestId('manager-pin').getByTestId('pin-input').press('Enter');
  await expect(page.getByTestId('deactivate-done')).toBeVisible();
  await expect(page.getByTestId('manager-pin')).toHaveCount(0);
});
