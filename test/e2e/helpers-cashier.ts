// Shared steps of the cashier e2e specs: open a screen, type like a scanner, run axe.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { openTerminal, type Terminal } from './fixtures';
import { pageInvoke, type Invoked } from './page-api';
import { scannerBurst, type BurstTiming } from '../helpers/scanner-burst';
import { centsText } from '../../src/lib/amount';

/** Opens a cashier screen by its tile id and waits for it. */
export async function openScreen(page: Page, terminal: Terminal, id: string): Promise<void> {
  await openTerminal(page, terminal, `/${id}`);
  await expect(page.getByTestId(`screen-${id}`)).toBeVisible();
}

/**
 * Types a code as a scanner does: a fast burst ending with Enter, wherever the focus is (never
 * waiting for the page); answers the time stamp the burst's next key would carry (`timing.startMs`
 * of a scan that continues it).
 */
export async function scan(page: Page, code: string, timing?: BurstTiming): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    return await scannerBurst(cdp, code, timing);
  } finally {
    await cdp.detach();
  }
}

/** Types a code into the code field and confirms it with Enter. */
export async function enterCode(page: Page, code: string, testId = 'code'): Promise<void> {
  const input = page.getByTestId(`${testId}-input`);
  await input.fill(code);
  await input.press('Enter');
}

/** Types an amount given in cents on the keypad field as a person does: francs, a point only for rappen ("80", "12.05"). */
export async function typeAmount(page: Page, testId: string, cents: number): Promise<void> {
  const input = page.getByTestId(`${testId}-input`);
  await input.focus();
  await input.press('Delete');
  // At a person's pace: a fast burst in an amount field is taken for a scanned code.
  await input.pressSequentially(centsText(cents), { delay: 60 });
  await expect(input).toHaveAttribute('data-cents', String(cents));
}

/**
 * Asserts zero serious or critical axe violations on the page as it is now. Legacy mode runs axe in
 * the page itself: the default mode opens a second, blank page and injects axe twice to merge the
 * results of cross-origin frames, which the terminal does not have (same violations and passes,
 * measured: 0.19 instead of 0.58 CPU-s per check, over 60 checks in the suite).
 */
export async function expectNoSeriousAxe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Changes the built-in training service's data directly (test set-up only: XSS text, legacy merchant). */
export function trainingDb<T>(terminal: Terminal, edit: (db: Database.Database) => T): T {
  const db = new Database(path.join(terminal.dataDir, 'training-service.db'));
  try {
    db.pragma('busy_timeout = 5000');
    return edit(db);
  } finally {
    db.close();
  }
}

/** Looks a voucher up on the check screen and answers the balance as shown. */
export async function balanceOf(page: Page, terminal: Terminal, code: string): Promise<string> {
  await openScreen(page, terminal, 'check');
  await enterCode(page, code);
  await expect(page.getByTestId('voucher-card')).toHaveAttribute('data-code', code);
  return (await page.getByTestId('balance').textContent()) ?? '';
}

/** What a terminal call answers (the result envelope). */
export type Envelope = Invoked;

/** Calls a terminal method from the page as its helper client (own session), for set-up steps such as the manager PIN. */
export async function invoke(page: Page, method: string, input: unknown): Promise<Envelope> {
  return pageInvoke(page, method, input);
}

/** Sets up a manager PIN and switches the terminal to a live service (the built-in one run by a test). */
export async function goLive(page: Page, baseUrl: string, apiKey: string): Promise<void> {
  expect((await invoke(page, 'auth.setup', { name: 'Chefin', pin: '246810' })).ok).toBe(true);
  const live = await invoke(page, 'settings.switchMode', { mode: 'live', confirm: true, baseUrl, apiKey });
  expect(live.error).toBeUndefined();
}

/**
 * Presses Escape, and Escape again the instant `testId` (the question the first one raised) enters
 * the page, before the browser paints it: a quick second key must reach the question, not the screen
 * below. Ends once the question is gone again; fails when the first Escape raised nothing.
 */
export async function escapeTwiceAsShown(page: Page, testId: string): Promise<void> {
  await page.evaluate((id) => {
    document.body.removeAttribute('data-second-escape');
    const watch = new MutationObserver(() => {
      if (!document.querySelector(`[data-testid="${id}"]`)) return;
      watch.disconnect();
      const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
      (document.activeElement ?? document.body).dispatchEvent(key);
      document.body.setAttribute('data-second-escape', 'sent');
    });
    watch.observe(document.body, { subtree: true, childList: true });
  }, testId);
  await page.keyboard.press('Escape');
  await expect(page.locator('body'), `the first Escape raised ${testId}`).toHaveAttribute('data-second-escape', 'sent');
  await expect(page.getByTestId(testId)).toHaveCount(0);
}
