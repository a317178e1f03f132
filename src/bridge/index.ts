// Chooses the transport once at start-up: the Electron preload bridge or HTTP/WS.
import { events, type EventName } from '../../electron/core/contract';
import { httpBridge } from './http';
import { safeTextBridge } from './safe-text';
import type { Bridge, RawBridge } from './types';

export function createBridge(transport: RawBridge = window.terminalBridge ?? httpBridge()): Bridge {
  const raw = safeTextBridge(transport);
  const listeners = new Map<EventName, Set<(p: unknown) => void>>();
  raw.subscribe((message) => {
    const m = message as { event?: string; payload?: unknown };
    if (typeof m.event !== 'string' || !(m.event in events)) return;
    const name = m.event as EventName;
    const parsed = events[name].payload.safeParse(m.payload);
    if (!parsed.success) return;
    for (const cb of listeners.get(name) ?? []) cb(parsed.data);
  });
  return {
    call: (method, input) => raw.invoke(method, input) as never,
    on(event, callback) {
      const set = listeners.get(event) ?? new Set();
      set.add(callback as (p: unknown) => void);
      listeners.set(event, set);
      return () => set.delete(callback as (p: unknown) => void);
    },
  };
}

export type { Bridge } from './types';
