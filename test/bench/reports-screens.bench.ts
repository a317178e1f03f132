// Manager report screens in Chromium against the built-in service: from the click on "24 months"
// to the archive table and chart on screen (archive cache emptied before each round, so all 25
// months are asked), and from a click on "previous year" to the twelve-month statistics trend (a
// year not asked before, so twelve requests). Needs the built browser mode (`npm run build`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { percentile, report } from './stats';

const ROUNDS = 5;
const entry = path.resolve('out/main/browser.js');
if (!fs.existsSync(entry)) throw new Error('Run `npm run build` first');

async function timeUntil(page: Page, act: () => Promise<void>, selector: string): Promise<number> {
  const t0 = performance.now();
  await act();
  await page.locator(selector).waitFor();
  return performance.now() - t0;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-bench-reports-'));
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
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
const db = new Database(path.join(dataDir, 'terminal.db'));
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.goto(`${url}#/manager`);
  await page.getByTestId('setup-name').fill('Chefin');
  await page.getByTestId('setup-pin').fill('246810');
  await page.getByTestId('setup-repeat').fill('246810');
  await page.getByTestId('setup-submit').click();
  // The recovery code is shown once and confirmed as noted before the manager area opens.
  await page.getByTestId('recovery-code-noted').click();
  await page.getByTestId('manager-home').waitFor();

  await page.goto(`${url}#/manager/archive`);
  await page.locator('[data-testid="archive-chart"][data-points="12"]').waitFor();
  const archive: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    db.prepare('DELETE FROM archive_cache').run();
    archive.push(
      await timeUntil(page, () => page.getByTestId('archive-span-24').click(), '[data-testid="archive-chart"][data-points="24"]'),
    );
    await page.getByTestId('archive-span-12').click();
    await page.locator('[data-testid="archive-chart"][data-points="12"]').waitFor();
  }
  report('archive_24_months_screen_ms', percentile(archive, 50), 'ms');
  report('archive_24_months_screen_max_ms', Math.max(...archive), 'ms');

  await page.goto(`${url}#/manager/statistics`);
  await page.locator('[data-testid="stats-trend"]').waitFor();
  const trend: number[] = [];
  let year = new Date().getFullYear();
  for (let i = 0; i < ROUNDS; i++) {
    year -= 1;
    trend.push(
      await timeUntil(
        page,
        () => page.getByTestId('stats-year-prev').click(),
        `h2:has-text("${year}") >> xpath=../.. >> [data-testid="stats-trend"]`,
      ),
    );
  }
  report('statistics_year_trend_screen_ms', percentile(trend, 50), 'ms');
  report('statistics_year_trend_screen_max_ms', Math.max(...trend), 'ms');
} finally {
  db.close();
  await browser.close();
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
