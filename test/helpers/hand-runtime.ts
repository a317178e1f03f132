// A core runtime built by hand for tests of single handlers (no createCore): the given base and
// connection, completed with a real print queue and reconciler on manual timers (nothing runs on
// its own) and a no-op receipt hook unless one is given.
import { manualTimers } from '../../electron/core/clock';
import { createPrinting } from '../../electron/core/printing/service';
import type { CoreBase, CoreConnection, CoreRuntime } from '../../electron/core/runtime';
import type { JournalRow } from '../../electron/core/store/journal';
import { createReconciler } from '../../electron/core/sync/reconciler';

/** Completes `base` (mutated and returned) into a runtime. */
export function handRuntime(base: CoreBase & Partial<CoreConnection>, onJournalFinal: (row: JournalRow) => void = () => {}): CoreRuntime {
  const connected: CoreBase & CoreConnection = Object.assign(base, {
    service: base.service,
    connectivity: base.connectivity,
    catalogSync: base.catalogSync,
  });
  const timers = manualTimers();
  const printing = createPrinting({
    db: base.db,
    clock: base.clock,
    logger: base.logger,
    mode: () => base.state.mode,
    onState: () => {},
    timers,
    statusPollMs: 0,
  });
  const reconciler = createReconciler(connected, { timers });
  return Object.assign(connected, { printing, reconciler, onJournalFinal });
}
