// The composition root of the terminal core: opens the store, builds the handlers of every
// domain and the dispatcher. Transports (IPC in Electron, HTTP/WS in browser mode) sit on top.
import { createLogger, type Logger } from '../common/log';
import { CoreError, methods, type Role } from './contract';
import { createDispatcher, type CallContext, type Dispatch } from './host/dispatcher';
import { createEventBus, type EventBus } from './host/events';
import { appHandlers } from './operations/app';
import { operationHandlers } from './operations';
import { systemClock, type Clock, type CoreRuntime } from './runtime';
import { openDatabase } from './store/database';

export interface CoreOptions {
  /** Folder for the database and secrets, or ':memory:' for tests. */
  dataDir: string;
  logger?: Logger;
  clock?: Clock;
  version?: string;
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
  const handlers = { ...appHandlers(runtime), ...operationHandlers(runtime) };
  const dispatch = createDispatcher({
    methods,
    handlers,
    logger,
    authorize: (role: Role, _ctx: CallContext, method: string) => authorize(role, method),
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

// Until the PIN roles exist, manager methods are refused outright: hiding a button is no control.
function authorize(role: Role, method: string): void {
  if (role === 'manager') {
    throw new CoreError('forbidden', `${method} needs a manager session`);
  }
}
