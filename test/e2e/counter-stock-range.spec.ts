// A free-amount stock voucher shows its range as soon as its status is there, before any amount is
// typed (not only after the service refused one), in the UI language.
import { expect, test } from './fixtures';
import { enterCode, expectNoSeriousAxe, openScreen } from './helpers-cashier';

test('the free-amount range of a stock voucher is shown before the amount is typed', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'activate');
  await enterCode(page, 'DEMODEPOTFRE');
  await expect(page.getByTestId('depot-status')).toHaveAttribute('data-can', 'yes');
  const label = page.getByTestId('depot-status').locator('label[for]').first();
  await expect(label).toHaveText(/^Betrag, den die Kundin \/ der Kunde bezahlt: CHF\s20\.00 – CHF\s500\.00$/);
  await expect(page.getByTestId('depot-amount-input')).toHaveValue('');
  await expect(page.getByTestId('depot-amount-booked')).toHaveText(/^CHF\s0\.00$/);
  await expectNoSeriousAxe(page);
  await page.getByTestId('language-select').selectOption('fr');
  await expect(label).toHaveText(/^Montant payé par le client\s: 20\.00\sCHF – 500\.00\sCHF$/);
});
