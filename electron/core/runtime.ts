import type { Logger } from '../common/log';
import type { AppStatus } from './contract';
import type { EventBus } from './host/events';
import type { Db } from './store/database';
import type { Printing } from './printing/service';
import type { ServiceClient } from './service';
import type { CatalogSync } from './sync/catalog';
import type { Connectivity } from './sync/connectivity';
import type { JournalRow } from './store/journal';
import type { Reconciler } from './sync/reconciler';

/** An injectable clock: tests and the reconciler use it instead of Date. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Mutable state the status bar reports; owned by one core instance (never module-level). */
export interface CoreState {
  mode: AppStatus['mode'];
  online: boolean;
  printer: AppStatus['printer'];
  sync: AppStatus['sync'];
}

/** Everything a handler needs, passed explicitly: two cores can live in one process. */
export interface CoreRuntime {
  db: Db;
  bus: EventBus;
  logger: Logger;
  clock: Clock;
  state: CoreState;
  version: string;
  /** Called when a journal row reaches a final state (printing enqueues receipts from it). */
  onJournalFinal?: (row: JournalRow) => void;
  /** Resolves uncertain journal rows (set by the composition root). */
  reconciler?: Reconciler;
  /** Client of the voucher service (live or training); undefined when none is available. Read it per call: it can be switched. */
  service?: ServiceClient;
  /** Online/offline monitor (set when a service is configured); `onReconnect` for the reconciler. */
  connectivity?: Connectivity;
  /** Catalog refresh (voucher types, shop products, ticketing products). */
  catalogSync?: CatalogSync;
  /** Receipt printing: print queue, reprints, test printer (set by the composition root). */
  printing?: Printing;
}
