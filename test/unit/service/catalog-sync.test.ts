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
/** The single shape of a type (`GET /v1/voucher_types/{id}`), with its contingent fields. */
const detail = (id: string, remaining: number | null = null) => ({
  ...voucherType(id),
  published: true,
  published_in_online_shop: true,
  hidden_in_online_shop: false,
  sold_out: remaining === 0,
  remaining_contingent: remaining,
  image_url: 'https://img/x.jpg',
  url: { de: 'https://shop/x' },
  type: 'package',
  minimum_amount_in_cents: null,
  maximum_amount_in_cents: null,
  variants: [],
  updated_at: '2026-01-01T10:00:00.0000000',
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
      { status: 200, body: detail('v1') },
      { status: 200, body: detail('v2') },
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
      { status: 200, body: detail('v1') },
      { status: 200, body: [shopProduct] },
      { status: 200, body: ticketing },
      { status: 200, body: [voucherType('v1'), voucherType('v3')] },
      { status: 200, body: detail('v1') },
      { status: 200, body: detail('v3') },
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
      { status: 200, body: detail('v1') },
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

  it('keeps the contingent fields of each type from its single shape; a type the detail does not know keeps its list shape', async () => {
    const { db, sync, fetch } = setup([
      { status: 200, body: [voucherType('v1'), voucherType('v2'), voucherType('v3')] },
      { status: 200, body: detail('v1', 0) },
      { status: 404, body: { error_code: 'not_found', message: 'no such type' } },
      { status: 200, body: detail('v3', 4) },
      { status: 200, body: [shopProduct] },
      { status: 200, body: ticketing },
    ]);
    expect((await sync.syncNow()).ok).toBe(true);
    expect(fetch.sent.slice(1, 4).map((r) => new URL(r.url).pathname)).toEqual([
      '/api/v1/voucher_types/v1',
      '/api/v1/voucher_types/v2',
      '/api/v1/voucher_types/v3',
    ]);
    const items = readCatalog(db, 'voucher_types', voucherTypeSchema).items as Array<Record<string, unknown>>;
    expect(items.map((t) => [t.id, t.sold_out, t.remaining_contingent])).toEqual([
      ['v1', true, 0],
      ['v2', undefined, undefined],
      ['v3', false, 4],
    ]);
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
