// Scan-to-result in Chromium: from the first keystroke of a scanned code (a burst with no field
// focused) to the balance on screen, over 200 lookups against the local built-in service; plus
// the renderer bundle sizes (gzip: cashier bundle, manager chunks) and the time from start-up to the ready marker.
// Needs the built browser mode (`npx electron-vite build`); built here when missing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { rendererBundles } from './bundle-size';
import { percentile, report } from './stats';

const LOOKUPS = 200;
const CODES = ['DEMOVALUE100', 'DEMOPARTIAL1', 'DEMOTRAIN001', 'DEMOTRAIN002', 'DEMOEXPIRED1'];

const entry = path.resolve('out/main/browser.js');
if (!fs.existsSync(entry)) spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' });

// Bundle size: every renderer script as gzip would ship it, the cashier screens' bundle (what the
// page loads at start) apart from the manager area's lazy chunks.
const bundles = rendererBundles(path.resolve('out/renderer'));
report('renderer_js_raw', Math.round(bundles.rawBytes / 1024), 'KiB');
report('renderer_cashier_js_gzip', Math.round(bundles.cashierGzipBytes / 1024), 'KiB');
report('renderer_manager_js_gzip', Math.round(bundles.managerGzipBytes / 1024), 'KiB');
report('renderer_languages_js_gzip', Math.round(bundles.languagesGzipBytes / 1024), 'KiB');

// Start-up: process spawn -> "ready at" line -> readiness marker in the page.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-bench-'));
const t0 = performance.now();
const child = spawn(process.execPath, [entry, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const m = /ready at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
    if (m?.[1]) resolve(m[1]);
  });
  child.on('exit', (code) => reject(new Error(`terminal exited with ${code}`)));
});
const tListening = performance.now();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const tPage = performance.now();
  await page.goto(`${url}#/check`);
  await page.locator('[data-app-state="ready"]').waitFor();
  const tReady = performance.now();
  report('startup_to_listening', Math.round(tListening - t0), 'ms');
  report('page_load_to_ready_marker', Math.round(tReady - tPage), 'ms');
  report('startup_to_ready_marker', Math.round(tListening - t0 + (tReady - tPage)), 'ms');

  // The in-page probe as plain JavaScript (this file is compiled without the DOM library): blur
  // every field, note the first keystroke and the Enter, resolve when the balance of `code` shows.
  await page.evaluate(`globalThis.__arm = (code) => {
    document.activeElement?.blur();
    globalThis.__scan = new Promise((resolve) => {
      let start = -1, enter = -1;
      const onKey = (e) => { const now = performance.now(); if (start < 0) start = now; if (e.key === 'Enter') enter = now; };
      document.addEventListener('keydown', onKey, { capture: true });
      const obs = new MutationObserver(() => {
        const bal = document.querySelector('[data-testid="voucher-card"][data-code="' + code + '"] [data-testid="balance"]');
        if (start >= 0 && bal && bal.textContent && bal.textContent !== '–') {
          obs.disconnect();
          document.removeEventListener('keydown', onKey, { capture: true });
          const now = performance.now();
          resolve({ total: now - start, afterEnter: now - enter });
        }
      });
      obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }`);
  interface Probe {
    __arm(code: string): void;
    __scan: Promise<{ total: number; afterEnter: number }>;
  }
  const lookup = async (code: string): Promise<{ total: number; afterEnter: number }> => {
    await page.evaluate((c) => (globalThis as unknown as Probe).__arm(c), code);
    await page.keyboard.type(code, { delay: 0 });
    await page.keyboard.press('Enter');
    // A lookup that never shows its balance counts as lost instead of hanging the benchmark.
    return page.evaluate(() =>
      Promise.race([
        (globalThis as unknown as Probe).__scan,
        new Promise<{ total: number; afterEnter: number }>((r) => setTimeout(() => r({ total: NaN, afterEnter: NaN }), 10_000)),
      ]),
    );
  };

  for (let i = 0; i < 10; i++) await lookup(CODES[i % CODES.length] ?? 'DEMOVALUE100'); // warm-up
  const samples: number[] = [];
  const afterEnter: number[] = [];
  let lost = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    const r = await lookup(CODES[i % CODES.length] ?? 'DEMOVALUE100');
    if (Number.isNaN(r.total)) {
      lost++;
      const shown = await page.getByTestId('code-input').inputValue();
      const msg = await page.locator('[data-testid="input-message"], [data-testid="error"]').allTextContents();
      console.log(`lookup ${i} of ${CODES[i % CODES.length]} lost: field "${shown}" ${msg.join(' ')}`);
      continue;
    }
    samples.push(r.total);
    afterEnter.push(r.afterEnter);
  }
  report('scan_lookups_lost', lost, 'count');
  console.log(`${LOOKUPS} lookups, codes cycled so each result replaces a different one`);
  report('scan_to_result_p50', percentile(samples, 50), 'ms');
  report('scan_to_result_p95', percentile(samples, 95), 'ms');
  report('scan_to_result_max', Math.max(...samples), 'ms');
  // The part after the burst: request through the core to the service and back, and the render.
  report('enter_to_result_p50', percentile(afterEnter, 50), 'ms');
  report('enter_to_result_p95', percentile(afterEnter, 95), 'ms');
} finally {
  await browser.close();
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
