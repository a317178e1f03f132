// Push events from the core to every connected renderer. Payloads are validated on emit.
import { events, type EventName, type EventPayload } from '../contract';

export type EventListener = (event: EventName, payload: unknown) => void;

/**
 * What one subscriber of a transport may hear, asked per event with the session secret it
 * presented (so a logout, a timeout or a login takes effect at the next event). The core builds it
 * (auth/code-access.ts): without a live session nothing; codes masked unless the session may see them.
 */
export interface EventGate {
  /** True when the secret names a live session of this core. */
  admits(session: string): boolean;
  /** The payload this session may hear, or undefined (nothing for it). */
  view(session: string, event: EventName, payload: unknown): unknown;
}

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
