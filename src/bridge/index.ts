// Chooses the transport once at start-up: the Electron preload bridge or HTTP/WS.
import type { EventName } from '../../electron/core/contract';
import { httpBridge } from './http';
import { safeTextBridge } from './safe-text';
import { servedStatus } from './served-status';
import type { Bridge, RawBridge } from './types';

export function createBridge(transport: RawBridge = window.terminalBridge ?? httpBridge()): Bridge {
  const raw = safeTextBridge(transport);
  const listeners = new Map<EventName, Set<(p: unknown) => void>>();
  // The event stream and the session are asked for once the first screen is drawn (the page
  // starts with the status it was served): the first request and the socket cost the page's one
  // thread about 20–30 ms, which the cashier would otherwise wait for before seeing anything.
  const afterFirstScreen = new Promise<void>((resolve) => setTimeout(resolve, 0));
  void afterFirstScreen.then(() =>
    raw.subscribe((message) => {
      // The core checks every event against the contract before it sends it (host/events.ts); the
      // renderer does not carry the schemas (zod stays out of the cashier bundle).
      const m = message as { event?: string; payload?: unknown };
      if (typeof m.event !== 'string') return;
      for (const cb of listeners.get(m.event as EventName) ?? []) cb(m.payload);
    }),
  );
  // Every client starts with a session the core issues (open till until someone logs in);
  // calls wait for it, so none goes out without one.
  // Once the session is there a call goes out at once, in the same turn as the click or scan
  // that made it (the screen renders while the request travels, not before it leaves).
  let ready = false;
  const start = () => {
    ready = false;
    return raw.invoke('auth.start', {}).finally(() => {
      ready = true;
    });
  };
  let started = afterFirstScreen.then(start);
  const call = async (method: string, input: unknown) => {
    if (!ready) await started;
    const r = await raw.invoke(method, input);
    // The session is gone (the core restarted): refused before it ran, so asking again is safe.
    if (r.ok || r.error.code !== 'unauthorized' || r.error.details?.needs !== 'session') return r;
    started = start();
    await started;
    return raw.invoke(method, input);
  };
  return {
    initialStatus: servedStatus(raw),
    call: (method, input) => call(method, input) as never,
    on(event, callback) {
      const set = listeners.get(event) ?? new Set();
      set.add(callback as (p: unknown) => void);
      listeners.set(event, set);
      return () => set.delete(callback as (p: unknown) => void);
    },
  };
}

export type { Bridge } from './types';
