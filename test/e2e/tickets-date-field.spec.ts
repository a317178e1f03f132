// The date fields of the ticket sale's range (DateField): written the UI language's way, a bad
// entry marked and kept as typed, a good one taken and shown again in the language's form; a new
// language shows the date its way and forgets a bad entry.
import { DEMO_PRODUCTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { expect, openSellSynced, test } from './tickets-helpers';

test('a range date: bad entry marked, good one taken and shown in the language, another language shows it its way', async ({
  page,
  env,
}) => {
  await openSellSynced(page, env);
  await page.getByTestId(`product-${DEMO_PRODUCTS.gondola}`).click();
  const from = page.getByTestId('range-from');
  await expect(from).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);

  await from.fill('31.02.2027'); // no real date
  await from.press('Enter');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveValue('31.02.2027');

  await from.fill('2027-1-5');
  await from.press('Enter');
  await expect(from).not.toHaveAttribute('aria-invalid');
  await expect(from).toHaveValue('05.01.2027');

  // The same date in another form: nothing changes but the way it is written.
  await from.fill('5/1/2027');
  await from.press('Tab');
  await expect(from).toHaveValue('05.01.2027');

  // A bad entry, then another language: the date shown its way, the mark gone.
  await from.fill('xx');
  await from.press('Enter');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('language-select').selectOption('en');
  await expect(from).toHaveValue('05/01/2027');
  await expect(from).not.toHaveAttribute('aria-invalid');
});
