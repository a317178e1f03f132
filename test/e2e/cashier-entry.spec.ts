// Code entry rules on every cashier screen: local refusals before any request, scanner capture,
// on-screen keyboard, keyboard-only navigation and axe on every screen.
import { expect, openTerminal, test } from './fixtures';
import { expectNoSeriousAxe, openScreen, scan } from './helpers-cashier';

const screens = ['check', 'basket', 'journal'];

test('every cashier screen has no serious or critical accessibility violations', async ({ page, terminal }) => {
  for (const id of screens) {
    await openScreen(page, terminal, id);
    // Settled: the screen's busy region(s) (some screens have two) say nothing is under way.
    await expect(page.getByTestId('busy').first()).toBeAttached();
    await expect(page.locator('[data-testid="busy"][data-busy="true"]')).toHaveCount(0);
    await expectNoSeriousAxe(page);
  }
  // The basket's ways of adding a line (the tiles pay, load, activate, sell codes and promo).
  await openScreen(page, terminal, 'basket');
  for (const tab of ['voucher', 'codes', 'promo']) {
    await page.getByTestId(`add-${tab}-tab`).click();
    await expect(page.getByTestId(`add-${tab}`)).toBeVisible();
    await expectNoSeriousAxe(page);
  }
});

test('an empty or malformed code gets a message and sends no request', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/invoke')) requests.push(r.postData() ?? '');
  });
  await page.getByTestId('code-input').press('Enter');
  await expect(page.getByTestId('input-message')).toHaveText('Bitte zuerst einen Gutscheincode scannen oder eintippen.');
  // 4 to 11 letters/digits could be a mobile short code (sent to the service): 3 cannot.
  await page.getByTestId('code-input').fill('de-1');
  await page.getByTestId('code-submit').click();
  await expect(page.getByTestId('input-message')).toContainText('kein Gutscheincode');
  await expect(page.getByTestId('code-input')).toHaveAttribute('aria-invalid', 'true');
  expect(requests.filter((r) => r.includes('voucher.lookup'))).toEqual([]);
});

test('a scanner burst is captured without a focused field and shown in groups of four', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  await page.getByTestId('code-input').blur();
  await page.locator('h1').click();
  const lookup = page.waitForRequest((r) => r.url().includes('/api/invoke') && (r.postData() ?? '').includes('voucher.lookup'));
  await scan(page, 'demovalue100');
  const body = JSON.parse((await lookup).postData() ?? '{}') as { input: { code: string } };
  expect(body.input.code).toBe('DEMOVALUE100');
  await expect(page.getByTestId('code-input')).toHaveValue('DEMO-VALU-E100');
});

test('the on-screen keyboard types letters, digits and dashes', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  await page.getByRole('button', { name: 'Tastatur' }).click();
  for (const ch of 'DE-V') await page.getByTestId('osk').locator(`[data-key="${ch}"]`).click();
  // Dashes are typed but not kept (codes are shown in groups of four).
  await expect(page.getByTestId('code-input')).toHaveValue('DEV');
  await page.getByTestId('osk').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('input-message')).toContainText('kein Gutscheincode');
});

test('Escape goes back to the overview from every screen', async ({ page, terminal }) => {
  for (const id of screens) {
    await openScreen(page, terminal, id);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was möchten Sie tun?');
  }
});

test('slow typing without a focused field is kept whole; a later scan replaces it', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  await page.locator('h1').click();
  await page.keyboard.type('dem', { delay: 700 });
  await expect(page.getByTestId('code-input')).toHaveValue('DEM');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('input-message')).toContainText('kein Gutscheincode');
  await page.locator('h1').click();
  await page.keyboard.type('XY', { delay: 700 });
  const lookup = page.waitForRequest((r) => (r.postData() ?? '').includes('voucher.lookup'));
  await scan(page, 'DEMOPARTIAL1');
  expect(JSON.parse((await lookup).postData() ?? '{}')).toMatchObject({ input: { code: 'DEMOPARTIAL1' } });
  await expect(page.getByTestId('voucher-card')).toHaveAttribute('data-code', 'DEMOPARTIAL1');
});

test('keyboard only: a load into the basket with Enter, then Escape back to the overview', async ({ page, terminal }) => {
  await openTerminal(page, terminal, '/load');
  await expect(page.getByTestId('code-input')).toBeFocused();
  await page.keyboard.type('demotrain009');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('load-amount-input')).toBeFocused();
  // Francs as people type them (no decimal point: whole francs).
  await page.keyboard.type('25', { delay: 60 });
  await expect(page.getByTestId('load-amount-booked')).toHaveText(/^CHF\s25\.00$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('basket').getByTestId('line-amount')).toHaveText(/^CHF\s25\.00$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was möchten Sie tun?');
});

test('the screens speak French when the language is switched', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  await page.getByTestId('language-select').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérifier un bon');
  await page.getByTestId('code-input').press('Enter');
  await expect(page.getByTestId('input-message')).toHaveText('Veuillez d’abord scanner ou saisir un code de bon.');
  await page.getByTestId('code-input').fill('DEMOVALUE100');
  await page.getByTestId('code-input').press('Enter');
  await expect(page.getByTestId('balance')).toHaveText(/^100\.00\sCHF$|^CHF\s100\.00$/);
});

test('scan after scan without a focused field: every code arrives whole', async ({ page, terminal }) => {
  await openScreen(page, terminal, 'check');
  const codes = ['DEMOVALUE100', 'DEMOPARTIAL1', 'DEMOTRAIN001', 'DEMOTRAIN002', 'DEMOEXPIRED1'];
  for (let round = 0; round < 3; round++) {
    for (const code of codes) {
      await page.evaluate(() =>
        (globalThis as unknown as { document: { activeElement: { blur(): void } | null } }).document.activeElement?.blur(),
      );
      await scan(page, code);
      await expect(page.getByTestId('voucher-card')).toHaveAttribute('data-code', code);
    }
  }
  await expect(page.getByTestId('input-message')).toHaveCount(0);
});
