// Names and service text on screen: a name with a right-to-left override is refused at input with a
// clear message, and text that reaches the screen from the core (here the terminal's name in the
// status bar) shows without control or bidi characters.
import { expect, openTerminal, test } from './fixtures';
import { openManagerScreen, setUpManager } from './manager-helpers';

const RLO = '\u202e';

test('a PIN user name with a bidi override is refused with a clear message', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'users');
  await page.getByTestId('user-name').fill(`Eve${RLO}anna`);
  await page.getByTestId('user-role').selectOption('cashier');
  await page.getByTestId('user-pin').fill('135790');
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-message')).toContainText('Steuerzeichen');
  await expect(page.getByTestId('users-table')).not.toContainText('anna');
});

test('text from the core reaches the screen without bidi overrides or controls', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'settings');
  await page.getByTestId('settings-terminal').fill(`Kasse ${RLO}1 essaK\u0007`);
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-saved')).toBeVisible();
  await openTerminal(page, terminal);
  await expect(page.locator('body')).toContainText('Kasse 1 essaK');
  const text = await page.locator('body').innerText();
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u);
});
