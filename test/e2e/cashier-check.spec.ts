// Check voucher against the built-in service: balance, unknown, fully redeemed, expired, XSS.
import { expect, test } from './fixtures';
import { enterCode, expectNoSeriousAxe, openScreen, trainingDb } from './helpers-cashier';

test('a voucher is shown with balance, validity and what it can do', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  await enterCode(page, 'demo-valu-e100');
  const card = page.getByTestId('voucher-card');
  await expect(card).toHaveAttribute('data-code', 'DEMOVALUE100');
  await expect(page.getByTestId('voucher-code')).toHaveText('DEMO-VALU-E100');
  await expect(page.getByTestId('balance')).toHaveText(/^CHF\s100\.00$/);
  await expect(page.getByTestId('can-pay')).toHaveAttribute('data-value', 'yes');
  await expect(page.getByTestId('can-load')).toHaveAttribute('data-value', 'yes');
  await expect(page.getByTestId('redeemed')).toHaveText('Nein');
  await expect(page.getByTestId('expired')).toHaveCount(0);
  await expect(page.getByTestId('busy')).toHaveAttribute('data-busy', 'false');
  await expectNoSeriousAxe(page);
});

test('an unknown code shows the service reason', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  await enterCode(page, 'ZZZZ-ZZZZ-ZZZZ');
  await expect(page.getByTestId('error')).toBeVisible();
  await expect(page.getByTestId('error-message')).not.toBeEmpty();
  await expect(page.getByTestId('voucher-card')).toHaveCount(0);
});

test('a fully redeemed voucher says so and cannot pay', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  await enterCode(page, 'DEMOEMPTY000');
  await expect(page.getByTestId('redeemed')).toHaveText('Ja');
  await expect(page.getByTestId('balance')).toHaveText(/^CHF\s0\.00$/);
  await expect(page.getByTestId('can-pay')).toHaveAttribute('data-value', 'no');
});

test('an expired voucher is flagged, not blocked', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  await enterCode(page, 'DEMOEXPIRED1');
  await expect(page.getByTestId('expired')).toBeVisible();
  await expect(page.getByTestId('can-pay')).toHaveAttribute('data-value', 'yes');
});

test('an XSS payload in a voucher description stays inert', async ({ page, terminal }) => {
  const payload =
    '<p>Nice <b>gift</b></p><img src="http://127.0.0.1:9/x.png" onerror="window.__xss=1"><script>window.__xss=2</script>' +
    '<a href="javascript:window.__xss=3" onclick="window.__xss=4">link</a><iframe src="https://example.com"></iframe>' +
    '<svg onload="window.__xss=5"></svg><style>body{display:none}</style><div style="background:url(https://example.com/t.png)">styled</div>';
  trainingDb(terminal, (db) => db.prepare('update vouchers set description = ? where code = ?').run(payload, 'DEMOTRAIN009'));
  const remote: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(terminal.url)) remote.push(r.url());
  });
  page.on('dialog', (d) => void d.dismiss());
  await openScreen(page, terminal, 'check');
  await enterCode(page, 'DEMOTRAIN009');
  const description = page.getByTestId('description');
  await expect(description).toContainText('Nice gift');
  await expect(description.locator('b')).toHaveText('gift');
  await expect(description.locator('img, script, iframe, svg, style, [onclick], [onerror], [style], [href]')).toHaveCount(0);
  await description.getByText('link').click();
  expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();
  expect(remote).toEqual([]);
  await expect(page.locator('body')).toBeVisible();
});
