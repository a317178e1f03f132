// Scan-to-result in Chromium: from the first keystroke of a scanned code (a burst with no field
// focused) to the balance on screen, over 200 lookups against the local built-in service; plus
// the renderer bundle size (gzip) and the time from start-up to the ready marker.
// Needs the built browser mode (`npx electron-vite build`); built here when missing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { percentile, report } from './stats';

const LOOKUPS = 200;
const CODES = ['DEMOVALUE100', 'DEMOPARTIAL1', 'DEMOTRAIN001', 'DEMOTRAIN002', 'DEMOEXPIRED1'];

const entry = path.resolve('out/main/browser.js');
if (!fs.existsSync(entry)) spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' });

// Bundle size: every renderer script as gzip would ship it.
const assets = path.resolve('out/renderer/assets');
let raw = 0;
let gz = 0;
for (const f of fs.readdirSync(assets).filter((n) => n.endsWith('.js'))) {
  const buf = fs.readFileSync(path.join(assets, f));
  raw += buf.length;
  gz += zlib.gzipSync(buf, { level: 9 }).length;
}
report('renderer_js_raw', Math.round(raw / 1024), 'KiB');
report('renderer_js_gzip', Math.round(gz / 1024), 'KiB');

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

  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.evaluate('globalThis.__name = (f) => f');
  // One lookup: arm a probe in the page, blur every field, type the code as a burst + Enter.
  const lookup = async (code: string): Promise<{ total: number; afterEnter: number }> => {
    await page.evaluate((c) => {
      const g = globalThis as unknown as {
        document: Document;
        performance: Performance;
        MutationObserver: typeof MutationObserver;
        __scan?: Promise<{ total: number; afterEnter: number }>;
      };
      (g.document.activeElement as HTMLElement | null)?.blur();
      g.__scan = new Promise<{ total: number; afterEnter: number }>((resolve) => {
        let start = -1;
        let enter = -1;
        const onKey = (e: KeyboardEvent) => {
          const now = g.performance.now();
          if (start < 0) start = now;
          if (e.key === 'Enter') enter = now;
        };
        g.document.addEventListener('keydown', onKey, { capture: true });
        const obs = new g.MutationObserver(() => {
          const bal = g.document.querySelector(`[data-testid="voucher-card"][data-code="${c}"] [data-testid="balance"]`);
          if (start >= 0 && bal?.textContent && bal.textContent !== '–') {
            obs.disconnect();
            g.document.removeEventListener('keydown', onKey, { capture: true });
            const now = g.performance.now();
            resolve({ total: now - start, afterEnter: now - enter });
          }
        });
        obs.observe(g.document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    }, code);
    await page.keyboard.type(code, { delay: 0 });
    await page.keyboard.press('Enter');
    return page.evaluate(() => (globalThis as unknown as { __scan: Promise<{ total: number; afterEnter: number }> }).__scan);
  };

  for (let i = 0; i < 10; i++) await lookup(CODES[i % CODES.length] ?? 'DEMOVALUE100'); // warm-up
  const samples: number[] = [];
  const afterEnter: number[] = [];
  for (let i = 0; i < LOOKUPS; i++) {
    const r = await lookup(CODES[i % CODES.length] ?? 'DEMOVALUE100');
    samples.push(r.total);
    afterEnter.push(r.afterEnter);
  }
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
