import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import type { AppStatus } from '../../../electron/core/contract';
import { readCatalog } from '../../../electron/core/store/catalog';
import { openDatabase } from '../../../electron/core/store/database';
import { shopProductSchema, ticketingProductSchema, voucherTypeSchema } from '../../../electron/core/service/wire';
import { createCatalogSync } from '../../../electron/core/sync/catalog';
import { manualTimers } from '../../../electron/core/clock';
import { clientWith, type Step } from './fake-fetch';

const voucherType = (id: string) => ({
  id,
  name: { de: `Gutschein ${id}` },
  description_html: { de: '<p>x</p>' },
  is_value_voucher: false,
  list_price_in_cents: 5000,
  discount: null,
  price_in_cents: 5000,
  images: [{ src: 'https://img/x.jpg' }],
  provider: { name: 'Demo', city: 'Bern', canton_short: 'BE', description: { de: '' } },
});
const shopProduct = {
  id: 's1',
  name: { de: 'Tasse' },
  description_html: { de: '' },
  published: true,
  image_url: '',
  url: { de: 'https://shop/s1' },
  type: 'simple',
  price_in_cents: 1200,
  variants: null,
  updated_at: '2026-01-01T10:00:00.0000000',
};
const ticketing = {
  company_name: 'Demo AG',
  currency: 'CHF',
  products: [
    {
      id: 'p1',
      name: 'Zoo',
      name_translations: { de: 'Zoo' },
      description: '',
      description_translations: { de: '' },
      description_on_ticket_template: '',
      description_on_ticket_template_translations: {},
      image_url: '',
      is_active: true,
      slot_type: 'day',
      updated_at: '2026-01-02T00:00:00',
      categories: [],
    },
  ],
};

function setup(steps: Step[]) {
  const db = openDatabase(':memory:');
  const { client, fetch } = clientWith(steps);
  const state: { sync: AppStatus['sync'] } = { sync: { state: 'idle', lastSyncAt: null } };
  const seen: Array<AppStatus['sync']> = [];
  const timers = manualTimers();
  const sync = createCatalogSync({
    db,
    clock: { now: () => new Date('2026-11-22T08:00:00Z') },
    service: () => client,
    state,
    publish: () => seen.push({ ...state.sync }),
    logger: memoryLogger(),
    timers,
    intervalMs: 60_000,
  });
  return { db, sync, state, seen, fetch, timers };
}

describe('catalog refresh', () => {
  it('stores all three catalogs and reports progress to the status bar', async () => {
    const { db, sync, state, seen } = setup([
      { status: 200, body: [voucherType('v1'), voucherType('v2')] },
      { status: 200, body: [shopProduct] },
      { status: 200, body: ticketing },
    ]);
    const result = await sync.syncNow();
    expect(result).toEqual({ ok: true, counts: { voucher_types: 2, shop_products: 1, ticketing_products: 1 }, errors: {} });
    expect(readCatalog(db, 'voucher_types', voucherTypeSchema).items.map((t) => t.id)).toEqual(['v1', 'v2']);
    expect(readCatalog(db, 'shop_products', shopProductSchema).items[0]?.variants).toEqual([]);
    const tp = readCatalog(db, 'ticketing_products', ticketingProductSchema);
    expect(tp.meta).toEqual({ company_name: 'Demo AG', currency: 'CHF' });
    expect(tp.fetchedAt).toBe('2026-11-22T08:00:00.000Z');
    expect(seen.map((s) => s.state)).toEqual(['running', 'running', 'running', 'running', 'idle']);
    expect(seen.map((s) => s.progress ?? null)).toEqual([0, 1 / 3, 2 / 3, 1, null]);
    expect(state.sync).toEqual({ state: 'idle', lastSyncAt: '2026-11-22T08:00:00.000Z' });
  });

  it('keeps the old cache of a catalog that fails and reports failed', async () => {
    const { db, sync, state } = setup([
      { status: 200, body: [voucherType('v1')] },
      { status: 200, body: [shopProduct] },
      { status: 200, body: ticketing },
      { status: 200, body: [voucherType('v1'), voucherType('v3')] },
      { status: 400, body: { error_code: 'validation_error', message: 'nope' } },
      { status: 200, body: ticketing },
    ]);
    await sync.syncNow();
    const second = await sync.syncNow();
    expect(second.ok).toBe(false);
    expect(second.errors.shop_products).toContain('validation_error');
    expect(readCatalog(db, 'voucher_types', voucherTypeSchema).items.map((t) => t.id)).toEqual(['v1', 'v3']);
    expect(readCatalog(db, 'shop_products', shopProductSchema).items).toHaveLength(1);
    expect(state.sync.state).toBe('failed');
    expect(state.sync.lastSyncAt).toBe('2026-11-22T08:00:00.000Z');
  });

  it('an area the key may not use (403) is an empty catalog, not a failed refresh', async () => {
    const { db, sync, state } = setup([
      { status: 200, body: [voucherType('v1')] },
      { status: 200, body: [shopProduct] },
      { status: 200, body: ticketing },
      { status: 403, body: { error_code: 'forbidden', message: 'no ordering right' } },
      { status: 200, body: [shopProduct] },
      { status: 200, body: ticketing },
    ]);
    await sync.syncNow();
    const second = await sync.syncNow();
    expect(second.ok).toBe(true);
    expect(second.errors.voucher_types).toContain('not available for this key');
    expect(readCatalog(db, 'voucher_types', voucherTypeSchema).items).toEqual([]);
    expect(state.sync.state).toBe('idle');
  });

  it('reads the list of voucher types only: one request per catalog, never one per type', async () => {
    const many = Array.from({ length: 500 }, (_, i) => voucherType(`v${i}`));
    const { db, sync, fetch } = setup([
      { status: 200, body: many },
      { status: 200, body: [shopProduct] },
      { status: 200, body: ticketing },
    ]);
    expect(await sync.syncNow()).toMatchObject({ ok: true, counts: { voucher_types: 500 } });
    expect(fetch.sent.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/v1/giftvoucher/voucher_types',
      '/api/v1/products',
      '/api/v1/ticketing/products.json',
    ]);
    expect(readCatalog(db, 'voucher_types', voucherTypeSchema).items).toHaveLength(500);
  });

  it('is single-flight: a refresh asked for while one runs joins it', async () => {
    const { sync, fetch } = setup([
      { status: 200, body: [] },
      { status: 200, body: [] },
      { status: 200, body: { ...ticketing, products: [] } },
    ]);
    const [a, b] = await Promise.all([sync.syncNow(), sync.syncNow()]);
    expect(a).toBe(b);
    expect(fetch.sent).toHaveLength(3);
  });

  it('refreshes again on its interval once started, and not after stop', async () => {
    const { sync, fetch, timers } = setup([
      { status: 200, body: [] },
      { status: 200, body: [] },
      { status: 200, body: { ...ticketing, products: [] } },
    ]);
    sync.start();
    await sync.syncNow();
    expect(fetch.sent).toHaveLength(3);
    timers.advance(60_000);
    await sync.syncNow(); // joins the refresh the timer started
    expect(fetch.sent).toHaveLength(6);
    await sync.stop();
    timers.advance(120_000);
    expect(fetch.sent).toHaveLength(6);
  });
});
