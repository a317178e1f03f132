// Push events from the core to every connected renderer. Payloads are validated on emit.
import { events, type EventName, type EventPayload } from '../contract';

export type { EventGate } from '../contract/calls';

export type EventListener = (event: EventName, payload: unknown) => void;

export interface EventBus {
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Listens to every event; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
}

export function createEventBus(onError: (err: Error) => void = () => {}): EventBus {
  const listeners = new Set<EventListener>();
  return {
    emit(event, payload) {
      const parsed = events[event].payload.safeParse(payload);
      if (!parsed.success) {
        onError(new Error(`event ${event} payload failed its schema: ${parsed.error.message}`));
        return;
      }
      for (const l of [...listeners]) {
        try {
          l(event, parsed.data);
        } catch (err) {
          onError(err as Error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
