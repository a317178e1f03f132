import type { Logger } from '../common/log';
import type { AppStatus, StoreLinkStatus } from './contract';
import type { Clock } from './clock';
import type { EventBus } from './host/events';
import type { Db } from './store/database';
import type { Printing } from './printing/service';
import type { ServiceClient } from './service';
import type { CatalogSync } from './sync/catalog';
import type { Connectivity } from './sync/connectivity';
import type { JournalRow } from './store/journal';
import type { Reconciler } from './sync/reconciler-types';

/** Mutable state the status bar reports; owned by one core instance (never module-level). */
export interface CoreState {
  mode: AppStatus['mode'];
  online: boolean;
  printer: AppStatus['printer'];
  sync: AppStatus['sync'];
  /** The database's integrity check (set by the background check after start). */
  storage?: NonNullable<AppStatus['storage']>;
  /** The link to the store (null: not enrolled); set by the pusher. */
  store?: StoreLinkStatus | null;
}

/** What every part of one core shares: store, events, log, clock, status. */
export interface CoreBase {
  db: Db;
  bus: EventBus;
  logger: Logger;
  clock: Clock;
  state: CoreState;
  version: string;
}

/** The connection in use, replaced as a whole by a training/live switch (read it per call). */
export interface CoreConnection {
  /** Client of the voucher service (live or training); undefined when none is available. */
  service: ServiceClient | undefined;
  /** Online/offline monitor; undefined without a service. */
  connectivity: Connectivity | undefined;
  /** Catalog refresh (voucher types, shop products, ticketing products); undefined without a service. */
  catalogSync: CatalogSync | undefined;
}

/**
 * TEST-ONLY switches that break the core on purpose, so a test can prove it catches the break
 * (the fault suite's test of itself). Set only by tests through `createCore({ testOnly })`;
 * never from settings, CLI, IPC or an entry point (test/unit/shell/test-only-switches.test.ts).
 */
export interface TestOnlySwitches {
  /** Value steps send their request with no pending journal row and write the row only after a success answer, as a naive client would. */
  skipPendingRow?: boolean;
}

/** Everything a handler needs, built once by the composition root (core/index.ts): two cores can live in one process. */
export interface CoreRuntime extends CoreBase, CoreConnection {
  /** Called when a journal row reaches a final state (printing enqueues receipts from it). */
  onJournalFinal: (row: JournalRow) => void;
  /** Resolves uncertain journal rows. */
  reconciler: Reconciler;
  /** Receipt printing: print queue, reprints, test printer. */
  printing: Printing;
  /** TEST-ONLY switches (empty in production). */
  testOnly: Readonly<TestOnlySwitches>;
}
