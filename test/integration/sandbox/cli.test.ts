// `npm run sandbox -- --port N --data-dir DIR [--reset]` as integrators run it: a child process that
// prints its base URL first, then `apikey <role>: <key>` lines, and answers hello and voucher info.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { redeemResultSchema, voucherInfoSchema } from '../../../electron/core/service/wire';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-cli-'));
const running = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  /** Every stdout line up to and including the first line after the key block. */
  lines: string[];
  baseUrl: string;
  keys: Record<string, string>;
}

/** Starts a command in its own process group and reads the URL and the keys it prints. */
function start(command: string, args: string[]): Promise<Started> {
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    let buffer = '';
    child.on('exit', (code) => reject(new Error(`sandbox exited early (${code}): ${stderr}\n${lines.join('\n')}`)));
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const urlAt = lines.findIndex((l) => /^https?:\/\//.test(l));
        const keyLines = lines.slice(urlAt + 1).filter((l) => l.startsWith('apikey '));
        // Done when the key block that follows the URL has ended.
        if (urlAt >= 0 && keyLines.length > 0 && !line.startsWith('apikey ')) {
          const keys = Object.fromEntries(keyLines.map((l) => /^apikey (\S+): (\S+)$/.exec(l)?.slice(1, 3) ?? ['?', '?']));
          resolve({ child, lines, baseUrl: lines[urlAt] ?? '', keys });
        }
      }
    });
  });
}

/** Stops the whole process group (npm, tsx, node) and waits until it is gone. */
async function stop(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-pid, 'SIGTERM');
  for (let waited = 0; alive() && waited < 15_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  if (alive()) process.kill(-pid, 'SIGKILL');
  running.delete(child);
}

afterAll(async () => {
  for (const child of running) await stop(child);
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, text: await res.text() };
};

it('starts on the port it is given (0 = a free one), prints URL then keys, and serves the demo data', async () => {
  const a = await start('npm', ['run', 'sandbox', '--', '--port', '0', '--data-dir', dir]);
  const ownLines = a.lines.slice(a.lines.findIndex((l) => l === a.baseUrl));
  expect(ownLines[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(Number(new URL(a.baseUrl).port)).toBeGreaterThan(0);
  expect(ownLines.slice(1, 7).every((l) => /^apikey \S+: \S+$/.test(l))).toBe(true);
  expect(Object.keys(a.keys).sort()).toEqual([
    'integration',
    'integration-2',
    'invalid',
    'legacy-merchant',
    'ordinary',
    'other-merchant',
    'till',
  ]);
  const key = a.keys.integration ?? '';

  const hello = await get(`${a.baseUrl}/v1/hello.json?apikey=${key}`);
  expect(hello).toEqual({ status: 200, text: 'OK' });
  const info = await get(`${a.baseUrl}/v1/vouchers/DEMO-VALU-E100/info.json?apikey=${key}`);
  expect(info.status).toBe(200);
  expect(voucherInfoSchema.parse(JSON.parse(info.text))).toMatchObject({ code: 'DEMO-VALU-E100', balance_in_cents: 10000 });
  expect((await get(`${a.baseUrl}/v1/hello.json?apikey=${a.keys.invalid}`)).status).toBe(401);

  const spent = await fetch(`${a.baseUrl}/v1/vouchers/DEMOVALUE100/redeem.json?apikey=${key}`, {
    method: 'POST',
    body: JSON.stringify({ amount_in_cents: 2500 }),
  });
  expect(redeemResultSchema.parse(await spent.json()).balance_in_cents).toBe(7500);
  expect(fs.existsSync(path.join(dir, 'sandbox.db'))).toBe(true);
  await stop(a.child);
});

// The next tests reuse the data dir of the first (vitest runs a file's tests in order).
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

it('keeps the data of the same --data-dir across restarts', async () => {
  const b = await start(tsx, ['electron/sandbox/cli.ts', '--port', '0', '--data-dir', dir]);
  const kept = await get(`${b.baseUrl}/v1/vouchers/DEMOVALUE100/info.json?apikey=${b.keys.integration}`);
  expect(JSON.parse(kept.text)).toMatchObject({ balance_in_cents: 7500 });
  await stop(b.child);
});

it('seeds the data dir again with --reset', async () => {
  const c = await start(tsx, ['electron/sandbox/cli.ts', '--port', '0', '--data-dir', dir, '--reset']);
  const fresh = await get(`${c.baseUrl}/v1/vouchers/DEMOVALUE100/info.json?apikey=${c.keys.integration}`);
  expect(JSON.parse(fresh.text)).toMatchObject({ balance_in_cents: 10000 });
  await stop(c.child);
});

it('refuses bad arguments with exit code 2 and a usage line', async () => {
  const child = spawn(tsx, ['electron/sandbox/cli.ts', '--memory', '--data-dir', dir], { cwd: ROOT });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(2);
  expect(stderr).toContain('usage: npm run sandbox');
});
