import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import { createEventBus } from '../../../electron/core/host/events';
import type { CoreBase, CoreConnection } from '../../../electron/core/runtime';
import { createServiceClient, type FetchLike } from '../../../electron/core/service';
import { readCatalog } from '../../../electron/core/store/catalog';
import { openDatabase } from '../../../electron/core/store/database';
import { voucherTypeSchema } from '../../../electron/core/service/wire';
import { startBackground } from '../../../electron/core/sync/background';
import { manualTimers } from '../../../electron/core/clock';
import { netError } from './fake-fetch';

const info = { code: 'ABCDEFGHJKLM', name: 'G', description: '', balance_in_cents: 5, is_redeemed: false, valid_until: null };
const vt = {
  id: 'vt1',
  name: { de: 'A' },
  description_html: {},
  is_value_voucher: true,
  list_price_in_cents: null,
  discount: null,
  price_in_cents: null,
  images: [],
  provider: { name: 'P' },
};

/** A fake service routed by path; `down` makes every request fail to connect. */
function fakeService() {
  const svc = { down: false, paths: [] as string[] };
  const routes: Record<string, unknown> = {
    '/v1/hello.json': 'OK',
    '/v1/giftvoucher/voucher_types': [vt],
    '/v1/products': [],
    '/v1/ticketing/products.json': { company_name: 'C', currency: 'CHF', products: [] },
    '/v1/vouchers/ABCDEFGHJKLM/info.json': info,
  };
  const fetch: FetchLike = async (input) => {
    const path = new URL(input).pathname;
    svc.paths.push(path);
    if (svc.down) throw netError('ECONNREFUSED');
    const body = routes[path];
    if (body === undefined) return new Response('Nicht gefunden', { status: 404 });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  };
  return { svc, fetch };
}

function runtime(fetch: FetchLike) {
  const logger = memoryLogger();
  const statuses: boolean[] = [];
  const rt: CoreBase & Pick<CoreConnection, 'service'> = {
    db: openDatabase(':memory:'),
    bus: createEventBus(),
    logger,
    clock: { now: () => new Date('2026-11-22T08:00:00Z') },
    version: 'test',
    state: {
      mode: 'training' as const,
      online: false,
      printer: { state: 'not_configured' as const, queued: 0 },
      sync: { state: 'idle' as const, lastSyncAt: null },
    },
    service: createServiceClient({ baseUrl: 'http://svc', apiKey: 'k', fetch, logger, retry: { sleep: async () => {} } }),
  };
  return { rt, statuses };
}

const settle = () => new Promise<void>((r) => setImmediate(r));

describe('background tasks', () => {
  it('starts online, refreshes the catalog, and follows the outcomes of ordinary calls', async () => {
    const { svc, fetch } = fakeService();
    const { rt } = runtime(fetch);
    const timers = manualTimers();
    const published: boolean[] = [];
    const bg = await startBackground(rt, { timers, publish: () => published.push(rt.state.online) });
    expect(rt.state.online).toBe(true);
    expect((await bg.catalogSync.syncNow()).ok).toBe(true);
    expect(readCatalog(rt.db, 'voucher_types', voucherTypeSchema).items.map((t) => t.id)).toEqual(['vt1']);

    // The service goes away: a failed lookup makes the monitor probe at once (not after 30 s).
    svc.down = true;
    await expect(rt.service?.vouchers.info('ABCDEFGHJKLM')).rejects.toMatchObject({ kind: 'network' });
    const probesBefore = svc.paths.filter((p) => p === '/v1/hello.json').length;
    timers.advance(0);
    await settle();
    expect(svc.paths.filter((p) => p === '/v1/hello.json').length).toBe(probesBefore + 1);
    expect(rt.state.online).toBe(false);

    // It is back: the first answered call proves it, the catalog refreshes again on reconnect.
    svc.down = false;
    let reconnected = 0;
    bg.connectivity.onReconnect(() => reconnected++);
    const refused = await rt.service?.vouchers.info('ZZZZZZZZZZZZ').catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'refused', serviceMessage: 'Nicht gefunden' });
    expect(rt.state.online).toBe(true);
    expect(reconnected).toBe(1);
    await bg.catalogSync.syncNow();
    expect(published.filter((o, i) => i === 0 || o !== published[i - 1])).toEqual([true, false, true]);
    await bg.stop();
  });
});
