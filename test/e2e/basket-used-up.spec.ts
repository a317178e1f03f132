// A used-up voucher scanned in the basket: it can still be loaded, and the question says why it
// cannot pay, in the UI language (the service's own text only on its marked line).
import { addGoods, openBasket, voucher } from './basket-helpers';
import { expect, test } from './fixtures';

test('a used-up voucher scanned in the basket offers load and says why it cannot pay', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  await addGoods(page, 2000);
  await voucher(page, 'DEMOEMPTY000');
  const ask = page.getByTestId('voucher-ask');
  await expect(ask.getByTestId('ask-load')).toBeVisible();
  await expect(ask.getByTestId('ask-pay')).toHaveCount(0);
  const why = ask.getByTestId('ask-why-not');
  await expect(why).toHaveText(/^Nicht einlösbar\. Der Gutschein ist vollständig eingelöst\.\s*$/);

  // In French the same, in French.
  await page.getByTestId('language-select').selectOption('fr');
  await voucher(page, 'DEMOEMPTY000');
  const pourquoi = page.getByTestId('voucher-ask').getByTestId('ask-why-not');
  await expect(pourquoi).toContainText('Non utilisable. Le bon est entièrement utilisé.');
  // The service's German sentence only on its marked line.
  await expect(pourquoi.getByTestId('ask-why-not-service')).toContainText('Der Gutschein ist vollständig eingelöst.');
});
