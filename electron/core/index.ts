// The composition root of the terminal core: opens the store, builds the handlers of every
// domain and the dispatcher. Transports (IPC in Electron, HTTP/WS in browser mode) sit on top.
import { createLogger, type Logger } from '../common/log';
import { methods, type Role } from './contract';
import { createDispatcher, type CallContext, type Dispatch } from './host/dispatcher';
import { createEventBus, type EventBus } from './host/events';
import { authorizeCall } from './auth/roles';
import type { ScryptParams } from './auth/pin';
import { appHandlers, currentStatus } from './operations/app';
import { authHandlers } from './operations/auth';
import { operationHandlers, publish } from './operations';
import { ticketingAdminHandlers, withScanLog } from './operations/ticketing-admin';
import { createReconciler } from './sync/reconciler';
import { systemClock, type Clock, type CoreRuntime } from './runtime';
import { openDatabase } from './store/database';
import { clearSessions } from './store/sessions';
import { connectService, type SecretsProvider, type StartTrainingService } from './service/setup';
import { startBackground } from './sync/background';
import type { Timers } from './sync/timers';

export interface CoreOptions {
  /** Folder for the database and secrets, or ':memory:' for tests. */
  dataDir: string;
  logger?: Logger;
  clock?: Clock;
  version?: string;
  /** Lower scrypt cost for tests; production uses the defaults of auth/pin.ts. */
  scryptParams?: ScryptParams;
  /** Starts the built-in training service (entries pass `startSandbox`); used when no live service is set up. */
  startTrainingService?: StartTrainingService;
  /** Where the live API key comes from (else the `service.apiKey` setting). */
  secrets?: SecretsProvider;
  /** Timers of the background tasks (probe, catalog refresh); tests may pass manual ones. */
  timers?: Timers;
  /** How long an uncertain journal row waits before the reconciler asks the service (default 20 s). */
  reconcileSettleMs?: number;
}

export interface Core {
  dispatch: Dispatch;
  bus: EventBus;
  runtime: CoreRuntime;
  close(): Promise<void>;
}

export async function createCore(opts: CoreOptions): Promise<Core> {
  const logger = opts.logger ?? createLogger({ name: 'core' });
  const db = openDatabase(opts.dataDir);
  const bus = createEventBus((err) => logger.error('event listener failed', { error: err.message }));
  const runtime: CoreRuntime = {
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
    },
  };
  const connected = await connectService({ db, logger, secrets: opts.secrets, startTrainingService: opts.startTrainingService });
  runtime.service = connected.client;
  runtime.state.mode = connected.mode;
  const background = connected.client
    ? await startBackground(runtime, { timers: opts.timers, publish: () => bus.emit('app.status', currentStatus(runtime)) })
    : undefined;
  runtime.connectivity = background?.connectivity;
  runtime.catalogSync = background?.catalogSync;
  // Steps a crash left `pending` become `uncertain` now (synchronously, before any handler runs);
  // the reconciler then settles them, and again on every reconnect.
  const reconciler = createReconciler(runtime, { settleMs: opts.reconcileSettleMs, publish: (row) => publish(runtime, row) });
  runtime.reconciler = reconciler;
  const reconcileLater = () => void reconciler.run().catch((err: unknown) => logger.error('reconciler failed', { error: (err as Error).message }));
  void reconciler.startup().catch((err: unknown) => logger.error('reconciler failed', { error: (err as Error).message }));
  runtime.connectivity?.onReconnect(reconcileLater);
  // Sessions belong to one run of the core: a restart always asks for the PIN again.
  clearSessions(db);
  const handlers = withScanLog(runtime, {
    ...appHandlers(runtime),
    ...authHandlers(runtime, opts.scryptParams),
    ...operationHandlers(runtime),
    ...ticketingAdminHandlers(runtime),
  });
  const dispatch = createDispatcher({
    methods,
    handlers,
    logger,
    authorize: (role: Role, ctx: CallContext, method: string) => authorizeCall(runtime, role, ctx, method),
  });
  return {
    dispatch,
    bus,
    runtime,
    async close() {
      reconciler.close();
      await background?.stop();
      await connected.close();
      db.close();
    },
  };
}
