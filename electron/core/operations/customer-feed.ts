// The customer display's feed: every order the core publishes goes through here. A finished
// order's thank-you is taken back after the set seconds (the welcome, an `order.changed` with no
// order), and at once when the cashier starts the next customer. What goes out is decided by
// customer-view.ts: nothing of the last customer is left in what the display receives.
import fs from 'node:fs';
import path from 'node:path';
import {
  customerThanksSecondsSchema,
  defaultCustomerThanksSeconds,
  type CustomerWelcome,
  type EventPayload,
  type Language,
  type Order,
} from '../contract';
import { realTimers, type TimerHandle, type Timers } from '../clock';
import type { Handlers } from '../contract/calls';
import { placeNames } from '../printing/names';
import { receiptLogoPath } from '../printing/settings';
import type { CoreRuntime } from '../runtime';
import type { Db } from '../store/database';
import { getSetting } from '../store/settings';
import { shownToCustomer, thanksLeftMs } from './customer-view';

/** The setting of the thank-you's seconds (settings.ts writes it). */
export const thanksSecondsKey = 'customer.thanksSeconds';

/** Seconds a thank-you stays on the customer display. */
export function thanksSeconds(db: Db): number {
  return getSetting(db, thanksSecondsKey, customerThanksSecondsSchema, defaultCustomerThanksSeconds);
}

type FeedRuntime = Pick<CoreRuntime, 'db' | 'bus' | 'clock'>;

/** The thank-yous waiting to be taken back, per cashier, of each core (keyed by its event bus). */
const pending = new WeakMap<object, Map<string | null, TimerHandle>>();
const timers: Timers = realTimers;

/** What each core last sent the customer display (keyed by its event bus). */
const lastSent = new WeakMap<object, EventPayload<'order.changed'>>();

function send(rt: FeedRuntime, payload: EventPayload<'order.changed'>): void {
  lastSent.set(rt.bus, payload);
  rt.bus.emit('order.changed', payload);
}

function stopPending(rt: FeedRuntime, cashier: string | null): void {
  const map = pending.get(rt.bus);
  const handle = map?.get(cashier);
  if (handle) timers.clearTimeout(handle);
  map?.delete(cashier);
}

/** Publishes the cashier's order (unmasked `order`) as the display may see it now; a thank-you is taken back later. */
export function feedCustomer(rt: FeedRuntime, cashier: string | null, order: Order | null, opts: { next?: boolean } = {}): void {
  stopPending(rt, cashier);
  const thanksMs = thanksSeconds(rt.db) * 1000;
  const now = rt.clock.now();
  send(rt, { cashier, order: shownToCustomer(order, now, { thanksMs, next: opts.next }) });
  const left = order && !opts.next ? thanksLeftMs(order, now, thanksMs) : null;
  if (!left) return;
  const map = pending.get(rt.bus) ?? new Map<string | null, TimerHandle>();
  pending.set(rt.bus, map);
  map.set(
    cashier,
    timers.setTimeout(() => {
      map.delete(cashier);
      send(rt, { cashier, order: null });
    }, left),
  );
}

/** The logo as a data URL (PNG, JPEG or SVG up to 1 MB); null when none is set or it cannot be read. */
function logoDataUrl(file: string | null): string | null {
  if (!file) return null;
  const type = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.svg': 'image/svg+xml' }[
    path.extname(file).toLowerCase()
  ];
  try {
    if (!type || fs.statSync(file).size > 1024 * 1024) return null;
    return `data:${type};base64,${fs.readFileSync(file).toString('base64')}`;
  } catch {
    return null;
  }
}

/** The welcome screen: the outlet's name by the one naming rule, in the display's language. */
export function customerWelcome(db: Db, language: Language): CustomerWelcome {
  return { outlet: placeNames(db, language).outlet, logo: logoDataUrl(receiptLogoPath(db)) };
}

/** Handlers of customer.*. */
export function customerHandlers(rt: CoreRuntime) {
  return {
    'customer.current': () => lastSent.get(rt.bus) ?? { cashier: null, order: null },
    'customer.welcome': (input) => customerWelcome(rt.db, input.language),
  } satisfies Handlers;
}
