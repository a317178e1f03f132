// Shared steps of the manager e2e specs: first-run set-up, PIN login, calls to the core API as the
// page's own client (for setting up a day of operations), and reading a CSV download.
import fs from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import { openTerminal, type Terminal } from './fixtures';
import { pageInvoke } from './page-api';

/** Manager PINs have at least six digits. */
export const MANAGER_PIN = '246810';

/**
 * Opens /manager on a fresh terminal and chooses the manager PIN, notes the recovery code shown
 * once and answers it; ends on the manager menu.
 */
export async function setUpManager(page: Page, terminal: Terminal, pin = MANAGER_PIN): Promise<string> {
  await openTerminal(page, terminal, '/manager');
  await expect(page.getByTestId('manager-setup')).toBeVisible();
  await page.getByTestId('setup-name').fill('Chefin');
  await page.getByTestId('setup-pin').fill(pin);
  await page.getByTestId('setup-repeat').fill(pin);
  await page.getByTestId('setup-submit').click();
  return noteRecoveryCode(page, 'manager-home');
}

/** Reads the recovery code shown once, confirms it is noted and waits for `next` (a test id). */
export async function noteRecoveryCode(page: Page, next: string): Promise<string> {
  const code = (await page.getByTestId('recovery-code').innerText()).trim();
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
  await page.getByTestId('recovery-code-noted').click();
  await expect(page.getByTestId(next)).toBeVisible();
  return code;
}

/** Chooses the person (when the login lists several), types the PIN on the pad's buttons and confirms. */
export async function typePin(page: Page, pin: string, user?: string): Promise<void> {
  if (user) await page.getByTestId(`pin-user-${user}`).click();
  // After a wrong PIN the pad waits a moment (growing delay) before it takes the next one.
  await expect(page.getByTestId('pin-submit')).toBeVisible();
  await expect(page.getByTestId('pin-wait')).toHaveCount(0);
  for (const d of pin) await page.getByTestId(`pin-key-${d}`).click();
  await page.getByTestId('pin-submit').click();
}

/** Reloads the page: the session lived in the page's memory, so the manager signs in again. */
export async function reloadAsManager(page: Page, pin = MANAGER_PIN): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('manager-login')).toBeVisible();
  await typePin(page, pin);
}

/** Opens a manager screen (set up and logged in before). */
export async function openManagerScreen(page: Page, terminal: Terminal, id: string): Promise<void> {
  await openTerminal(page, terminal, `/manager/${id}`);
  await expect(page.getByTestId(`manager-${id}`)).toBeVisible();
}

/** Calls the core API from the page as the helper client `clientId` (its own session, see page-api.ts). */
export async function api<T = unknown>(page: Page, method: string, input: unknown, clientId = 'e2e-till'): Promise<T> {
  const r = await pageInvoke(page, method, input, clientId);
  if (!r.ok) throw new Error(`${method}: ${r.error?.code} ${r.error?.message}`);
  return r.value as T;
}

/** Signs the helper client `clientId` in as the manager (the page's own session is the app's). */
export async function apiAsManager(page: Page, clientId = 'e2e-manager', pin = MANAGER_PIN): Promise<string> {
  const state = await api<{ users: Array<{ id: string; name: string; role: string }> }>(page, 'auth.session', {}, clientId);
  const manager = state.users.find((u) => u.role === 'manager');
  if (!manager) throw new Error('no manager set up');
  await api(page, 'auth.login', { userId: manager.id, pin }, clientId);
  return clientId;
}

/** Clicks a download button and returns the file name and text. */
export async function downloadText(page: Page, testId: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = await (download as Download).path();
  return { name: (download as Download).suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}
