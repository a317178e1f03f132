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
import { operationHandlers } from './operations';
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
  // Sessions belong to one run of the core: a restart always asks for the PIN again.
  clearSessions(db);
  const handlers = { ...appHandlers(runtime), ...authHandlers(runtime, opts.scryptParams), ...operationHandlers(runtime) };
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
      await background?.stop();
      await connected.close();
      db.close();
    },
  };
}
