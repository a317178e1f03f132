/**
 * Connectivity monitor: probes `GET /v1/hello.json` on an interval (shorter while offline), keeps
 * `state.online`, publishes the status bar on every change and tells subscribers when the terminal
 * comes back online (the reconciler and the catalog refresh hang on `onReconnect`).
 * Single-flight: concurrent `checkNow()` calls share one probe. No module-level state.
 */
import type { Logger } from '../../common/log';
import { isServiceError } from '../service/errors';
import type { Timers } from '../clock';
import { periodic } from './periodic';

/** Settings of the monitor. */
export interface ConnectivityOptions {
  /** One probe; resolves when the service answered, rejects otherwise (e.g. `client.hello`). */
  probe(opts: { timeouts: { connectMs: number; readMs: number } }): Promise<void>;
  /** Where the current state lives (`runtime.state`). */
  state: { online: boolean };
  /** Publishes the status bar after a change (`bus.emit('app.status', …)`). */
  publish(): void;
  logger: Logger;
  timers?: Timers;
  /** Probe interval while online (default `ONLINE_PROBE_MS`). */
  onlineIntervalMs?: number;
  /** Probe interval while offline (default `OFFLINE_PROBE_MS`). */
  offlineIntervalMs?: number;
  /** Timeout of one probe (default 3 s). */
  probeTimeoutMs?: number;
}

/** The running monitor. */
export interface Connectivity {
  /** Probes at once, then on the interval. */
  start(): void;
  /** Stops probing (resolves when a probe still running has finished); `whenOnline` promises stay pending. */
  stop(): Promise<void>;
  /** Probes now (shared with a probe already running); resolves with the new state. */
  checkNow(): Promise<boolean>;
  isOnline(): boolean;
  /** A service call just succeeded: proof of being online without a probe. */
  reportSuccess(): void;
  /** A service call failed: on a network/timeout failure, probe soon rather than at the next interval. */
  reportFailure(err: unknown): void;
  /** Called with the new state on every change; returns the unsubscribe function. */
  onChange(listener: (online: boolean) => void): () => void;
  /** Called on every transition to online (including the first successful probe). */
  onReconnect(listener: () => void): () => void;
  /** Resolves when online (at once if already). */
  whenOnline(): Promise<void>;
}

/**
 * Probe interval while online. The status pill is only as fresh as the last probe: with 30 s it
 * kept showing "online" long after the service went away, until a cashier's call failed. A probe
 * is one tiny GET, so every 5 s costs nothing and the pill turns within 5 s + the probe timeout.
 */
export const ONLINE_PROBE_MS = 5_000;
/** Probe interval while offline. */
export const OFFLINE_PROBE_MS = 5_000;

/** Creates the monitor (not started). */
export function createConnectivity(opts: ConnectivityOptions): Connectivity {
  const onlineMs = opts.onlineIntervalMs ?? ONLINE_PROBE_MS;
  const offlineMs = opts.offlineIntervalMs ?? OFFLINE_PROBE_MS;
  const probeMs = opts.probeTimeoutMs ?? 3_000;
  const changeListeners = new Set<(online: boolean) => void>();
  const reconnectListeners = new Set<() => void>();
  let waiters: Array<() => void> = [];

  const safely = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      opts.logger.error('connectivity listener failed', { error: (err as Error).message });
    }
  };

  function set(online: boolean): void {
    if (opts.state.online === online) return;
    opts.state.online = online;
    opts.logger.info(online ? 'service online' : 'service offline');
    safely(() => opts.publish());
    for (const l of [...changeListeners]) safely(() => l(online));
    if (online) {
      const w = waiters;
      waiters = [];
      for (const resolve of w) resolve();
      for (const l of [...reconnectListeners]) safely(l);
    }
  }

  const task = periodic({
    run: () =>
      opts.probe({ timeouts: { connectMs: probeMs, readMs: probeMs } }).then(
        () => true,
        (err: unknown) => {
          opts.logger.debug('connectivity probe failed', isServiceError(err) ? err.toJSON() : { error: String(err) });
          return false;
        },
      ),
    settle: (online) => {
      set(online);
      return online ? onlineMs : offlineMs;
    },
    timers: opts.timers,
  });

  return {
    start: task.start,
    stop: task.stop,
    checkNow: task.runNow,
    isOnline: () => opts.state.online,
    reportSuccess() {
      set(true);
    },
    reportFailure(err) {
      if (isServiceError(err) && (err.kind === 'network' || err.kind === 'timeout') && !task.busy()) task.runIn(0);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    whenOnline() {
      if (opts.state.online) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
