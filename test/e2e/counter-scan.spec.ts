// Scanner first: a scan on the overview opens Check with its verdict; "Pay with it" carries the
// code into the basket, which asks before it pays; a second scan into a filled field replaces the first.
import { expect, openTerminal, test } from './fixtures';
import { addGoods, openBasket } from './basket-helpers';
import { expectNoSeriousAxe, openScreen, scan, typeAmount } from './helpers-cashier';

test('a scan on the home screen opens Check with the verdict', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was möchten Sie tun?');
  await scan(page, 'DEMOPARTIAL1');
  await expect(page.getByTestId('screen-check')).toBeVisible();
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-verdict', 'ok');
  await expect(page.getByTestId('verdict-headline')).toHaveText('Einlösbar – Guthaben CHF\u00a075.50');
  await expect(page.getByTestId('code-input')).toHaveValue('DEMO-PART-IAL1');
  await expectNoSeriousAxe(page);
  // Touch targets of the next steps: at least 44 px.
  for (const id of ['next-pay', 'next-load']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test('slow typing on the home screen goes nowhere', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/');
  await page.locator('h1').click();
  await page.keyboard.type('DEMO', { delay: 150 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tile-check')).toBeVisible();
});

test('a used-up voucher gets a red verdict with its reason and no pay button', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  await scan(page, 'DEMOEMPTY000');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-verdict', 'no');
  await expect(page.getByTestId('verdict-reason')).toHaveText('Der Gutschein ist vollständig eingelöst.');
  await expect(page.getByTestId('next-pay')).toHaveCount(0);
});

test('a scan on Check never touches the open order; "Pay with it" asks in the basket before it pays', async ({ page, terminal }) => {
  await openBasket(page, terminal);
  await addGoods(page, 3000);
  await openScreen(page, terminal, 'check');
  await scan(page, 'DEMOVALUE100');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-verdict', 'ok');
  await page.getByTestId('next-pay').click();
  await expect(page.getByTestId('screen-basket')).toBeVisible();
  // The question comes first, with the basket in view: nothing was added by the scan.
  await expect(page.getByTestId('voucher-ask')).toBeVisible();
  await expect(page.getByTestId('ask-pay')).toBeFocused();
  await expect(page.getByTestId('basket').getByTestId('order-tender')).toHaveCount(0);
  await page.getByTestId('ask-pay').click();
  await expect(page.getByTestId('basket').getByTestId('order-tender')).toHaveCount(1);
  await expect(page.getByTestId('basket').getByTestId('order-rest')).toHaveAttribute('data-cents', '0');
  await expect(page.getByTestId('basket').getByTestId('tender-amount')).toHaveText('CHF\u00a030.00');
});

test('a second scan into a filled field replaces it', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  const input = page.getByTestId('code-input');
  await input.click();
  await scan(page, 'DEMOVALUE100');
  await expect(page.getByTestId('voucher-card')).toHaveAttribute('data-code', 'DEMOVALUE100');
  // The cashier clicks into the field (no selection): the next scan still replaces the code.
  await input.click();
  await page.keyboard.press('End');
  await scan(page, 'DEMOPARTIAL1');
  await expect(page.getByTestId('voucher-card')).toHaveAttribute('data-code', 'DEMOPARTIAL1');
  await expect(input).toHaveValue('DEMO-PART-IAL1');
});

test('a 19-digit scan on the home screen opens the door with the ticket info', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/');
  await scan(page, '1234567890123456789');
  await expect(page.getByTestId('screen-tickets')).toBeVisible();
  await expect(page.getByTestId('ticket-info-panel')).toBeVisible();
});

test('a scan whose first key comes while the goods line is being added arrives whole and pays', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/pay');
  await typeAmount(page, 'goods', 3000);
  // Hold the goods line: the scanner's first key comes while the basket is still adding it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    void page.route('**/api/invoke', async (route) => {
      if (!route.request().postData()?.includes('"order.addLine"')) return route.continue();
      resolve();
      await new Promise<void>((r) => (release = r));
      await route.continue();
    });
  });
  await page.getByTestId('goods-input').press('Enter');
  await held;
  // The scanner's first key now; the rest carry the scanner's time (3 ms later each), however long
  // the page takes to show the line.
  const next = await scan(page, 'D', { enter: false });
  release();
  await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(1);
  await scan(page, 'EMOVALUE100', { startMs: next });
  const tender = page.getByTestId('basket').getByTestId('order-tender');
  await expect(tender).toHaveCount(1);
  await expect(tender).toContainText('DEMO-VALU-E100');
  await expect(page.getByTestId('basket').getByTestId('order-rest')).toHaveAttribute('data-cents', '0');
});
