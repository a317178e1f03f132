/**
 * Starts the background tasks of a core that has a service: the connectivity monitor and the
 * catalog refresh. The first probe is awaited (bounded by the probe timeout) so the core starts
 * with a known online state; the catalog refresh starts on the first transition to online and
 * runs again on every reconnect. Outcomes of ordinary calls feed the monitor too.
 */
import type { CoreBase, CoreConnection } from '../runtime';
import { createCatalogSync, type CatalogSync } from './catalog';
import { createConnectivity, type Connectivity } from './connectivity';
import type { Timers } from '../clock';

/** Intervals of the background tasks (defaults in connectivity.ts / catalog.ts). */
export interface BackgroundOptions {
  timers?: Timers;
  /** Publishes the status bar (`bus.emit('app.status', currentStatus(rt))`). */
  publish(): void;
  probeIntervalMs?: number;
  offlineProbeIntervalMs?: number;
  probeTimeoutMs?: number;
  catalogIntervalMs?: number;
}

/** The running background tasks. */
export interface Background {
  connectivity: Connectivity;
  catalogSync: CatalogSync;
  /** Stops both and waits for a probe or refresh still running. */
  stop(): Promise<void>;
}

/** Creates and starts connectivity and catalog refresh against `rt.service` (must be set). */
export async function startBackground(rt: CoreBase & Pick<CoreConnection, 'service'>, opts: BackgroundOptions): Promise<Background> {
  const currentService = () => {
    if (!rt.service) throw new Error('no service configured');
    return rt.service;
  };
  const connectivity = createConnectivity({
    probe: (o) => currentService().hello(o),
    state: rt.state,
    publish: opts.publish,
    logger: rt.logger,
    timers: opts.timers,
    onlineIntervalMs: opts.probeIntervalMs,
    offlineIntervalMs: opts.offlineProbeIntervalMs,
    probeTimeoutMs: opts.probeTimeoutMs,
  });
  const catalogSync = createCatalogSync({
    db: rt.db,
    clock: rt.clock,
    service: currentService,
    state: rt.state,
    publish: opts.publish,
    logger: rt.logger,
    timers: opts.timers,
    intervalMs: opts.catalogIntervalMs,
  });
  let catalogStarted = false;
  const offReconnect = connectivity.onReconnect(() => {
    if (catalogStarted) {
      void catalogSync.syncNow();
    } else {
      catalogStarted = true;
      catalogSync.start();
    }
  });
  // Every call is evidence: an answer proves the service reachable, a network failure or timeout
  // asks for a probe at once instead of at the next interval.
  const offObserve = rt.service?.observe((error) => {
    if (!error || error.kind === 'refused' || error.kind === 'schema') connectivity.reportSuccess();
    else connectivity.reportFailure(error);
  });
  connectivity.start();
  await connectivity.checkNow();
  return {
    connectivity,
    catalogSync,
    async stop() {
      offReconnect();
      offObserve?.();
      await Promise.all([connectivity.stop(), catalogSync.stop()]);
    },
  };
}
