// The door-scan log behind today's check-in counter: wrapping check-in/check-out, counting per
// terminal and local day, and the bookability rule of products.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import { productBookability, ticketOrderFiltersSchema } from '../../../electron/core/contract';
import { createEventBus } from '../../../electron/core/host/events';
import { ticketingScanHandlers, withScanLog } from '../../../electron/core/operations/ticketing-scans';
import type { CoreRuntime } from '../../../electron/core/runtime';
import { handRuntime } from '../../helpers/hand-runtime';
import { openDatabase } from '../../../electron/core/store/database';
import { setSetting } from '../../../electron/core/store/settings';
import { recordScan, scanCounts } from '../../../electron/core/store/ticket-orders';

let now = new Date(2026, 10, 21, 9, 0, 0);
let rt: CoreRuntime;

beforeEach(() => {
  now = new Date(2026, 10, 21, 9, 0, 0);
  rt = handRuntime({
    db: openDatabase(':memory:'),
    bus: createEventBus(),
    logger: memoryLogger(),
    clock: { now: () => now },
    version: 'test',
    state: { mode: 'training', online: true, printer: { state: 'not_configured', queued: 0 }, sync: { state: 'idle', lastSyncAt: null } },
  });
});

const scan = (ticketNumber: string, ok: boolean, code: string | null = null) => ({
  ticketNumber,
  isSuccessful: ok,
  unsuccessfulCode: code,
  message: null,
  productId: ok ? 'p1' : null,
  ticketTypeId: ok ? 't1' : null,
});

describe('withScanLog', () => {
  it('logs every answered check-in and check-out and counts them for today', async () => {
    const answers = [scan('7000000000000000001', true), scan('7000000000000000001', false, 'ticket_already_checkedin')];
    const handlers = withScanLog(rt, {
      'ticket.checkin': async () => answers.shift(),
      'ticket.checkout': async () => scan('7000000000000000001', true),
      other: () => 1,
    });
    await handlers['ticket.checkin']();
    await handlers['ticket.checkin']();
    await handlers['ticket.checkout']();
    expect(handlers.other()).toBe(1);
    expect(ticketingScanHandlers(rt)['ticket.scanCounter']()).toEqual({ day: '2026-11-21', checkins: 1, checkouts: 1, refused: 1 });
  });

  it('passes the answer through unchanged and logs nothing when the call fails', async () => {
    const handlers = withScanLog(rt, {
      'ticket.checkin': async () => {
        throw new Error('offline');
      },
    });
    await expect(handlers['ticket.checkin']()).rejects.toThrow('offline');
    expect(scanCounts(rt.db, 'Till 1', now)).toMatchObject({ checkins: 0, refused: 0 });
  });

  it('counts per terminal and per local day', () => {
    setSetting(rt.db, 'terminal.name', 'Door 2', now);
    recordScan(rt.db, { direction: 'checkin', ticketNumber: '1', successful: true, code: null, terminal: 'Door 2', now });
    recordScan(rt.db, { direction: 'checkin', ticketNumber: '2', successful: true, code: null, terminal: 'Till 1', now });
    recordScan(rt.db, {
      direction: 'checkin',
      ticketNumber: '3',
      successful: true,
      code: null,
      terminal: 'Door 2',
      now: new Date(2026, 10, 20, 23, 59),
    });
    expect(ticketingScanHandlers(rt)['ticket.scanCounter']()).toMatchObject({ checkins: 1 });
    now = new Date(2026, 10, 22, 0, 1);
    expect(ticketingScanHandlers(rt)['ticket.scanCounter']()).toEqual({ day: '2026-11-22', checkins: 0, checkouts: 0, refused: 0 });
  });
});

describe('productBookability', () => {
  const cat = { id: 'c', name: 'A', ageFrom: null, ageTo: null, priceFromCents: 100 };
  it('marks inactive and category-less products as not bookable', () => {
    expect(productBookability({ isActive: true, categories: [cat] })).toBe('bookable');
    expect(productBookability({ isActive: false, categories: [cat] })).toBe('inactive');
    expect(productBookability({ isActive: true, categories: [] })).toBe('no_categories');
  });
});

describe('ticket order filters', () => {
  it('accepts minutes or seconds and refuses a reversed range', () => {
    expect(ticketOrderFiltersSchema.parse({ updatedAfter: '2026-11-01T08:30' })).toEqual({ updatedAfter: '2026-11-01T08:30:00' });
    expect(ticketOrderFiltersSchema.safeParse({ updatedAfter: '2026-11-02T00:00:00', updatedBefore: '2026-11-01T00:00:00' }).success).toBe(
      false,
    );
    expect(ticketOrderFiltersSchema.safeParse({ updatedAfter: '01.11.2026' }).success).toBe(false);
    expect(ticketOrderFiltersSchema.safeParse({ lastName: '  ' }).success).toBe(false);
  });
});
