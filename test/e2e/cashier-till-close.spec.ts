// A cashier closes the till when the manager's setting lets cashiers close. Off (the default), the
// home screen offers no close and the close screen says why it is refused; switched on in the
// settings, the signed-in cashier counts blind (nothing of the expected cash or a difference before
// confirming, no count again), confirms 5.00 short, and the Z is shown with the difference, printed
// once and audited under the cashier's name. A sale after that close opens a new session and the
// cashier's screen says so; the basket asks for its float. The first sale of a day: the basket asks
// for the float, or with the manager's standard float says it took it.
import type { Page } from '@playwright/test';
import { expect, openTerminal, test, type Terminal } from './fixtures';
import { addGoods, openBasket, payByCardAndFinish } from './basket-helpers';
import { typeAmount } from './helpers-cashier';
import { api, apiAsManager, MANAGER_PIN, openManagerScreen, setUpManager, typePin } from './manager-helpers';
import { pageInvoke } from './page-api';
import { stepByOrder, stepEntry } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';

/** Opens `path` on a fresh page load (the page's session ends with it) and signs Anna in at the cashier's door. */
async function signInAnna(page: Page, terminal: Terminal, path: string): Promise<void> {
  await openTerminal(page, terminal, path);
  await page.reload();
  await expect(page.getByTestId('cashier-login')).toBeVisible();
  await typePin(page, '1357', 'Anna');
}

test('a cashier counts and closes the till only while the setting allows it; audited under the cashier', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  const manager = await apiAsManager(page);
  await api(page, 'auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' }, manager);
  const users = await api<{ users: Array<{ id: string; name: string }> }>(page, 'auth.session', {}, 'e2e-anna');
  await api(page, 'auth.login', { userId: users.users.find((u) => u.name === 'Anna')?.id, pin: '1357' }, 'e2e-anna');
  // Anna's sale: a load of 20.00 paid in cash.
  const anna = throwing((m, i) => pageInvoke(page, m, i, 'e2e-anna'));
  stepEntry(await stepByOrder(anna, { kind: 'load', code: 'DEMOTRAIN002', amountCents: 2000 }, 'cash'));

  // Off: no way in from home; the screen itself says why.
  await signInAnna(page, terminal, '/');
  await expect(page.getByTestId('cashier-user')).toContainText('Anna');
  await expect(page.getByTestId('till-close-entry')).toHaveCount(0);
  await signInAnna(page, terminal, '/till-close');
  await expect(page.getByTestId('till-close-off')).toContainText('die Einstellung, mit der Kassier/innen schliessen dürfen, ist aus', {
    ignoreCase: true,
  });
  await expect(page.getByTestId('till-count-step')).toHaveCount(0);

  // The manager switches it on in the settings.
  await openTerminal(page, terminal, '/manager');
  await page.reload();
  await typePin(page, MANAGER_PIN);
  // Signed in before the next screen is opened (a page load while the login is on its way loses it).
  await expect(page.getByTestId('manager-home')).toBeVisible();
  await openManagerScreen(page, terminal, 'settings');
  const box = page.getByTestId('settings-cashier-may-close');
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  // Saved at once: checked once the core answers.
  await box.click();
  await expect(box).toBeChecked();
  // The helper client's session lived in the page: signed in again after every reload.
  expect(await api(page, 'session.settings', {}, await apiAsManager(page))).toEqual({ cashierMayClose: true });

  // The cashier counts blind: no expected amount, no difference, no preview before confirming.
  await signInAnna(page, terminal, '/');
  await page.getByTestId('till-close-entry').click();
  const screen = page.getByTestId('screen-till-close');
  await expect(screen).toBeVisible();
  await typeAmount(page, 'till-count-amount', 1500);
  await expect(page.getByTestId('till-confirm')).toBeEnabled();
  for (const id of ['till-check', 'till-preview', 'till-expected', 'till-difference', 'till-drawer', 'till-recount'])
    await expect(screen.getByTestId(id), id).toHaveCount(0);
  expect(await screen.innerText()).not.toMatch(/20\.00|-5\.00|Soll/);
  await page.getByTestId('till-confirm').click();
  // After the confirm: the Z with the expected amount and the difference, and no count again.
  const z = page.getByTestId('till-z');
  await expect(z).toBeVisible();
  await expect(z.getByTestId('till-expected')).toHaveText(/CHF\s20\.00/);
  await expect(z.getByTestId('till-difference')).toHaveAttribute('data-cents', '-500');
  await expect(page.getByTestId('till-closed')).toContainText('Der Bericht wird gedruckt');
  await expect(page.getByTestId('till-recount')).toHaveCount(0);
  await expect(page.getByTestId('till-confirm')).toHaveCount(0);

  // Printed once (by the close), audited under Anna.
  const number = await z.getAttribute('data-number');
  const boss = await apiAsManager(page);
  const printed = async () =>
    (await api<{ receipts: Array<{ lines: string[] }> }>(page, 'print.printed', { limit: 50 }, boss)).receipts.filter((r) =>
      r.lines.some((l) => l.includes(`Z-Bericht ${number}`)),
    );
  await expect.poll(async () => (await printed()).length).toBe(1);
  const audit = await api<{ entries: Array<{ action: string; actor: string | null }> }>(page, 'auth.audit', { limit: 50 }, boss);
  expect(audit.entries.find((e) => e.action === 'session.close')?.actor).toBe('Anna');

  // A sale after the close (here from another client of the till) opens session 2: the cashier's
  // screen says so, with its float, until dismissed.
  await expect(page.getByTestId('session-notice')).toHaveCount(0);
  const { order } = await api<{ order: { id: string } }>(page, 'order.addLine', { line: { kind: 'goods', amountCents: 1000 } }, boss);
  await api(page, 'order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: 1000 } }, boss);
  await api(page, 'order.finish', { orderId: order.id }, boss);
  const notice = page.getByTestId('session-notice');
  await expect(notice).toHaveAttribute('data-notice', 'opened_after_close');
  await expect(notice).toContainText(`Eine neue Kassensitzung (${Number(number) + 1}) wurde eröffnet: Die Kasse war geschlossen.`);
  await expect(notice).toContainText(/Wechselgeld CHF\s0\.00: niemand hat es gezählt/);
  await page.getByTestId('session-notice-ok').click();
  await expect(notice).toHaveCount(0);
  // The basket asks for the float nobody counted; counted, the session has it.
  await openBasket(page, terminal);
  await page.getByTestId('basket-float-count').click();
  await typeAmount(page, 'basket-float-amount', 10000);
  await page.getByTestId('basket-float-open').click();
  await expect(page.getByTestId('till-float-opened')).toContainText(/CHF\s100\.00/);
  expect(await api(page, 'session.current', {}, boss)).toMatchObject({ session: { number: Number(number) + 1, floatCents: 10000 } });
});

test("the first sale of a day asks for the float; with the manager's standard float it takes that and says so", async ({
  page,
  terminal,
}) => {
  await setUpManager(page, terminal);
  // No session yet: the basket asks for the float before the first line.
  await openBasket(page, terminal);
  const prompt = page.getByTestId('till-float-prompt');
  await expect(prompt).toContainText('Kasse öffnen: Wechselgeld zählen');
  await expect(prompt).toContainText(/Ohne Zählung eröffnet der erste Verkauf die Kasse mit CHF\s0\.00/);
  await page.getByTestId('basket-float-count').click();
  await typeAmount(page, 'basket-float-amount', 20000);
  await page.getByTestId('basket-float-open').click();
  await expect(page.getByTestId('till-float-opened')).toContainText(/CHF\s200\.00/);
  const boss = await apiAsManager(page);
  expect(await api(page, 'session.current', {}, boss)).toMatchObject({ session: { number: 1, openReason: 'counted', floatCents: 20000 } });
  await api(page, 'session.close', { countedCents: 20000, confirm: true }, boss);

  // The manager sets a standard float: the basket asks no more, and the sale's notice names it.
  await openManagerScreen(page, terminal, 'settings');
  await typeAmount(page, 'settings-standard-float-amount', 5000);
  await page.getByTestId('settings-standard-float-save').click();
  await expect(page.getByTestId('settings-standard-float-now')).toHaveAttribute('data-cents', '5000');
  await openBasket(page, terminal);
  await expect(page.getByTestId('till-float-prompt')).toHaveCount(0);
  await addGoods(page, 1200);
  await payByCardAndFinish(page);
  const notice = page.getByTestId('session-notice');
  await expect(notice).toContainText('Eine neue Kassensitzung (2) wurde eröffnet');
  await expect(notice).toContainText(/Wechselgeld: der festgelegte Standardbetrag, CHF\s50\.00/);
  expect(await api(page, 'session.current', {}, boss)).toMatchObject({
    session: { number: 2, openReason: 'after_close', floatCents: 5000 },
  });
});

test('the drawer opens from the till screen with a reason and a manager PIN; the opening shows on the X', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  const manager = await apiAsManager(page);
  await api(page, 'auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' }, manager);
  await api(page, 'session.open', { floatCents: 5000 }, manager);
  await api(page, 'payment.updateSettings', { drawer: { pin: '2', onMs: 100, offMs: 200 } }, manager);

  // The cashier's till screen offers the drawer whatever the close setting; it asks the reason first.
  await signInAnna(page, terminal, '/till-close');
  const drawer = page.getByTestId('drawer-open');
  await expect(drawer.getByTestId('drawer-open-button')).toBeDisabled();
  await drawer.getByTestId('drawer-reason').fill('Wechselgeld für Bank');
  await drawer.getByTestId('drawer-open-button').click();
  // Then a manager's PIN, in place.
  const pin = drawer.getByTestId('manager-pin');
  await expect(pin.getByTestId('pin-input')).toBeVisible();
  await pin.getByTestId('pin-input').fill(MANAGER_PIN);
  await pin.getByTestId('pin-input').press('Enter');
  await expect(drawer.getByRole('status')).toContainText('Schublade wird geöffnet');
  await expect(pin).toHaveCount(0);

  // The slip kicked the drawer; the authority is audited with the cashier.
  const boss = await apiAsManager(page);
  const receipts = async () =>
    (await api<{ receipts: Array<{ lines: string[]; pulses: number }> }>(page, 'print.printed', { limit: 50 }, boss)).receipts;
  await expect
    .poll(async () => (await receipts()).filter((r) => r.lines.some((l) => l.includes('Wechselgeld für Bank'))).map((r) => r.pulses))
    .toEqual([1]);
  const audit = await api<{ entries: Array<{ action: string; actor: string | null; details: { cashier?: string } }> }>(
    page,
    'auth.audit',
    { limit: 50 },
    boss,
  );
  expect(audit.entries.find((e) => e.action === 'open_drawer')).toMatchObject({ actor: 'Chefin', details: { cashier: 'Anna' } });

  // The manager's X counts it, with who and why.
  await openTerminal(page, terminal, '/manager');
  await page.reload();
  await typePin(page, MANAGER_PIN);
  await openManagerScreen(page, terminal, 'till');
  const x = page.getByTestId('till-x-report');
  await expect(x.getByTestId('till-drawer-openings')).toContainText(/Schublade ohne Verkauf\s*1/);
  await expect(x.locator('tr[data-key="drawer_openings.reason"]')).toContainText('Anna: Wechselgeld für Bank');
  // A manager opens it from the till screen as well, without a PIN: the X shows both.
  await page.getByTestId('drawer-reason').fill('Münzrollen');
  await page.getByTestId('drawer-open-button').click();
  await expect(x.getByTestId('till-drawer-openings')).toContainText(/Schublade ohne Verkauf\s*2/);
  await expect(x.locator('tr[data-key="drawer_openings.reason"]').nth(1)).toContainText('Chefin: Münzrollen');
});
