// Going live: the check proves the key with a read every till key may do, probes
// each area once, and the stored key only ever goes to the stored address. Base URLs that are not
// http(s), carry credentials, have a path beyond /v1 or are plain http to another host are refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createCore } from '../../electron/core';
import { sessionClient } from '../../electron/core/host/session-client';
import { manualTimers } from '../../electron/core/clock';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import type { CoreHarness } from '../helpers/core-harness';
import { startManagerCore } from '../helpers/file-core';

let sb: RunningSandbox;
let h: CoreHarness | undefined;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
});
afterAll(async () => {
  await sb.close();
});
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function managerCore(): Promise<CoreHarness> {
  return (await startManagerCore(sb, 'vt-live-')).h;
}

/** A local server that records every request URL and answers hello like the service. */
async function recorder(): Promise<{ url: string; seen: string[]; close(): Promise<void> }> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('going live', () => {
  it('a till key without the ordering right goes live; the areas show what it can use', async () => {
    h = await managerCore();
    const check = await h.call('settings.checkService', { baseUrl: sb.baseUrl, apiKey: sb.keys.till ?? '', orderingSegment: 'esurprise' });
    expect(check).toMatchObject({ ok: true, hello: 'ok', authenticated: 'ok' });
    expect(Object.fromEntries(check.areas.map((a) => [a.area, a.state]))).toEqual({
      vouchers: 'ok',
      ordering: 'denied',
      ticketing: 'ok',
      statistics: 'ok',
    });
    const live = await h.call('settings.switchMode', { mode: 'live', confirm: true, baseUrl: sb.baseUrl, apiKey: sb.keys.till ?? '' });
    expect(live.live.orderingSegment).toBe('esurprise');
    expect(live.live.areas.find((a) => a.area === 'ordering')?.state).toBe('denied');
    const status = await h.call('app.status', {});
    expect(status.unavailable?.map((a) => a.area)).toEqual(['ordering']);
    // The catalog refresh does not fail on the area the key may not use: that catalog is empty.
    const sync = await h.core.runtime.catalogSync?.syncNow();
    expect(sync).toMatchObject({ ok: true, counts: { voucher_types: 0 } });
    expect((await h.call('sale.catalog', {})).items).toEqual([]);
  });

  it('the ordinary key lacks statistics; the full key has every area; a bad key fails with the service sentence', async () => {
    h = await managerCore();
    const ordinary = await h.call('settings.checkService', { baseUrl: sb.baseUrl, apiKey: sb.keys.ordinary ?? '' });
    expect(ordinary.areas.find((a) => a.area === 'statistics')?.state).toBe('denied');
    const full = await h.call('settings.checkService', { baseUrl: `${sb.baseUrl}/v1/`, apiKey: sb.keys.integration ?? '' });
    expect(full.areas.every((a) => a.state === 'ok')).toBe(true);
    const bad = await h.call('settings.checkService', { baseUrl: sb.baseUrl, apiKey: sb.keys.invalid ?? '' });
    expect(bad).toMatchObject({ ok: false, authenticated: 'failed', areas: [] });
    expect(bad.message).toContain('API');
  });

  it('against a service answering like production (hello needs no key) the balance read still proves the key', async () => {
    h = await managerCore();
    const prod = await startSandbox({ dbFile: ':memory:', flavour: 'production' });
    try {
      const bad = await h.call('settings.checkService', { baseUrl: prod.baseUrl, apiKey: prod.keys.invalid ?? '' });
      expect(bad).toMatchObject({ ok: false, hello: 'ok', authenticated: 'failed', message: 'Kein gültiger API-Schlüssel.' });
      const till = await h.call('settings.checkService', {
        baseUrl: prod.baseUrl,
        apiKey: prod.keys.till ?? '',
        orderingSegment: 'esurprise',
      });
      expect(till.ok).toBe(true);
      expect(till.areas.find((a) => a.area === 'ordering')?.state).toBe('denied');
    } finally {
      await prod.close();
    }
  });

  it('checking a new address without a key does not send the stored key anywhere', async () => {
    h = await managerCore();
    const key = sb.keys.integration ?? '';
    await h.call('settings.switchMode', { mode: 'live', confirm: true, baseUrl: sb.baseUrl, apiKey: key });
    const other = await recorder();
    try {
      const check = await h.call('settings.checkService', { baseUrl: other.url });
      expect(check).toMatchObject({ ok: false, keyNeeded: true });
      const refused = await h.fail('settings.switchMode', { mode: 'live', confirm: true, baseUrl: other.url });
      expect(refused.code).toBe('service_refused');
      // The stored address still works without typing the key again.
      expect((await h.call('settings.checkService', { baseUrl: `${sb.baseUrl}/` })).ok).toBe(true);
      // With the key typed again the new address is checked (and sees it, as it should).
      await h.call('settings.checkService', { baseUrl: other.url, apiKey: 'typed-again-1234' });
      expect(other.seen.length).toBeGreaterThan(0);
      expect(other.seen.filter((u) => u.includes(encodeURIComponent(key)) || u.includes(key))).toEqual([]);
      expect((await h.call('settings.get', {})).live.baseUrl).toBe(sb.baseUrl);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['ftp://service.example.com', 'not http(s)'],
    ['https://user:secret@service.example.com', 'credentials'],
    ['https://service.example.com/v1/vouchers', 'path beyond /v1'],
    ['http://service.example.com', 'plain http to a non-loopback host'],
  ])('refuses the base URL %s (%s) and saves nothing', async (baseUrl) => {
    h = await managerCore();
    const err = await h.fail('settings.checkService', { baseUrl, apiKey: 'abcd-1234' });
    expect(err.code).toBe('invalid_input');
    const sw = await h.fail('settings.switchMode', { mode: 'live', confirm: true, baseUrl, apiKey: 'abcd-1234' });
    expect(sw.code).toBe('invalid_input');
    expect((await h.call('settings.get', {})).mode).toBe('training');
  });
});

describe('the training service flavour', () => {
  it('a manager choice restarts the built-in service in that flavour', async () => {
    const flavours: string[] = [];
    const started: RunningSandbox[] = [];
    const core = await createCore({
      dataDir: ':memory:',
      logger: memoryLogger('error'),
      timers: manualTimers(),
      startTrainingService: async ({ flavour }) => {
        flavours.push(flavour);
        const s = await startSandbox({ dbFile: ':memory:', flavour });
        started.push(s);
        return { baseUrl: s.baseUrl, apiKey: s.keys.integration ?? '', close: () => s.close() };
      },
    });
    try {
      const client = sessionClient(core.dispatch, 'flavour-test');
      expect((await client.call('auth.setup', { name: 'Chefin', pin: '246810' })).ok).toBe(true);
      const r = await client.call('settings.update', { trainingFlavour: 'production' });
      expect(r).toMatchObject({ ok: true, value: { trainingFlavour: 'production', mode: 'training' } });
      expect(flavours).toEqual(['interface', 'production']);
      // The production flavour answers hello without a key.
      const hello = await fetch(`${started[1]?.baseUrl ?? ''}/v1/hello.json`);
      expect(await hello.text()).toBe('OK');
    } finally {
      await core.close();
      for (const s of started) await s.close();
    }
  });
});
