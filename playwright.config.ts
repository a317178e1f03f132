import os from 'node:os';
import { defineConfig } from '@playwright/test';

// Debian Chromium only: this machine cannot download Playwright's own browsers.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test has its own terminal and data folder, so tests of one file spread over the workers
  // (the long files no longer finish alone at the end). The stage is bound by CPU (about 480 CPU-s
  // counted over the whole machine, 3 a test, most of it Chromium's; the terminals run inside the
  // workers, see test/e2e/fixtures.ts). Alone on this machine: 284 s with three workers, 243 s
  // with four, 307 s with five (crowded: more CPU for the same tests). A machine busy with other
  // work (load average over 1.5 when the run starts) runs two.
  // E2E_WORKERS=N decides (`npm test` sets four: only niced work runs beside).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? ((os.loadavg()[0] ?? 0) < 1.5 ? 3 : 2)),
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // The terminals run from the build (out/main/start.js, loaded by the fixtures): already JavaScript,
  // not to be compiled again (Playwright would run its Babel over the 1.5 MB bundle in each worker).
  build: { external: ['**/out/**'] },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
});
