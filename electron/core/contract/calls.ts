// What a call carries into the core and what answers it: the caller, the call's context, the
// handler map's types and the gate of pushed events. The transports (host/) fill them; the use
// cases (operations/, auth/) read them, so both depend on this contract and neither on the other.
import type { z } from 'zod';
import type { EventName, MethodName, MethodParsedInput, Methods } from './index';

/** The caller as resolved once per call from the session secret (expiry already applied). */
export interface Caller {
  /** Server-side id of the session (a hash of its secret, never the secret). */
  sessionId: string;
  /** The client label the session was started with (window, browser tab): a label, not an identity. */
  client: string;
  /** The user logged in, or null for an open-till session. */
  user: { id: string; name: string; role: 'cashier' | 'manager' } | null;
  /** When the session ends without activity (manager sessions), else null. */
  expiresAt: string | null;
  /** A manager who vouched for one authority step of this session, until when. */
  elevatedBy: string | null;
  elevatedUntil: string | null;
  /** The user signed in with a PIN the current rules no longer allow (too short): ask for a new one. */
  pinChangeDue?: boolean;
}

export interface CallContext {
  /** Label of the connected client (window, browser tab); never an identity. */
  clientId: string;
  /** The session secret the transport carries (issued by the core), if any. */
  session?: string;
  /** Resolved by the dispatcher from `session`; null without a live session. */
  caller?: Caller | null;
  /** Set by a handler that issued a new session secret; the dispatcher hands it to the transport. */
  issued?: string;
}

// One handler per contract method, keyed by the method's name. Each domain writes
// `{ 'x.y': (input, ctx) => … } satisfies Handlers` (a misspelt key is an excess property, the input
// is typed from the contract without naming the method again); the composition root writes
// `satisfies HandlerMap` over the union of all domains, so a missing handler is a type error.

/** What a handler may return: what the method's output schema accepts (the dispatcher parses it). */
export type HandlerResult<M extends MethodName> = z.input<Methods[M]['output']>;

/** The handler of one contract method. */
export type Handler<M extends MethodName> = (input: MethodParsedInput<M>, ctx: CallContext) => HandlerResult<M> | Promise<HandlerResult<M>>;

/** Every contract method's handler: complete and exact. */
export type HandlerMap = { [M in MethodName]: Handler<M> };

/** The handlers of one domain: a part of the map, with no key the contract does not have. */
export type Handlers = Partial<HandlerMap>;

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
