import type { Logger } from '../common/log';
import type { AppStatus, StoreLinkStatus } from './contract';
import type { Clock } from './clock';
import type { EventBus } from './host/events';
import type { Db } from './store/database';
import type { Printing } from './printing/service';
import type { ServiceClient } from './service';
import type { CatalogSync } from './sync/catalog';
import type { Connectivity } from './sync/connectivity';
import type { JournalPatch, JournalRow } from './store/journal';
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

/** One value step as the journal protocol runs it (operations/context.ts `journaledStep`). */
export interface StepSpec<T> {
  /** Runs inside a transaction: every check that must hold, then `insertPending`. */
  begin: () => JournalRow;
  /** The request; called once, after the pending row is committed. */
  call: (row: JournalRow) => Promise<T>;
  /** Fields recorded with `succeeded`. */
  succeed: (row: JournalRow, result: T) => JournalPatch;
}

/**
 * How a value step meets the journal: pending row, request, answer. The core's own protocol runs
 * unless the composition root was handed another (a test proving that the fault suite catches a
 * core that breaks the protocol hands in a broken one; no entry point does).
 */
export type StepProtocol = <T>(rt: CoreRuntime, spec: StepSpec<T>) => Promise<{ row: JournalRow; result: T }>;

/** Everything a handler needs, built once by the composition root (core/index.ts): two cores can live in one process. */
export interface CoreRuntime extends CoreBase, CoreConnection {
  /** Called when a journal row reaches a final state (printing enqueues receipts from it). */
  onJournalFinal: (row: JournalRow) => void;
  /** Resolves uncertain journal rows. */
  reconciler: Reconciler;
  /** Receipt printing: print queue, reprints, test printer. */
  printing: Printing;
  /** A stand-in for the journal protocol of value steps (none in production: the core's own runs). */
  stepProtocol?: StepProtocol;
}
