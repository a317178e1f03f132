// Ticket orders (with the local copy), known events, event sales summary and the door-scan counter,
// against the built-in service over real HTTP with a fixed clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { CoreError } from '../../electron/core/contract';
import { createEventBus } from '../../electron/core/host/events';
import { ticketingAdminHandlers } from '../../electron/core/operations/ticketing-admin';
import { NO_EVENT_LEVEL_AVAILABILITY } from '../../electron/core/operations/ticketing-events';
import type { CoreRuntime } from '../../electron/core/runtime';
import { handRuntime } from '../helpers/hand-runtime';
import { createServiceClient, type ServiceClient } from '../../electron/core/service';
import { openDatabase } from '../../electron/core/store/database';
import { createSandboxClock, startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { DEMO_EVENTS } from '../../electron/sandbox/ticketing';

const T0 = new Date(2026, 10, 18, 9, 0, 0);
let sb: RunningSandbox;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:', clock: createSandboxClock(T0) });
});
afterAll(async () => {
  await sb.close();
});

function client(baseUrl: string, apiKey: string): ServiceClient {
  return createServiceClient({
    baseUrl,
    apiKey,
    logger: memoryLogger(),
    retry: { attempts: 1, sleep: async () => {} },
    timeouts: { connectMs: 2000, readMs: 2000 },
  });
}

function runtime(service: ServiceClient | undefined, online = true): CoreRuntime {
  return handRuntime({
    db: openDatabase(':memory:'),
    bus: createEventBus(),
    logger: memoryLogger(),
    clock: { now: () => T0 },
    version: 'test',
    state: { mode: 'training', online, printer: { state: 'not_configured', queued: 0 }, sync: { state: 'idle', lastSyncAt: null } },
    service,
  });
}

async function refusal(p: Promise<unknown>): Promise<CoreError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof CoreError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('ticketing.orders', () => {
  let rt: CoreRuntime;
  let h: ReturnType<typeof ticketingAdminHandlers>;
  beforeEach(() => {
    rt = runtime(client(sb.baseUrl, sb.keys.integration ?? ''));
    h = ticketingAdminHandlers(rt);
  });

  it('lists the merchant’s orders from the service with every total consistent', async () => {
    const r = await h['ticketing.orders']({});
    expect(r.source).toBe('service');
    expect(r.orders.length).toBeGreaterThanOrEqual(9);
    for (const o of r.orders) {
      expect(o.grandTotalCents).toBe(o.linesTotalCents - o.discountCents + o.insuranceCents + o.climateCents);
      expect(o.payments.reduce((s, p) => s + p.amountCents, 0)).toBe(o.grandTotalCents);
    }
    const withAnswers = r.orders.find((o) => o.lines.some((l) => l.tickets.some((t) => t.answers.length > 0)));
    expect(withAnswers?.lines[0]?.tickets[0]?.answers).toContainEqual({ name: 'Menü', type: 'choice', value: 'Vegetarisch' });
    expect(withAnswers?.lines[0]?.tickets[0]?.answers).toContainEqual({ name: 'Allergien', type: 'text', value: null });
    expect(r.orders.some((o) => o.customer === null)).toBe(true);
  });

  it('applies the four filters like the service, also on the local copy when offline', async () => {
    const all = await h['ticketing.orders']({});
    const first = all.orders[0]!;
    const cases = [
      { lastName: 'Muster' },
      { lastName: 'muster' },
      { orderNumber: first.orderNumber },
      { updatedAfter: first.updatedAt.slice(0, 19) },
      { updatedBefore: first.updatedAt.slice(0, 19) },
      { updatedAfter: all.orders[2]!.updatedAt.slice(0, 19), updatedBefore: all.orders[5]!.updatedAt.slice(0, 19) },
    ];
    const live: string[][] = [];
    for (const f of cases) live.push((await h['ticketing.orders'](f)).orders.map((o) => o.id));
    // Case-sensitive last name: "Muster" and "muster" are different customers.
    expect(live[0]!.length).toBeGreaterThan(0);
    expect(live[1]!.length).toBeGreaterThan(0);
    expect(live[0]).not.toEqual(live[1]);
    expect(live[2]).toEqual([first.id]);
    expect(live[4]).toEqual([]);
    rt.state.online = false;
    for (const [i, f] of cases.entries()) {
      const cached = await h['ticketing.orders'](f);
      expect(cached.source).toBe('cache');
      expect(cached.fetchedAt).toBe(T0.toISOString());
      expect(cached.orders.map((o) => o.id)).toEqual(live[i]);
    }
  });

  it('answers from the local copy when the service cannot be reached', async () => {
    await h['ticketing.orders']({});
    const down = runtime(client('http://127.0.0.1:9', 'x'));
    Object.assign(down, { db: rt.db });
    const r = await ticketingAdminHandlers(down)['ticketing.orders']({ lastName: 'Muster' });
    expect(r.source).toBe('cache');
    expect(r.orders.length).toBeGreaterThan(0);
  });

  it('with no copy yet and no service, answers an empty cached list', async () => {
    const r = await ticketingAdminHandlers(runtime(undefined))['ticketing.orders']({});
    expect(r).toEqual({ orders: [], source: 'cache', fetchedAt: null });
  });

  it('reads one order and the known events from the local copy', async () => {
    const all = await h['ticketing.orders']({});
    const one = h['ticketing.order']({ id: all.orders[0]!.id });
    expect(one.order).toEqual(all.orders[0]);
    expect((await refusal(Promise.resolve().then(() => h['ticketing.order']({ id: 'nope' })))).code).toBe('not_found');
    const events = h['ticketing.knownEvents']().events;
    expect(events.map((e) => e.id)).toContain(DEMO_EVENTS.jazz);
    expect(events.find((e) => e.id === DEMO_EVENTS.jazz)?.name).toBe('Jazz im Kursaal');
  });

  it('names a scanned ticket’s product and ticket type from the local copies', async () => {
    const all = await h['ticketing.orders']({});
    const line = all.orders.flatMap((o) => o.lines).find((l) => l.productId === DEMO_EVENTS.gala)!;
    expect(await h['ticket.describe']({ productId: line.productId, ticketTypeId: line.ticketTypeId })).toMatchObject({
      productName: 'Silvester-Gala',
      ticketTypeName: line.ticketTypeName,
      startsAt: null,
    });
    expect(await h['ticket.describe']({ productId: 'unknown', ticketTypeId: null })).toMatchObject({
      productName: null,
      ticketTypeName: null,
    });
  });

  it('fetches the orders once when a scanned ticket is not in the local copy, not once per scan', async () => {
    const all = await ticketingAdminHandlers(runtime(client(sb.baseUrl, sb.keys.integration ?? '')))['ticketing.orders']({});
    const lines = all.orders.flatMap((o) => o.lines).filter((l) => l.tickets.length > 0 && l.ticketTypeId);
    const [a, b] = [lines[0]!, lines[lines.length - 1]!];
    // A fresh till: no order copy yet. Count the order listings it asks for.
    const fresh = runtime(client(sb.baseUrl, sb.keys.integration ?? ''));
    let listings = 0;
    const svc = (fresh as CoreRuntime & { service: ServiceClient }).service;
    const orders = svc.ticketing.orders.bind(svc.ticketing);
    svc.ticketing.orders = (...args) => {
      listings++;
      return orders(...args);
    };
    const hf = ticketingAdminHandlers(fresh);
    const ask = (l: typeof a) =>
      hf['ticket.describe']({ productId: l.productId, ticketTypeId: l.ticketTypeId, ticketNumber: l.tickets[0]!.number });
    // Two scans at once share one listing; the names are those of the orders, not the ids.
    const [ra, rb] = await Promise.all([ask(a), ask(b)]);
    expect(ra).toMatchObject({ productName: expect.any(String), ticketTypeName: a.ticketTypeName, startsAt: a.startsAt });
    expect(rb.ticketTypeName).toBe(b.ticketTypeName);
    expect(listings).toBe(1);
    // A number still unknown afterwards does not fetch again within the window.
    await hf['ticket.describe']({ productId: a.productId, ticketTypeId: a.ticketTypeId, ticketNumber: '1234567890123456789' });
    expect(listings).toBe(1);
  });

  it('passes a service refusal on (not a cache answer)', async () => {
    const bad = ticketingAdminHandlers(runtime(client(sb.baseUrl, sb.keys.invalid ?? 'invalid')));
    const err = await refusal(bad['ticketing.orders']({}));
    expect(err.code).toBe('service_refused');
  });
});

describe('ticketing.eventSales', () => {
  const h = () => ticketingAdminHandlers(runtime(client(sb.baseUrl, sb.keys.integration ?? '')));

  it('answers capacity, sold, available, waiting list and revenue', async () => {
    const s = await h()['ticketing.eventSales']({ eventId: DEMO_EVENTS.gala });
    expect(s.name).toBe('Silvester-Gala');
    expect(s.availableTickets).toBe(s.capacity - s.soldTickets);
    expect(s.waitingListEntries).toBe(14);
    expect(s.currency).toBe('CHF');
    expect(s.revenueCents).toBeGreaterThan(0);
  });

  it('explains calendar-based events and entry tickets instead of a raw refusal', async () => {
    for (const id of [DEMO_EVENTS.calendar, DEMO_EVENTS.entry]) {
      const err = await refusal(h()['ticketing.eventSales']({ eventId: id }));
      const data = err.toData();
      expect(data.code).toBe('service_refused');
      expect(data.code === 'service_refused' ? data.details?.reason : null).toBe(NO_EVENT_LEVEL_AVAILABILITY);
      expect(err.message).toMatch(/calendar-based/);
    }
  });

  it('says not_found for unknown, deleted and other merchants’ events', async () => {
    for (const id of ['unknown-event', DEMO_EVENTS.deleted, DEMO_EVENTS.other]) {
      expect((await refusal(h()['ticketing.eventSales']({ eventId: id }))).code).toBe('not_found');
    }
  });

  it('refuses with offline when no service is configured', async () => {
    const err = await refusal(ticketingAdminHandlers(runtime(undefined))['ticketing.eventSales']({ eventId: DEMO_EVENTS.gala }));
    expect(err.code).toBe('offline');
  });
});
