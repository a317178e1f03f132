// Connectivity and training/live selection of a real core against the real built-in service:
// stopping the service gives an offline event, restarting it on the same port an online one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createCore, type Core } from '../../electron/core';
import type { AppStatus } from '../../electron/core/contract';
import { openDatabase } from '../../electron/core/store/database';
import { setSetting } from '../../electron/core/store/settings';
import { manualTimers } from '../../electron/core/clock';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-conn-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Status events emitted by the core, in order. */
function statusEvents(core: Core): AppStatus[] {
  const seen: AppStatus[] = [];
  core.bus.subscribe((event, payload) => {
    if (event === 'app.status') seen.push(payload as AppStatus);
  });
  return seen;
}

describe('connectivity of a core', () => {
  it('training mode: starts online against the built-in service, goes offline when it stops and back online on restart', async () => {
    const dir = tmpDir();
    const dbFile = path.join(dir, 'training-service.db');
    let sb: RunningSandbox = await startSandbox({ dbFile });
    const port = Number(new URL(sb.baseUrl).port);
    cleanups.push(() => sb.close());
    let trainingStarts = 0;
    const core = await createCore({
      dataDir: dir,
      logger: memoryLogger(),
      timers: manualTimers(),
      startTrainingService: async () => {
        trainingStarts++;
        return { baseUrl: sb.baseUrl, apiKey: sb.keys['integration'] ?? '', close: async () => {} };
      },
    });
    cleanups.unshift(() => core.close());
    expect(trainingStarts).toBe(1);
    expect(core.runtime.state.mode).toBe('training');
    expect(core.runtime.state.online).toBe(true);
    const conn = core.runtime.connectivity;
    if (!conn) throw new Error('connectivity missing');

    // The first transition to online started the catalog refresh.
    const sync = await core.runtime.catalogSync?.syncNow();
    expect(sync?.ok).toBe(true);
    expect(sync?.counts.voucher_types).toBeGreaterThan(0);

    const events = statusEvents(core);
    // The online value each time it changed (from online): other status events (the background
    // integrity check, the store link) repeat the value in force and are no change.
    const changes = () => events.map((e) => e.online).filter((v, i, all) => v !== (i === 0 ? true : all[i - 1]));
    let reconnects = 0;
    conn.onReconnect(() => reconnects++);

    await sb.close();
    expect(await conn.checkNow()).toBe(false);
    expect(core.runtime.state.online).toBe(false);
    expect(changes()).toEqual([false]);
    const status = await core.dispatch('app.status', {}, { clientId: 'test' });
    expect(status).toMatchObject({ ok: true, value: { online: false, mode: 'training' } });

    sb = await startSandbox({ dbFile, port });
    const back = conn.whenOnline();
    expect(await conn.checkNow()).toBe(true);
    await back;
    expect(reconnects).toBe(1);
    // Offline once, then online (the catalog refresh on reconnect may add more online events).
    expect(changes().slice(0, 2)).toEqual([false, true]);
    expect(core.runtime.state.online).toBe(true);
  });

  it('live mode: with a base URL and key in the settings, the training service is not started', async () => {
    const sb = await startSandbox({ dbFile: ':memory:' });
    cleanups.push(() => sb.close());
    const dir = tmpDir();
    const db = openDatabase(dir);
    setSetting(db, 'service.baseUrl', sb.baseUrl);
    setSetting(db, 'service.apiKey', sb.keys['integration']);
    db.close();
    const logger = memoryLogger();
    let trainingStarts = 0;
    const core = await createCore({
      dataDir: dir,
      logger,
      timers: manualTimers(),
      startTrainingService: async () => {
        trainingStarts++;
        throw new Error('must not start');
      },
    });
    cleanups.unshift(() => core.close());
    expect(trainingStarts).toBe(0);
    expect(core.runtime.state.mode).toBe('live');
    expect(core.runtime.state.online).toBe(true);
    const info = await core.runtime.service?.vouchers.info('DEMOVALUE100');
    expect(info?.balance_in_cents).toBe(10000);
    for (const line of logger.lines) expect(line).not.toContain(sb.keys['integration']);
  });

  it('a secrets provider supplies the live key', async () => {
    const sb = await startSandbox({ dbFile: ':memory:' });
    cleanups.push(() => sb.close());
    const dir = tmpDir();
    const db = openDatabase(dir);
    setSetting(db, 'service.baseUrl', sb.baseUrl);
    db.close();
    const core = await createCore({
      dataDir: dir,
      logger: memoryLogger(),
      timers: manualTimers(),
      secrets: { get: () => sb.keys['integration'] },
    });
    cleanups.unshift(() => core.close());
    expect(core.runtime.state.mode).toBe('live');
    expect(core.runtime.state.online).toBe(true);
  });

  it('service tuning (fetch, timeouts, retry) reaches the client the core creates', async () => {
    const sb = await startSandbox({ dbFile: ':memory:' });
    cleanups.push(() => sb.close());
    const paths: string[] = [];
    const core = await createCore({
      dataDir: ':memory:',
      logger: memoryLogger(),
      timers: manualTimers(),
      startTrainingService: async () => ({ baseUrl: sb.baseUrl, apiKey: sb.keys['integration'] ?? '', close: async () => {} }),
      serviceTuning: {
        fetch: (input, init) => {
          paths.push(new URL(input).pathname);
          return fetch(input, init);
        },
        retry: { attempts: 1 },
      },
    });
    cleanups.unshift(() => core.close());
    expect(paths[0]).toBe('/v1/hello.json');
    sb.faults.add({ method: 'GET', path: '/v1/vouchers/DEMOVALUE100/info.json', status: 503 });
    await expect(core.runtime.service?.vouchers.info('DEMOVALUE100')).rejects.toMatchObject({ kind: 'unavailable' });
    expect(paths.filter((p) => p.endsWith('/info.json'))).toHaveLength(1);
  });

  it('without any service the core starts offline with no client', async () => {
    const core = await createCore({ dataDir: ':memory:', logger: memoryLogger() });
    cleanups.unshift(() => core.close());
    expect(core.runtime.service).toBeUndefined();
    expect(core.runtime.state.online).toBe(false);
  });
});
