// Start-up in phases, several runs (medians): the same sequence as scan-to-result's start-up figures
// (spawn the browser mode on a new data folder -> "ready at" line, launch Chromium, open the page ->
// ready marker), plus where the time goes. Server: CPU used until "ready at" (Linux /proc). Page
// (ms from the start of the navigation): HTML received, cashier bundle received, DOMContentLoaded,
// ready marker set (seen in the page itself, so without Playwright's polling). `STARTUP_RUNS` (default 5).
// The page part of `startup_to_ready_marker` runs from the moment the page is asked for to the moment
// the marker is set, both on the wall clock (the page's clock is mapped by its `timeOrigin`): the
// marker's time, not the time Playwright's polling notices it (`page_load_to_ready_marker_seen`,
// 60–80 ms later on this machine, is printed too).
// Needs the built browser mode (`npm run build`); built here when missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { percentile, report } from './stats';
import { startBenchTerminal } from './terminal';

const RUNS = Number(process.env['STARTUP_RUNS'] ?? 5);
const entry = path.resolve('out/main/browser.js');
if (!fs.existsSync(entry)) spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' });

/** CPU (user + system) a process has used so far, in ms; NaN where /proc is missing. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

interface InPage {
  html: number;
  script: number;
  dcl: number;
  ready: number;
  origin: number;
}

const figures: Record<string, number[]> = {};
const add = (name: string, value: number) => (figures[name] ??= []).push(value);

for (let run = 0; run < RUNS; run++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-bench-start-'));
  const t0 = performance.now();
  const { child, url } = await startBenchTerminal(entry, dataDir, [], 'ignore');
  try {
    const tListening = performance.now();
    add('startup_server_cpu', cpuMs(child.pid));
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      // Notes when the marker appears, in the page's own clock (plain JavaScript: no DOM types here).
      await page.addInitScript(`new MutationObserver((_, o) => {
        if (document.querySelector('[data-app-state="ready"]')) { globalThis.__readyAt = performance.now(); o.disconnect(); }
      }).observe(document, { subtree: true, childList: true, attributes: true });`);
      const tPage = performance.now();
      const tPageWall = performance.timeOrigin + tPage;
      // Waits for the navigation to commit, not for the load event: the figure is the ready marker's time.
      await page.goto(`${url}#/check`, { waitUntil: 'commit' });
      await page.locator('[data-app-state="ready"]').waitFor();
      const tReady = performance.now();
      const inPage = (await page.evaluate(`(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        const script = performance.getEntriesByType('resource').find((r) => r.name.includes('/assets/index-'));
        return { html: nav.responseEnd, script: script ? script.responseEnd : NaN, dcl: nav.domContentLoadedEventEnd, ready: globalThis.__readyAt ?? NaN, origin: performance.timeOrigin };
      })()`)) as InPage;
      add('startup_to_listening', tListening - t0);
      const pageToMarker = inPage.origin + inPage.ready - tPageWall;
      add('page_load_to_ready_marker', pageToMarker);
      add('page_load_to_ready_marker_seen', tReady - tPage);
      add('startup_to_ready_marker', tListening - t0 + pageToMarker);
      add('startup_to_ready_marker_seen', tListening - t0 + (tReady - tPage));
      add('page_html_received', inPage.html);
      add('page_bundle_received', inPage.script);
      add('page_dom_content_loaded', inPage.dcl);
      add('page_ready_marker_in_page', inPage.ready);
    } finally {
      await browser.close();
    }
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`${RUNS} start-ups, medians; load average ${os.loadavg()[0]?.toFixed(2)} (a shared machine slows every figure)`);
for (const [name, values] of Object.entries(figures)) report(`${name}_p50`, Math.round(percentile(values, 50)), 'ms');
