// The composition root of the terminal core: opens the store, builds the handlers of every
// domain and the dispatcher. Transports (IPC in Electron, HTTP/WS in browser mode) sit on top.
import { createLogger, type Logger } from '../common/log';
import { methods, type Role } from './contract';
import { createDispatcher, type CallContext, type Dispatch } from './host/dispatcher';
import { createEventBus, type EventBus } from './host/events';
import { authorizeCall } from './auth/roles';
import type { ScryptParams } from './auth/pin';
import { appHandlers } from './operations/app';
import { authHandlers } from './operations/auth';
import { operationHandlers } from './operations';
import { ticketingAdminHandlers, withScanLog } from './operations/ticketing-admin';
import { systemClock, type Clock, type CoreRuntime } from './runtime';
import { openDatabase } from './store/database';
import { clearSessions } from './store/sessions';

export interface CoreOptions {
  /** Folder for the database and secrets, or ':memory:' for tests. */
  dataDir: string;
  logger?: Logger;
  clock?: Clock;
  version?: string;
  /** Lower scrypt cost for tests; production uses the defaults of auth/pin.ts. */
  scryptParams?: ScryptParams;
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
      db.close();
    },
  };
}
