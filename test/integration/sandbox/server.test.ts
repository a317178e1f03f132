// The server around the areas: fault injection (in-process and over the admin prefix), the clock,
// reset, persistence in a file, and the admin prefix being off by default.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeStatusSchema, redeemResultSchema } from '../../../electron/core/service/wire';
import type { RunningSandbox } from '../../../electron/sandbox';
import { call, startTestSandbox, T0 } from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ admin: true });
});
afterAll(() => sb.close());

const balance = async (code: string) =>
  chargeStatusSchema.parse((await call(sb, 'GET', `/v1/vouchers/${code}/charge_status.json`)).body).balance_in_cents;
const redeem = (code: string, amount: number) =>
  fetch(`${sb.baseUrl}/v1/vouchers/${code}/redeem.json?apikey=${sb.keys.integration}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount_in_cents: amount }),
  });

describe('faults (in-process)', () => {
  it('answers a forced status without committing, `times` limits it, in the path style', async () => {
    sb.faults.clear();
    sb.faults.add({ method: 'POST', path: '/v1/vouchers/*/redeem.json', status: 503, times: 1 });
    const r = await redeem('DEMOTRAIN001', 1000);
    expect(r.status).toBe(503);
    expect(r.headers.get('content-type')).toContain('text/plain');
    expect(await balance('DEMOTRAIN001')).toBe(5000);
    expect((await redeem('DEMOTRAIN001', 1000)).status).toBe(200);
    expect(await balance('DEMOTRAIN001')).toBe(4000);
    sb.faults.add({ path: '/v1/vouchers/statistics.json', status: 500, times: 1 });
    const json = await call(sb, 'GET', '/v1/vouchers/statistics.json', { query: { from: '2026-01-01', to: '2026-02-01' } });
    expect(json.status).toBe(500);
    expect(json.body).toMatchObject({ error_code: 'injected_fault' });
  });

  it('dropBeforeCommit: the connection dies and nothing changes', async () => {
    sb.faults.add({ method: 'POST', path: '/v1/vouchers/DEMOTRAIN002/redeem.json', dropBeforeCommit: true, times: 1 });
    await expect(redeem('DEMOTRAIN002', 1500)).rejects.toThrow();
    expect(await balance('DEMOTRAIN002')).toBe(5000);
  });

  it('dropAfterCommit: the connection dies but the redemption is booked', async () => {
    sb.faults.add({ method: 'POST', path: '/v1/vouchers/DEMOTRAIN003/redeem.json', dropAfterCommit: true, times: 1 });
    await expect(redeem('DEMOTRAIN003', 1500)).rejects.toThrow();
    expect(await balance('DEMOTRAIN003')).toBe(3500);
    const list = await call(sb, 'GET', '/v1/vouchers/redemptions.json', { query: { from: '2026-11-15', to: '2026-11-16' } });
    expect(JSON.stringify(list.body)).toContain('DEMO-TRAI-N003');
  });

  it('latency delays the answer but still handles it; RegExp paths and method filters match', async () => {
    sb.faults.add({ method: 'GET', path: /charge_status\.json$/, latencyMs: 150, times: 1 });
    sb.faults.add({ method: 'DELETE', path: '*', status: 500 });
    const started = Date.now();
    expect(await balance('DEMOTRAIN004')).toBe(5000);
    // Elapsed time is printed, not asserted: timing is never a test assertion.
    console.log(`latency fault: ${Date.now() - started} ms`);
    expect(sb.faults.list().map((f) => f.method)).toEqual(['DELETE']);
    sb.faults.clear();
    expect(sb.faults.list()).toEqual([]);
  });
});

describe('admin prefix', () => {
  it('adds and clears faults over HTTP, never under /v1', async () => {
    const add = await call(sb, 'POST', '/__sandbox/faults', {
      key: null,
      body: { method: 'POST', path: '/v1/vouchers/*/redeem.json', status: 502, times: 1 },
    });
    expect(add.status).toBe(201);
    expect((await redeem('DEMOTRAIN005', 100)).status).toBe(502);
    expect((await call(sb, 'POST', '/__sandbox/faults', { key: null, body: { path: 'x', status: 99 } })).status).toBe(400);
    await call(sb, 'POST', '/__sandbox/faults', { key: null, body: { path: '^/v1/hello\\.json$', regex: true, status: 500 } });
    expect((await call(sb, 'GET', '/v1/hello.json')).status).toBe(500);
    expect((await call(sb, 'DELETE', '/__sandbox/faults', { key: null })).status).toBe(200);
    expect((await call(sb, 'GET', '/v1/hello.json')).status).toBe(200);
    expect((await call(sb, 'GET', '/v1/__sandbox/faults')).status).toBe(404);
  });

  it('moves the clock: a voucher expires when its date passes', async () => {
    const r = await call(sb, 'GET', '/__sandbox/clock', { key: null });
    expect(new Date((r.body as { now: string }).now).getTime()).toBe(T0.getTime());
    const status = async () =>
      chargeStatusSchema.parse((await call(sb, 'GET', '/v1/vouchers/DEMOTRAIN006/charge_status.json')).body).can_be_charged;
    expect(await status()).toBe(true);
    await call(sb, 'POST', '/__sandbox/clock', { key: null, body: { advance_ms: 4 * 365 * 86_400_000 } });
    expect(await status()).toBe(false);
    await call(sb, 'POST', '/__sandbox/clock', { key: null, body: { set: T0.toISOString() } });
    expect(await status()).toBe(true);
  });

  it('issues short codes over HTTP', async () => {
    const r = await call(sb, 'POST', '/__sandbox/short_codes', { key: null, body: { code: 'DEMO-VALU-E100' } });
    expect(r.status).toBe(201);
    const { short_code } = r.body as { short_code: string };
    const b = await call(sb, 'GET', `/v1/vouchers/${short_code}/balance.json`);
    expect(b.body).toMatchObject({ is_redeemable: true, code: 'DEMOVALUE100' });
    expect((await call(sb, 'POST', '/__sandbox/short_codes', { key: null, body: { code: 'bad' } })).status).toBe(400);
  });

  it('books archive corrections over HTTP', async () => {
    const r = await call(sb, 'POST', '/__sandbox/corrections', {
      key: null,
      body: { code: 'DEMOTRAIN009', month: '2026-09', delta_in_cents: 250 },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ code: 'DEMOTRAIN009', balance_in_cents: 5250 });
    const a = await call(sb, 'POST', '/__sandbox/corrections', {
      key: null,
      body: { code: 'ZZZZZZZZZZZZ', month: '2026-09', delta_in_cents: 1 },
    });
    expect(a.status).toBe(404);
  });

  it('lists keys and resets the data', async () => {
    const keys = (await call(sb, 'GET', '/__sandbox/keys', { key: null })).body as Record<string, string>;
    expect(keys).toEqual(sb.keys);
    expect(Object.keys(keys).sort()).toEqual([
      'integration',
      'integration-2',
      'invalid',
      'legacy-merchant',
      'ordinary',
      'other-merchant',
      'till',
    ]);
    redeemResultSchema.parse(await (await redeem('DEMOTRAIN007', 2000)).json());
    expect(await balance('DEMOTRAIN007')).toBe(3000);
    expect((await call(sb, 'POST', '/__sandbox/reset', { key: null })).status).toBe(200);
    expect(await balance('DEMOTRAIN007')).toBe(5000);
    // ticketing data is seeded again too
    const products = await call(sb, 'GET', '/v1/ticketing/products.json');
    expect(products.status).toBe(200);
  });
});

describe('lifecycle', () => {
  it('serves no admin prefix unless asked', async () => {
    const plain = await startTestSandbox();
    try {
      expect((await fetch(`${plain.baseUrl}/__sandbox/keys`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('keeps data in a file across restarts, and reset: true seeds it again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-'));
    const dbFile = path.join(dir, 'nested', 'sandbox.db');
    try {
      const a = await startTestSandbox({ dbFile });
      const r = await fetch(`${a.baseUrl}/v1/vouchers/DEMOTRAIN008/redeem.json?apikey=${a.keys.integration}`, {
        method: 'POST',
        body: JSON.stringify({ amount_in_cents: 2500 }),
      });
      expect(r.status).toBe(200);
      await a.close();
      const b = await startTestSandbox({ dbFile });
      const info = await (await fetch(`${b.baseUrl}/v1/vouchers/DEMOTRAIN008/info.json?apikey=${b.keys.integration}`)).json();
      expect(info).toMatchObject({ balance_in_cents: 2500 });
      await b.close();
      const c = await startTestSandbox({ dbFile, reset: true });
      const fresh = await (await fetch(`${c.baseUrl}/v1/vouchers/DEMOTRAIN008/info.json?apikey=${c.keys.integration}`)).json();
      expect(fresh).toMatchObject({ balance_in_cents: 5000 });
      await c.close();
      await c.close(); // idempotent
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
