/**
 * Catalog refresh: voucher types, shop products and ticketing products fetched from the service
 * and written to the catalog caches (store/catalog.ts), at start and on an interval.
 * Single-flight: a refresh asked for while one runs joins it. Progress goes into `state.sync`
 * and the status bar is published after each step. One catalog failing keeps the others (and the
 * old cache of the failing one).
 */
import type { Logger } from '../../common/log';
import type { Clock } from '../clock';
import type { AppStatus } from '../contract';
import type { Db } from '../store/database';
import { replaceCatalog, type CatalogItem, type CatalogName } from '../store/catalog';
import type { ServiceClient } from '../service';
import { isServiceError } from '../service/errors';
import type { Timers } from '../clock';
import { periodic } from './periodic';

/** Settings of the catalog refresh. */
export interface CatalogSyncOptions {
  db: Db;
  clock: Clock;
  /** Read on every refresh, so a switched service (training ↔ live) is picked up. */
  service(): ServiceClient;
  /** Where progress lives (`runtime.state`). */
  state: { sync: AppStatus['sync'] };
  /** Publishes the status bar (`bus.emit('app.status', …)`). */
  publish(): void;
  logger: Logger;
  timers?: Timers;
  /** Refresh interval (default 15 minutes). */
  intervalMs?: number;
}

/** Outcome of one refresh. */
export interface CatalogSyncResult {
  ok: boolean;
  /** Items stored per catalog that refreshed. */
  counts: Partial<Record<CatalogName, number>>;
  /** Message per catalog that failed (its old cache is kept). */
  errors: Partial<Record<CatalogName, string>>;
}

/** The running refresh. */
export interface CatalogSync {
  /** Refreshes at once, then on the interval. */
  start(): void;
  /** Stops the interval; resolves when a refresh still running has finished. */
  stop(): Promise<void>;
  /** Refreshes now, or joins the refresh already running. */
  syncNow(): Promise<CatalogSyncResult>;
}

interface Step {
  catalog: CatalogName;
  fetch(client: ServiceClient): Promise<{ items: CatalogItem[]; meta?: Record<string, unknown> }>;
}

const steps: readonly Step[] = [
  {
    catalog: 'voucher_types',
    // The list only: a type's detail (contingent, sold out) is read when it is shown for sale
    // (operations/sale-catalog.ts), never for every type at every refresh.
    fetch: async (c) => ({ items: (await c.ordering.voucherTypes()).map((t) => ({ id: t.id, data: t, updatedAt: null })) }),
  },
  {
    catalog: 'shop_products',
    fetch: async (c) => ({ items: (await c.ordering.shopProducts()).map((p) => ({ id: p.id, data: p, updatedAt: p.updated_at })) }),
  },
  {
    catalog: 'ticketing_products',
    fetch: async (c) => {
      const r = await c.ticketing.products();
      return {
        items: r.products.map((p) => ({ id: p.id, data: p, updatedAt: p.updated_at })),
        meta: { company_name: r.company_name, currency: r.currency },
      };
    },
  },
];

/** Creates the catalog refresh (not started). */
export function createCatalogSync(opts: CatalogSyncOptions): CatalogSync {
  const intervalMs = opts.intervalMs ?? 15 * 60_000;

  const publish = (sync: AppStatus['sync']) => {
    opts.state.sync = sync;
    try {
      opts.publish();
    } catch (err) {
      opts.logger.error('status publish failed', { error: (err as Error).message });
    }
  };

  async function run(): Promise<CatalogSyncResult> {
    const client = opts.service();
    const result: CatalogSyncResult = { ok: true, counts: {}, errors: {} };
    const lastSyncAt = opts.state.sync.lastSyncAt;
    publish({ state: 'running', progress: 0, lastSyncAt });
    for (const [i, step] of steps.entries()) {
      try {
        const { items, meta } = await step.fetch(client);
        replaceCatalog(opts.db, step.catalog, items, opts.clock.now(), meta);
        result.counts[step.catalog] = items.length;
      } catch (err) {
        // 403/404: this key may not use the area (a till key without the ordering right). Not a
        // failure of the refresh: the catalog is empty and the area's tiles say why (settings areas).
        if (isServiceError(err) && (err.status === 403 || err.status === 404)) {
          replaceCatalog(opts.db, step.catalog, [], opts.clock.now());
          result.counts[step.catalog] = 0;
          result.errors[step.catalog] = `not available for this key: ${err.message}`;
        } else {
          result.ok = false;
          result.errors[step.catalog] = isServiceError(err) ? `${err.code}: ${err.message}` : (err as Error).message;
        }
        opts.logger.warn('catalog refresh failed', {
          catalog: step.catalog,
          ...(isServiceError(err) ? err.toJSON() : { error: String(err) }),
        });
      }
      publish({ state: 'running', progress: (i + 1) / steps.length, lastSyncAt });
    }
    publish(result.ok ? { state: 'idle', lastSyncAt: opts.clock.now().toISOString() } : { state: 'failed', lastSyncAt });
    opts.logger.info('catalog refresh done', { ok: result.ok, counts: result.counts });
    return result;
  }

  const task = periodic({
    run: () =>
      run().catch((err: unknown): CatalogSyncResult => {
        // Only a store failure gets here (each step catches its own service error).
        opts.logger.error('catalog refresh crashed', { error: (err as Error).message });
        publish({ state: 'failed', lastSyncAt: opts.state.sync.lastSyncAt });
        return { ok: false, counts: {}, errors: {} };
      }),
    settle: () => intervalMs,
    timers: opts.timers,
  });

  return { start: task.start, stop: task.stop, syncNow: task.runNow };
}
