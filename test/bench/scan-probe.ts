// The in-page probe of the scan-to-result bench and the two ways it sends a burst.
// Browser side as plain JavaScript (the bench is compiled without the DOM library).
import type { Page } from '@playwright/test';

/** One lookup as the page saw it: times in the page's performance clock, ms. */
export interface ScanSample {
  /** First keydown of the burst, its Enter, the balance of the code on screen. */
  first: number;
  enter: number;
  shown: number;
  /** The answer's body parsed (res.json() resolved), or -1. */
  parsed: number;
  /** The voucher.lookup request (Resource Timing), or null when the page did not see it. */
  request: { start: number; requestStart: number; responseStart: number; responseEnd: number } | null;
  /** The core's phases (Server-Timing of the answer): name -> ms. */
  server: Record<string, number>;
}

/**
 * Installs `__arm(code)`: blurs every field and resolves `__scan` once the balance of `code` shows.
 * Keys are noted on the window in the capture phase, before any listener of the app sees them
 * (the app's request starts in a microtask right after its own listener).
 */
export async function installProbe(page: Page): Promise<void> {
  // The answer's body read and parsed: noted per response (the app calls res.json()).
  await page.evaluate(`if (!globalThis.__json) {
    globalThis.__json = [];
    const json = Response.prototype.json;
    Response.prototype.json = async function () {
      const v = await json.call(this);
      if (this.url.endsWith('/api/invoke')) globalThis.__json.push(performance.now());
      return v;
    };
  }`);
  await page.evaluate(`globalThis.__arm = (code) => {
    document.activeElement?.blur();
    performance.clearResourceTimings();
    globalThis.__json.length = 0;
    globalThis.__scan = new Promise((resolve) => {
      let first = -1, enter = -1;
      const onKey = (e) => { const now = performance.now(); if (first < 0) first = now; if (e.key === 'Enter') enter = now; };
      window.addEventListener('keydown', onKey, { capture: true });
      const obs = new MutationObserver(() => {
        const bal = document.querySelector('[data-testid="voucher-card"][data-code="' + code + '"] [data-testid="balance"]');
        if (first < 0 || enter < 0 || !bal || !bal.textContent || bal.textContent === '–') return;
        const shown = performance.now();
        obs.disconnect();
        window.removeEventListener('keydown', onKey, { capture: true });
        // The request's Resource Timing entry is filed a moment after its answer: wait for it (the
        // figures are time stamps, so waiting changes none of them).
        const find = (tries) => {
          const r = performance.getEntriesByType('resource').filter((x) => x.name.endsWith('/api/invoke') && x.startTime >= enter)[0];
          if (!r && tries > 0) return setTimeout(() => find(tries - 1), 10);
          const server = {};
          for (const t of r ? r.serverTiming : []) server[t.name] = t.duration;
          const parsed = globalThis.__json.find((t) => t >= enter) ?? -1;
          resolve({ first, enter, shown, server, parsed,
            request: r ? { start: r.startTime, requestStart: r.requestStart, responseStart: r.responseStart, responseEnd: r.responseEnd } : null });
        };
        find(50);
      });
      obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }`);
}

interface Probe {
  __arm(code: string): void;
  __scan: Promise<ScanSample>;
}

export const arm = (page: Page, code: string) => page.evaluate((c) => (globalThis as unknown as Probe).__arm(c), code);

/** The probe's answer, or null when the balance never showed (a lost lookup must not hang the bench). */
export const result = (page: Page): Promise<ScanSample | null> =>
  page.evaluate(() => Promise.race([(globalThis as unknown as Probe).__scan, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]));

/** Playwright's keyboard: one CDP round trip per key, each waiting for the page to handle it. */
export async function typeBurst(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 0 });
  await page.keyboard.press('Enter');
}

export { scannerBurst } from '../helpers/scanner-burst';
