// The composition root of the terminal core: opens the store, builds the handlers of every
// domain and the dispatcher. Transports (IPC in Electron, HTTP/WS in browser mode) sit on top.
import { createLogger, type Logger } from '../common/log';
import { methods, type Role } from './contract';
import { createDispatcher, type CallContext, type Dispatch } from './host/dispatcher';
import { createEventBus, type EventBus, type EventGate } from './host/events';
import { eventGate, maySeeFullCodes } from './auth/code-access';
import type { HandlerMap } from './host/handlers';
import { withAuthority } from './auth/authority-policy';
import { authorizeCall } from './auth/roles';
import type { ScryptParams } from './auth/pin';
import { appHandlers, currentStatus } from './operations/app';
import { authHandlers } from './operations/auth';
import { reportHandlers } from './operations/reports';
import { sessionOutputHandlers } from './operations/till-output';
import { chosenMode, settingsHandlers } from './operations/settings';
import { operationHandlers, publish } from './operations';
import { publishOrderOfStep } from './operations/order-common';
import { ticketingAdminHandlers, withScanLog } from './operations/ticketing-admin';
import { createReconciler } from './sync/reconciler';
import type { CoreBase, CoreConnection, CoreRuntime, StepProtocol } from './runtime';
import { systemClock, type Clock, type Timers } from './clock';
import type { JournalRow } from './store/journal';
import { databaseFile, openDatabase, type Db } from './store/database';
import { checkIntegrity } from './store/integrity';
import { lockDataFolder } from './store/folder-lock';
import { scopeOf, setActiveScope } from './store/scope';
import { printHandlers } from './printing/handlers';
import { printsFullCode } from './printing/input';
import { createPrinting } from './printing/service';
import { callerName, clearSessions, resolveCaller } from './auth/session';
import { fileSecretStore, memorySecretStore, migrateKeyFromSettings, type SecretStore } from './store/secrets';
import {
  connectService,
  type ConnectedService,
  type ServiceTuning,
  type SecretsProvider,
  type StartTrainingService,
} from './service-setup';
import { startBackground, type Background } from './sync/background';
import { buildSessionReport } from './reports/till-report';
import { getSession } from './store/till-sessions';
import { createStorePusher, storeLinkOf, storeTillsOf, type StorePusher, type StorePusherOptions } from './replication';
import { storeLinkHandlers } from './operations/store-link';
import { installIdentity } from './replication/install-identity';

export interface CoreOptions {
  /** Folder for the database and secrets, or ':memory:' for tests. */
  dataDir: string;
  logger?: Logger;
  clock?: Clock;
  version?: string;
  /** Lower scrypt cost for tests; production uses the defaults of auth/pin.ts. */
  scryptParams?: ScryptParams;
  /** Wait after a first wrong PIN, doubling up to the lock (tests: short); production: auth/policy.ts. */
  pinFirstDelayMs?: number;
  /** Starts the built-in training service (entries pass `startSandbox`); used when no live service is set up. */
  startTrainingService?: StartTrainingService;
  /** Where the live API key comes from (else the `service.apiKey` setting). */
  secrets?: SecretsProvider;
  /** Where the live API key is kept: Electron main passes a safeStorage store; default a 0600 file in dataDir. */
  secretStore?: SecretStore;
  /** Timers of the background tasks (probe, catalog refresh); tests may pass manual ones. */
  timers?: Timers;
  /** Timeouts, retry policy or fetch of the service client (tests: short timeouts, no backoff sleeps). */
  serviceTuning?: ServiceTuning;
  /**
   * The reconciler's settle window: longer than the service can take to commit a request, counted
   * from sending, after the client's timeout (default: the `reconcile.settleMs` setting, else 120 s).
   */
  reconcileSettleMs?: number;
  /** Timers of the reconciler's background runs (default real timers). */
  reconcileTimers?: Timers;
  /**
   * Opens the terminal's database (default `store/database.ts`). A wrapper may stand in for the
   * machine's faults (a full disk, an I/O error) around the real file.
   */
  openDatabase?: (dataDir: string) => Db;
  /** A stand-in for the journal protocol of value steps (tests of the tests); no entry point sets one. */
  stepProtocol?: StepProtocol;
  /** The pusher to the store: its timers (default `timers`, else real), connection, batch size, intervals. */
  store?: Partial<Pick<StorePusherOptions, 'timers' | 'connect' | 'batchSize' | 'intervalMs' | 'maxBackoffMs'>>;
}

export interface Core {
  dispatch: Dispatch;
  bus: EventBus;
  /** Who may hear which event (transports ask it per event with the subscriber's session). */
  gate: EventGate;
  runtime: CoreRuntime;
  /** The background pusher to the store (runs by itself; tests may run it at once). */
  storePusher: StorePusher;
  close(): Promise<void>;
}

export async function createCore(opts: CoreOptions): Promise<Core> {
  // One process per data folder, taken before anything in it is written (a second one is refused).
  const lock = opts.dataDir === ':memory:' ? undefined : lockDataFolder(opts.dataDir, { now: (opts.clock ?? systemClock).now() });
  try {
    return await startCore(opts, () => lock?.release());
  } catch (err) {
    lock?.release();
    throw err;
  }
}

async function startCore(opts: CoreOptions, releaseLock: () => void): Promise<Core> {
  const secretStore = opts.secretStore ?? (opts.dataDir === ':memory:' ? memorySecretStore() : fileSecretStore(opts.dataDir));
  const logger = opts.logger ?? createLogger({ name: 'core', secrets: () => secretStore.values() });
  const db = (opts.openDatabase ?? openDatabase)(opts.dataDir);
  const bus = createEventBus((err) => logger.error('event listener failed', { error: err.message }));
  const base: CoreBase & CoreConnection = {
    db,
    bus,
    logger,
    clock: opts.clock ?? systemClock,
    version: opts.version ?? '0.1.0',
    state: {
      mode: 'training',
      online: false,
      printer: { state: 'not_configured', queued: 0 },
      sync: { state: 'idle', lastSyncAt: null },
      store: null,
    },
    service: undefined,
    connectivity: undefined,
    catalogSync: undefined,
  };
  const publishStatus = () => bus.emit('app.status', currentStatus(runtime));
  // Receipts: every final journal row queues its receipt (before the reconciler can settle any);
  // the printer state feeds the status bar.
  const printing = createPrinting({
    db,
    clock: base.clock,
    logger,
    mode: () => base.state.mode,
    onState: (p) => {
      base.state.printer = p;
      publishStatus();
    },
  });
  // Resolves uncertain rows at start-up, on every reconnect and after a step ended uncertain.
  const reconciler = createReconciler(base, {
    settleMs: opts.reconcileSettleMs,
    timers: opts.reconcileTimers,
    publish: (row) => publish(runtime, row),
  });
  // Pushes the live journal and audit log to the store when the till is enrolled; nothing waits for it.
  const install = installIdentity(db, opts.dataDir);
  const storePusher = createStorePusher({
    db,
    clock: base.clock,
    logger,
    version: base.version,
    link: () => storeLinkOf(secretStore.get('store.link')),
    identity: (tillId) => install.claim(tillId, base.clock.now()),
    // The store shows each open session's expected cash so far: its X report's figure.
    runningCash: (s) =>
      buildSessionReport(db, getSession(db, s.id), { mode: 'live', service: s.service }, 'x', base.clock.now()).drawer.expectedCents,
    onStatus: (s) => {
      const before = JSON.stringify(base.state.store);
      base.state.store = s;
      if (JSON.stringify(s) !== before) publishStatus();
    },
    ...opts.store,
    timers: opts.store?.timers ?? opts.timers,
  });
  // The one runtime of this core, complete before any handler sees it.
  const runtime: CoreRuntime = Object.assign(base, {
    printing,
    reconciler,
    onJournalFinal: (row: JournalRow) => {
      void printing.onJournalFinal(row);
      storePusher.kick();
      publishOrderOfStep(runtime, row.id);
    },
    ...(opts.stepProtocol ? { stepProtocol: opts.stepProtocol } : {}),
  });
  if (runtime.stepProtocol) logger.warn('the journal protocol of value steps is stood in for: this core is not the real one');
  migrateKeyFromSettings(db, secretStore, runtime.clock.now());
  // The stored key counts only while the manager chose live mode (settings.switchMode).
  const secrets: SecretsProvider = opts.secrets ?? { get: (name) => (chosenMode(runtime) === 'live' ? secretStore.get(name) : undefined) };
  const reconcileLater = () =>
    void reconciler.run().catch((err: unknown) => logger.error('reconciler failed', { error: (err as Error).message }));
  // (Re)connects: stops what runs, connects with the current settings and starts the background
  // tasks. Every connect records the mode and service in use: rows written from now on carry it,
  // and the closing, journal, reconciler and caches read only its rows (store/scope.ts).
  let connected: ConnectedService | undefined;
  let background: Background | undefined;
  const connect = async (): Promise<'training' | 'live'> => {
    await background?.stop();
    await connected?.close();
    const c = await connectService({ db, logger, secrets, startTrainingService: opts.startTrainingService, ...opts.serviceTuning });
    connected = c;
    setActiveScope(db, scopeOf(c.mode, c.client?.baseUrl), runtime.clock.now());
    runtime.service = c.client;
    runtime.state.mode = c.mode;
    background = c.client ? await startBackground(runtime, { timers: opts.timers, publish: publishStatus }) : undefined;
    runtime.connectivity = background?.connectivity;
    runtime.catalogSync = background?.catalogSync;
    runtime.connectivity?.onReconnect(reconcileLater);
    return c.mode;
  };
  await connect();
  void printing.queue.kick();
  storePusher.start();
  // Steps a crash left `pending` become `uncertain` now (synchronously, before any handler runs);
  // the reconciler then settles them, and again on every reconnect.
  void reconciler.startup().catch((err: unknown) => logger.error('reconciler failed', { error: (err as Error).message }));
  // The full integrity check runs beside the till, never before it (start-up time matters); a
  // damaged file refuses value steps (operations/context.ts) and stays readable and exportable.
  const integrity = new AbortController();
  runtime.state.storage = { state: 'checking' };
  void checkIntegrity(databaseFile(opts.dataDir), integrity.signal).then((r) => {
    // A call that met a damaged page meanwhile has said so already: a check that passed does not undo it.
    if (integrity.signal.aborted || runtime.state.storage?.state === 'damaged') return;
    runtime.state.storage = r.state === 'damaged' ? { state: 'damaged', problems: r.problems } : { state: r.state };
    if (r.state === 'damaged') logger.error('the database failed its integrity check: value steps are refused', { problems: r.problems });
    else if (r.state === 'unchecked') logger.warn('the database integrity check did not run', { reason: r.reason });
    publishStatus();
  });
  // The training/live switch (settings.switchMode): stop what runs, connect again with the new settings.
  const reconnect = async (): Promise<'training' | 'live'> => {
    const mode = await connect();
    publishStatus();
    return mode;
  };
  // Sessions belong to one run of the core: a restart always asks for the PIN again.
  clearSessions(db);
  // Steps that need a manager's PIN (auth/authority-policy.ts) are checked around their handlers.
  const handlers = withAuthority(
    runtime,
    withScanLog(runtime, {
      ...appHandlers(runtime),
      ...printHandlers({
        printing,
        now: () => runtime.clock.now(),
        training: () => runtime.state.mode === 'training',
        who: (ctx) => callerName(ctx),
        fullCodes: (ctx) => maySeeFullCodes(db, ctx.caller),
      }),
      ...authHandlers(runtime, opts.scryptParams, opts.pinFirstDelayMs),
      ...settingsHandlers(runtime, { secrets: secretStore, reconnect }),
      ...reportHandlers(runtime, {
        enqueueReceipt: (input, meta) => void printing.queue.enqueue(input, meta),
        storeTills: async (day, items) => {
          const link = storeLinkOf(secretStore.get('store.link'));
          return link ? storeTillsOf(link, day, items) : new Map();
        },
      }),
      ...operationHandlers(runtime),
      ...sessionOutputHandlers(runtime, {
        enqueue: (input, o) => printing.queue.enqueue(input, o).id,
      }),
      ...ticketingAdminHandlers(runtime),
      ...storeLinkHandlers(runtime, { secrets: secretStore, pusher: storePusher, install }),
    } satisfies HandlerMap),
    { isFullCodeReprint: (ref) => printsFullCode(printing.inputOf(ref), printing.settings().maskCodes) },
  );
  const dispatch = createDispatcher({
    methods,
    handlers,
    logger,
    resolveCaller: (ctx: CallContext) => resolveCaller(db, ctx, runtime.clock.now()),
    authorize: (role: Role, ctx: CallContext, method: string) => authorizeCall(runtime, role, ctx, method),
    // A call that read a damaged page: value steps are refused from now on, as after a failed check.
    onDamagedStore: (error) => {
      if (runtime.state.storage?.state === 'damaged') return;
      runtime.state.storage = { state: 'damaged', problems: [error.message] };
      publishStatus();
    },
  });
  return {
    dispatch,
    bus,
    gate: eventGate(db, () => runtime.clock.now()),
    runtime,
    storePusher,
    async close() {
      integrity.abort();
      reconciler.close();
      await storePusher.stop();
      await background?.stop();
      await connected?.close();
      await printing.close();
      db.close();
      releaseLock();
    },
  };
}
