// Stock vouchers in the basket (the activate tile opens it at the voucher): a fixed amount added at
// once and refused the second time, a free amount within its range (shown before anything is typed,
// in the UI language); deactivating a sold one with a reason on the journal, a manager PIN asked in place.
import { chf, payByCardAndFinish } from './basket-helpers';
import { expect, openTerminal, test } from './fixtures';
import { enterCode, expectNoSeriousAxe, invoke, openScreen, typeAmount } from './helpers-cashier';

const stockLine = '[data-testid="order-line"][data-kind="stock"]';

test('a fixed-amount stock voucher becomes a line at once and is activated; the second time is refused', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/activate');
  await expect(page.getByTestId('add-voucher-tab')).toHaveAttribute('aria-pressed', 'true');
  await enterCode(page, 'DEMODEPOTFIX');
  const line = page.getByTestId('basket').locator(stockLine);
  await expect(line.getByTestId('line-amount')).toHaveText(chf('50.00'));
  await expectNoSeriousAxe(page);
  await payByCardAndFinish(page);
  await expect(line).toHaveAttribute('data-state', 'done');
  await page.getByTestId('next-order').click();
  // Through the tile again (a voucher scanned for activating): now an active voucher, it is refused.
  await page.getByTestId('back').click();
  await page.getByTestId('tile-activate').click();
  await enterCode(page, 'DEMO-DEPO-TFIX');
  await expect(page.getByTestId('input-message')).toContainText('kann nicht aktiviert werden');
  await expect(page.getByTestId('input-message')).not.toBeEmpty();
  await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(0);
});

test('a free-amount stock voucher shows its range before the amount is typed and takes the amount typed', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/activate');
  await enterCode(page, 'DEMODEPOTFRE');
  const panel = page.getByTestId('voucher-stock');
  const label = panel.locator('label[for]').first();
  await expect(label).toHaveText(/^Betrag, den die Kundin \/ der Kunde bezahlt: CHF\s20\.00 – CHF\s500\.00$/);
  await expect(page.getByTestId('depot-amount-input')).toHaveValue('');
  await expect(page.getByTestId('depot-amount-booked')).toHaveText(/^CHF\s0\.00$/);
  await expectNoSeriousAxe(page);
  // The range in the UI language.
  await page.getByTestId('language-select').selectOption('fr');
  await expect(label).toHaveText(/^Montant payé par le client\s: 20\.00\sCHF – 500\.00\sCHF$/);
  await page.getByTestId('language-select').selectOption('de');
  await typeAmount(page, 'depot-amount', 2500);
  await page.getByTestId('depot-amount-input').press('Enter');
  const line = page.getByTestId('basket').locator(stockLine);
  await expect(line.getByTestId('line-amount')).toHaveText(chf('25.00'));
  await payByCardAndFinish(page);
  await expect(line).toHaveAttribute('data-state', 'done');
});

test('a sold stock voucher is deactivated with a reason (journal)', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'journal');
  await page.getByTestId('journal-deactivate-toggle').click();
  await enterCode(page, 'DEMODEPOTACT');
  await expect(page.getByTestId('deactivate-status')).toHaveAttribute('data-can', 'yes');
  await page.getByTestId('reason').fill('Kunde hat es sich anders überlegt');
  await page.getByTestId('confirm-deactivate').click();
  await page.getByTestId('confirm-deactivate-yes').click();
  await expect(page.getByTestId('deactivate-done')).toBeVisible();
  await expectNoSeriousAxe(page);
});

test('deactivating needs a manager PIN once one is set: asked in place, then done', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'journal');
  expect((await invoke(page, 'auth.setup', { name: 'Chefin', pin: '246810' })).ok).toBe(true);
  expect((await invoke(page, 'auth.logout', {})).ok).toBe(true);
  await page.getByTestId('journal-deactivate-toggle').click();
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
