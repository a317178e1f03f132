// A booking read back from its journal row (tickets, links, start), before and after a cancel,
// and the door-scan log fed by the real check-in handler, against the built-in service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { CoreError } from '../../electron/core/contract';
import { createEventBus } from '../../electron/core/host/events';
import { ticketingAdminHandlers, withScanLog } from '../../electron/core/operations/ticketing-admin';
import { ticketHandlers } from '../../electron/core/operations/tickets';
import type { CoreRuntime } from '../../electron/core/runtime';
import { handRuntime } from '../helpers/hand-runtime';
import { createServiceClient } from '../../electron/core/service';
import { openDatabase } from '../../electron/core/store/database';
import { getJournalRow } from '../../electron/core/store/journal';
import { createSandboxClock, startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { DEMO_PRODUCTS, demoCategory } from '../../electron/sandbox/ticketing';

const T0 = new Date(2026, 10, 18, 9, 0, 0);
let sb: RunningSandbox;
let rt: CoreRuntime;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:', clock: createSandboxClock(T0) });
  rt = handRuntime({
    db: openDatabase(':memory:'),
    bus: createEventBus(),
    logger: memoryLogger(),
    clock: { now: () => T0 },
    version: 'test',
    state: { mode: 'training', online: true, printer: { state: 'not_configured', queued: 0 }, sync: { state: 'idle', lastSyncAt: null } },
  });
  rt.service = createServiceClient({
    baseUrl: sb.baseUrl,
    apiKey: sb.keys.integration ?? '',
    logger: memoryLogger(),
    retry: { sleep: async () => {} },
  });
});
afterAll(async () => {
  await sb.close();
});

describe('ticketing.booking', () => {
  it('reads a booking back from the journal, and says when it was cancelled', async () => {
    const core = ticketHandlers(rt);
    const admin = ticketingAdminHandlers(rt);
    const booked = await core['ticketing.book']({
      productId: DEMO_PRODUCTS.spa,
      startsAt: '2026-11-20',
      items: [{ categoryId: demoCategory(DEMO_PRODUCTS.spa, 0), quantity: 2 }],
      customer: { firstName: 'Ida', lastName: 'Journal', email: 'ida@example.ch' },
    });
    const stored = admin['ticketing.booking']({ journalId: booked.entry.id });
    expect(stored.booking.tickets).toEqual(booked.tickets);
    expect(stored.booking.bookingReference).toBe(booked.bookingReference);
    expect(stored).toMatchObject({ productId: DEMO_PRODUCTS.spa, startsAt: '2026-11-20', cancelled: false });

    // Today's counter sees the real check-in handler's answers.
    const scans = withScanLog(rt, core);
    const first = booked.tickets[0]!.ticketNumber;
    expect((await scans['ticket.checkin']({ ticketNumber: first })).isSuccessful).toBe(true);
    expect((await scans['ticket.checkin']({ ticketNumber: first })).unsuccessfulCode).toBe('ticket_already_checkedin');
    expect(admin['ticket.scanCounter']()).toMatchObject({ checkins: 1, refused: 1 });
    expect((await scans['ticket.checkout']({ ticketNumber: first })).isSuccessful).toBe(true);

    const undo = await core['ticketing.cancelBooking']({ journalId: booked.entry.id });
    expect(admin['ticketing.booking']({ journalId: booked.entry.id }).cancelled).toBe(true);
    // The undo row carries what a replay of an uncertain cancel needs: the booking id, the target and its amount.
    expect(getJournalRow(rt.db, undo.id)).toMatchObject({
      kind: 'cancel_booking',
      refId: booked.entry.id,
      request: { booking_id: booked.bookingId },
      externalId: booked.bookingId,
      amountCents: getJournalRow(rt.db, booked.entry.id).amountCents,
    });
  });

  it('refuses rows that are not a succeeded booking', () => {
    const admin = ticketingAdminHandlers(rt);
    expect(() => admin['ticketing.booking']({ journalId: 'nope' })).toThrow(CoreError);
  });
});
