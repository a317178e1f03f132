// Handlers of session.*: till sessions, the X and Z reports, the day and month reports.
import { CoreError } from '../contract';
import type { Handlers } from '../host/handlers';
import type { CoreRuntime } from '../runtime';

const notYet = (): never => {
  throw new CoreError('conflict', 'Till sessions are not available in this build yet', false);
};

/** Handlers of session.*. */
export function sessionHandlers(rt: CoreRuntime) {
  void rt;
  return {
    'session.current': notYet,
    'session.open': notYet,
    'session.x': notYet,
    'session.close': notYet,
    'session.z': notYet,
    'session.list': notYet,
    'session.day': notYet,
    'session.month': notYet,
    'session.settings': notYet,
    'session.updateSettings': notYet,
  } satisfies Handlers;
}
