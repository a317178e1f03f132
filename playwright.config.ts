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
  // (the long files no longer finish alone at the end). Three workers on two cores: the tests mostly
  // wait on pages and the terminal (two workers kept the CPU 41% busy). E2E_WORKERS=2 on a machine
  // that is busy with other work.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
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
