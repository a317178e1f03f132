// Scan-to-result in Chromium: from the first keystroke of a scanned code (a burst with no field
// focused) to the balance on screen, over 200 lookups per burst kind (Playwright's keyboard and a
// scanner-like burst sent at once) against the local built-in service, with the phases after
// Enter (the terminal runs with --server-timing, a debug flag that answers the core's phases); plus
// the renderer bundle sizes (gzip: cashier bundle, manager chunks) and the time from start-up to the ready marker.
// Needs the built browser mode (`npx electron-vite build`); built here when missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { rendererBundles } from './bundle-size';
import { arm, installProbe, result, scannerBurst, typeBurst, type ScanSample } from './scan-probe';
import { percentile, report } from './stats';
import { startBenchTerminal } from './terminal';

const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 200);
const WARMUP = 10;
const MODES = ['playwright', 'scanner'] as const;
type Mode = (typeof MODES)[number];
const CODES = ['DEMOVALUE100', 'DEMOPARTIAL1', 'DEMOTRAIN001', 'DEMOTRAIN002', 'DEMOEXPIRED1'];

const entry = path.resolve('out/main/browser.js');
if (!fs.existsSync(entry)) spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' });

// Bundle size: every renderer script as gzip would ship it, the cashier screens' bundle (what the
// page loads at start) apart from the manager area's lazy chunks.
const bundles = rendererBundles(path.resolve('out/renderer'));
report('renderer_js_raw', Math.round(bundles.rawBytes / 1024), 'KiB');
report('renderer_cashier_js_gzip', Math.round(bundles.cashierGzipBytes / 1024), 'KiB');
report('renderer_on_demand_js_gzip', Math.round(bundles.onDemandGzipBytes / 1024), 'KiB');
report('renderer_languages_js_gzip', Math.round(bundles.languagesGzipBytes / 1024), 'KiB');

// Start-up: process spawn -> "ready at" line -> readiness marker in the page.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-bench-'));
const t0 = performance.now();
const { child, url } = await startBenchTerminal(entry, dataDir, ['--server-timing']);
const tListening = performance.now();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const tPage = performance.now();
  // Waits for the navigation to commit, not for the load event: the figure is the ready marker's time.
  await page.goto(`${url}#/check`, { waitUntil: 'commit' });
  await page.locator('[data-app-state="ready"]').waitFor();
  const tReady = performance.now();
  report('startup_to_listening', Math.round(tListening - t0), 'ms');
  report('page_load_to_ready_marker', Math.round(tReady - tPage), 'ms');
  report('startup_to_ready_marker', Math.round(tListening - t0 + (tReady - tPage)), 'ms');

  await installProbe(page);
  const cdp = await page.context().newCDPSession(page);
  const burst: Record<Mode, (code: string) => Promise<void>> = {
    playwright: (code) => typeBurst(page, code),
    scanner: async (code) => {
      await scannerBurst(cdp, code);
    },
  };
  const samples: Record<Mode, ScanSample[]> = { playwright: [], scanner: [] };
  let lost = 0;
  // The two ways of sending a burst take turns, so that the machine's drift hits both alike.
  for (let i = 0; i < WARMUP + LOOKUPS; i++) {
    for (const mode of MODES) {
      const code = CODES[i % CODES.length] ?? 'DEMOVALUE100';
      await arm(page, code);
      await burst[mode](code);
      const r = await result(page);
      if (i < WARMUP) continue;
      if (r) {
        samples[mode].push(r);
        continue;
      }
      lost++;
      const shown = await page.getByTestId('code-input').inputValue();
      const msg = await page.locator('[data-testid="input-message"], [data-testid="error"]').allTextContents();
      console.log(`lookup ${i} (${mode}) of ${code} lost: field "${shown}" ${msg.join(' ')}`);
    }
  }
  report('scan_lookups_lost', lost, 'count');
  console.log(
    `${LOOKUPS} lookups per burst kind, codes cycled so each result replaces a different one; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('playwright = keyboard.type (one CDP round trip per key, each waiting for the page: harness cost inside the burst)');
  console.log('scanner = every key event sent at once, none waiting (a scanner does not wait for the page)');
  for (const mode of MODES) {
    const s = samples[mode];
    const pair = (name: string, values: number[]) => {
      report(`${name}_p50`, percentile(values, 50), 'ms');
      report(`${name}_p95`, percentile(values, 95), 'ms');
    };
    const prefix = mode === 'playwright' ? '' : 'scanner_';
    pair(
      `${prefix}scan_to_result`,
      s.map((x) => x.shown - x.first),
    );
    report(`${prefix}scan_to_result_max`, Math.max(...s.map((x) => x.shown - x.first)), 'ms');
    pair(
      `${prefix}burst`,
      s.map((x) => x.enter - x.first),
    );
    pair(
      `${prefix}enter_to_result`,
      s.map((x) => x.shown - x.enter),
    );
  }
  // Where the time after Enter goes (both burst kinds together: the part after Enter is the same).
  const all = [...samples.playwright, ...samples.scanner].filter((x) => x.request !== null);
  const phases: Record<string, (x: ScanSample) => number> = {
    // Renderer: the Enter handled, the field set, the screen's state updated, the request sent.
    phase_enter_to_request: (x) => (x.request?.start ?? NaN) - x.enter,
    // Browser and loopback: the request's round trip less the core's own time.
    phase_http: (x) => (x.request ? x.request.responseEnd - x.request.start : NaN) - (x.server.host ?? NaN),
    // The core from the parsed body to the written answer, and its parts.
    phase_core: (x) => x.server.host ?? NaN,
    phase_core_session: (x) => x.server.session ?? NaN,
    phase_core_input: (x) => x.server.input ?? NaN,
    phase_core_handler: (x) => x.server.handler ?? NaN,
    phase_core_service_calls: (x) => x.server.service ?? NaN,
    phase_core_cache_write: (x) => x.server.cache ?? NaN,
    phase_core_journal_read: (x) => x.server.journal ?? NaN,
    phase_core_output: (x) => x.server.output ?? NaN,
    // Renderer: the answer read, made safe, rendered, the balance in the DOM; its two parts.
    phase_response_to_screen: (x) => x.shown - (x.request?.responseEnd ?? NaN),
    phase_response_to_parsed: (x) => (x.parsed < 0 ? NaN : x.parsed - (x.request?.responseEnd ?? NaN)),
    phase_parsed_to_screen: (x) => (x.parsed < 0 ? NaN : x.shown - x.parsed),
  };
  console.log(`phases after Enter over ${all.length} lookups (Resource Timing and the core's Server-Timing)`);
  for (const [name, of] of Object.entries(phases)) {
    const values = all.map(of).filter((v) => Number.isFinite(v));
    report(`${name}_p50`, percentile(values, 50), 'ms');
    report(`${name}_p95`, percentile(values, 95), 'ms');
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
