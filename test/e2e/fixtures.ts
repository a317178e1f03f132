// Starts a terminal of the build on a free port with a fresh data folder per test, in the test
// worker's own process (see startTerminal; spawnTerminal for a terminal that must restart as a
// process). Each worker starts the next test's terminal while a test runs (see `spares`) and keeps
// one browser page for its tests (see `workerPage`). The reconciler's settle window is short (2 s)
// and the client's timeouts 3 s, so a step that cannot be decided reaches the cashier after about
// 8 s (3 + 3 + 2) instead of minutes; a spec that makes uncertain steps on purpose sets them shorter
// still with `test.use({ timings: … })` (its faults' latencies say by how much). PINs: the wait after
// a wrong PIN starts at 100 ms instead of 1 s (still doubling up to the five-minute lock) and PINs are
// hashed with scrypt N=1024 instead of 2^17 (0.35 s per hash or check on this machine, far more under
// load); the policy and the hashing are the same code, only their numbers are the tests' (see
// electron/browser/args.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

/** A terminal of one test: its address, its data folder, and how to stop it. */
export interface Terminal {
  url: string;
  dataDir: string;
  /** What the terminal logged at warn and error, all of its stderr when spawned (printed when its test fails). */
  log: string[];
  close(): Promise<void>;
}

/** The terminal's client timeouts (connect and read, each) and the reconciler's settle window. */
export interface Timings {
  serviceTimeoutMs: number;
  reconcileSettleMs: number;
}
export const defaultTimings: Timings = { serviceTimeoutMs: 3000, reconcileSettleMs: 2000 };

const testNumbers = (timings: Timings) => ({
  reconcileSettleMs: timings.reconcileSettleMs,
  serviceTimeoutMs: timings.serviceTimeoutMs,
  pinDelayMs: 100,
  pinHashCost: 1024,
});

type StartModule = typeof import('../../electron/browser/start');
let startModule: Promise<StartModule> | undefined;
/** The build's browser-mode module (out/main/start.js), loaded once per worker. */
export function builtStart(): Promise<StartModule> {
  const entry = path.resolve('out/main/start.js');
  if (!fs.existsSync(entry)) throw new Error('Run `npm run build` before the e2e tests');
  return (startModule ??= import(pathToFileURL(entry).href) as Promise<StartModule>);
}

/**
 * Starts a terminal of the build (out/main/start.js, what the browser mode runs) in this worker's
 * own process: a start costs about 0.08 CPU-s there, 0.6 as a process of its own (Node's start and
 * the bundle's loading, 160 times a run). The core keeps no module state, so terminals in one
 * process are as apart as in two (the integration tests rely on it too).
 */
export async function startTerminal(
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-e2e-')),
  timings: Timings = defaultTimings,
): Promise<Terminal> {
  const { startTerminalServer } = await builtStart();
  const log: string[] = [];
  const keep = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    void log.push(JSON.stringify({ level, msg, ...fields }));
  const logger = { debug: () => undefined, info: () => undefined, warn: keep('warn'), error: keep('error') };
  const server = await startTerminalServer({ port: 0, dataDir, staticDir: path.resolve('out/renderer'), logger, ...testNumbers(timings) });
  let closing: Promise<void> | undefined;
  return { url: server.url, dataDir, log, close: () => (closing ??= server.close()) };
}

/** A port the system just handed out and took back: for a terminal that must start again at the same address. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the built browser mode as a process of its own (out/main/browser.js, as `npm start` does)
 * and waits for its "ready at" line: for the tests of a real restart (`port` for a restart at the
 * same address, as a kiosk's). Stopping it is SIGTERM.
 */
export async function spawnTerminal(dataDir: string, timings: Timings = defaultTimings, port = 0): Promise<Terminal> {
  const n = testNumbers(timings);
  const child = spawn(
    process.execPath,
    [
      path.resolve('out/main/browser.js'),
      ...['--port', String(port), '--data-dir', dataDir],
      ...['--reconcile-settle-ms', String(n.reconcileSettleMs), '--service-timeout-ms', String(n.serviceTimeoutMs)],
      ...['--pin-delay-ms', String(n.pinDelayMs), '--pin-hash-cost', String(n.pinHashCost)],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log: string[] = [];
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // never leave a half-started terminal behind
      reject(new Error(`terminal did not start: ${log.join('')}`));
    }, 30_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /ready at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`terminal exited with ${code}: ${log.join('')}`));
    });
  });
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  return { url, dataDir, log, close };
}

/** Stops a terminal; stopping it again (a test's own stop, then the fixture's) does nothing. */
export async function stopTerminal(t: Terminal): Promise<void> {
  await t.close();
}

/** Opens the terminal and waits for the readiness marker. */
export async function openTerminal(page: Page, t: Terminal, hash = ''): Promise<void> {
  await page.goto(t.url + (hash ? `#${hash}` : ''));
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible();
}

/** Terminals started ahead, one at a time: each test takes a fresh one that is already up. */
interface Spares {
  take(): Promise<Terminal>;
}

const sameTimings = (a: Timings, b: Timings) => a.serviceTimeoutMs === b.serviceTimeoutMs && a.reconcileSettleMs === b.reconcileSettleMs;

/** Events a test may listen to on its page; the next test on the same page starts without those listeners. */
const pageEvents = [
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'dialog',
  'console',
  'pageerror',
  'download',
  'popup',
] as const;

export const test = base.extend<{ terminal: Terminal; timings: Timings }, { spares: Spares; workerPage: Page }>({
  timings: [defaultTimings, { option: true }],
  // One browser page per worker, reused by its tests: a new context and page cost a renderer
  // process and its start (measured: 0.91 CPU-s per test opening the app in a new page, 0.37 in
  // the reused one; the e2e stage is bound by CPU). Isolation holds: each test's terminal listens
  // on its own port, so the app is another origin with its own storage (the terminal sets no
  // cookies), and between tests the page goes blank and loses what a test added (listeners, routes,
  // extra pages, cookies). A failed test ends its worker, so the next test gets a new page.
  workerPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage: page, viewport }, use) => {
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    for (const event of pageEvents) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().clearCookies();
    for (const other of page.context().pages()) if (other !== page) await other.close();
    await page.goto('about:blank');
  },
  // Per worker: while a test runs, the next test's terminal (its own fresh data folder, never used
  // before) starts beside it, so no test waits for a terminal to start.
  spares: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let next: Promise<Terminal> | undefined;
      const startNext = () => {
        next = startTerminal();
        next.catch(() => undefined); // a failed start is reported to the test that takes it
      };
      await use({
        take() {
          const t = next ?? startTerminal();
          startNext();
          return t;
        },
      });
      if (next) await next.then(stopTerminal, () => undefined);
    },
    { scope: 'worker' },
  ],
  terminal: async ({ timings, spares }, use, testInfo) => {
    const t = sameTimings(timings, defaultTimings) ? await spares.take() : await startTerminal(undefined, timings);
    await use(t);
    await stopTerminal(t);
    if (testInfo.status !== testInfo.expectedStatus && t.log.length) console.log(`The terminal logged:\n${t.log.join('\n')}`);
  },
});
export { expect };
