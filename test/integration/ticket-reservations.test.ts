// A ticket reservation is kept in the core as this terminal's open reservation (scoped),
// comes back after a restart on the same data directory with the same deadline, and ends when it is
// booked, released, refused as gone by the service, or cleared once its hold has run out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClosing } from '../../electron/core/reports/closing';
import type { Clock } from '../../electron/core/clock';
import { terminalDay } from '../../electron/core/store/journal';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { daySlotInput } from '../helpers/ticket-slot';
import { serviceCodeOf } from '../../electron/core/contract';

let sb: RunningSandbox;
let h: CoreHarness;
let dataDir: string;
let offset = 0;
const clock: Clock = { now: () => new Date(Date.now() + offset) };
const start = () => startCore({ sandbox: sb, dataDir, core: { clock } });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-reservations-'));
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await start();
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
});
afterAll(async () => {
  await h.close();
  await sb.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A bookable day slot and one ticket of its first category. */
const slotInput = () => daySlotInput(h);
const customer = { firstName: 'Eva', lastName: 'Halter', email: 'eva@example.ch' };

describe('the open ticket reservation', () => {
  it('is kept in the core, survives a restart with its deadline, refuses a second one, and is released', async () => {
    const input = await slotInput();
    expect((await h.call('ticketing.openReservation', {})).reservation).toBeNull();
    const before = Date.now();
    const hold = await h.call('ticketing.reserve', input);
    const deadline = Date.parse(hold.deadlineAt);
    expect(deadline - before).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    expect(deadline - before).toBeLessThanOrEqual(60 * 60_000 + 1000);
    const open = (await h.call('ticketing.openReservation', {})).reservation;
    expect(open).toMatchObject({ ...input, id: hold.id, reservationId: hold.reservationId, state: 'open', expired: false });

    // The day closing lists it under the open items (not blocking: no money is held).
    const closing = await buildClosing(h.core.runtime.db, undefined, terminalDay(h.core.runtime.db, new Date()), new Date());
    expect(closing.openReservations).toEqual([expect.objectContaining({ id: hold.id, tickets: 1, expired: false })]);

    const second = await h.fail('ticketing.reserve', input);
    expect(second).toMatchObject({
      code: 'conflict',
      message: 'A ticket reservation is already open on this terminal; book or release it first',
    });

    await h.close();
    h = await start();
    expect((await h.call('ticketing.openReservation', {})).reservation).toMatchObject({ id: hold.id, deadlineAt: hold.deadlineAt });

    await h.call('ticketing.cancelReservation', { reservationId: hold.reservationId });
    expect((await h.call('ticketing.openReservation', {})).reservation).toBeNull();
    // Released at the service too: booking with it is refused.
    const refused = await h.fail('ticketing.book', { ...input, customer, reservationId: hold.reservationId });
    expect(serviceCodeOf(refused)).toBe('reservation_released');
  });

  it('a booking with the reservation uses it up', async () => {
    const input = await slotInput();
    const hold = await h.call('ticketing.reserve', input);
    const booking = await h.call('ticketing.book', { ...input, customer, reservationId: hold.reservationId });
    expect(booking.entry.state).toBe('succeeded');
    expect((await h.call('ticketing.openReservation', {})).reservation).toBeNull();
  });

  it('a run-out hold is shown as expired, cleared on request (not before), and a new one may be made', async () => {
    const input = await slotInput();
    const hold = await h.call('ticketing.reserve', input);
    const early = await h.fail('ticketing.expireReservation', { id: hold.id });
    expect(early).toMatchObject({ code: 'conflict', message: 'This ticket reservation has not run out yet' });
    offset += 61 * 60_000;
    expect((await h.call('ticketing.openReservation', {})).reservation).toMatchObject({ id: hold.id, state: 'open', expired: true });
    expect(await h.call('ticketing.expireReservation', { id: hold.id })).toMatchObject({ state: 'expired', expired: false });
    expect((await h.call('ticketing.openReservation', {})).reservation).toBeNull();
    expect((await h.fail('ticketing.expireReservation', { id: 'nope' })).message).toBe('No ticket reservation nope');
  });

  it('a run-out hold does not block the next reservation; a refusal naming it gone ends it', async () => {
    const input = await slotInput();
    const first = await h.call('ticketing.reserve', input);
    offset += 61 * 60_000;
    const next = await h.call('ticketing.reserve', input); // the run-out one is cleared first
    expect((await h.call('ticketing.openReservation', {})).reservation?.id).toBe(next.id);
    expect(next.id).not.toBe(first.id);
    sb.clock.advance(61 * 60_000);
    const gone = await h.fail('ticketing.book', { ...input, customer, reservationId: next.reservationId });
    expect(serviceCodeOf(gone)).toBe('reservation_expired');
    expect((await h.call('ticketing.openReservation', {})).reservation).toBeNull();
  });
});
