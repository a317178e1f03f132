// Amounts as people type them: digits are francs unless a point is typed, on the keyboard and on
// the keypad alike, and the field shows what will be booked while typing (the basket's goods amount).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openBasket } from './basket-helpers';

const cases = [
  { keys: '80', cents: 8000, shown: 'CHF 80.00' },
  { keys: '12.5', cents: 1250, shown: 'CHF 12.50' },
  { keys: '12.05', cents: 1205, shown: 'CHF 12.05' },
];

async function expectBooked(page: Page, cents: number, shown: string): Promise<void> {
  await expect(page.getByTestId('goods-input')).toHaveAttribute('data-cents', String(cents));
  await expect(page.getByTestId('goods-booked')).toHaveText(new RegExp(`^${shown.replace(' ', '\\s').replace('.', '\\.')}$`));
}

test('typing 80, 12.5 and 12.05 on the keyboard books 80.00, 12.50 and 12.05', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  const input = page.getByTestId('goods-input');
  for (const c of cases) {
    await input.focus();
    await input.press('Delete');
    // At a person's pace: a fast burst in an amount field is taken for a scanned code.
    await input.pressSequentially(c.keys, { delay: 60 });
    await expect(input).toHaveValue(c.keys);
    await expectBooked(page, c.cents, c.shown);
  }
  // While typing, the field already shows what "12." will book.
  await input.press('Delete');
  await input.pressSequentially('12.', { delay: 60 });
  await expectBooked(page, 1200, 'CHF 12.00');
});

test('typing 80, 12.5 and 12.05 on the keypad books 80.00, 12.50 and 12.05', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  for (const c of cases) {
    await page.getByTestId('goods-input').press('Delete');
    for (const k of c.keys) await page.getByTestId(`goods-key-${k === '.' ? 'point' : k}`).click();
    await expect(page.getByTestId('goods-input')).toHaveValue(c.keys);
    await expectBooked(page, c.cents, c.shown);
  }
  await page.getByTestId('goods-input').press('Delete');
  for (const k of ['1', '00']) await page.getByTestId(`goods-key-${k}`).click();
  await expectBooked(page, 10000, 'CHF 100.00');
  await page.getByTestId('goods-key-back').click();
  await expectBooked(page, 1000, 'CHF 10.00');
});
