// Walk-in ticket bookings: a guest without e-mail is booked with the merchant's fallback
// address from the settings (validated as an e-mail; empty = none), default names where none were
// typed; without a fallback address the core refuses and nothing reaches the service.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { daySlotInput } from '../helpers/ticket-slot';

let sb: RunningSandbox;
let h: CoreHarness;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-walk-in-'));
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({ sandbox: sb, dataDir });
  await h.call('auth.setup', { name: 'Chefin', pin: '246810' });
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
});
afterAll(async () => {
  await h.close();
  await sb.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A bookable day slot and one ticket of its first category. */
const slotInput = () => daySlotInput(h);

/** The service's orders of one last name, with the customer as stored there. */
async function ordersOf(lastName: string) {
  const orders = await h.core.runtime.service!.ticketing.orders({ last_name: lastName });
  return orders.map((o) => o.customer);
}

describe('walk-in bookings', () => {
  it('are refused while no fallback address is set; nothing is booked', async () => {
    expect(await h.call('ticketing.walkIn', {})).toEqual({ email: null });
    const refused = await h.fail('ticketing.book', {
      ...(await slotInput()),
      customer: { firstName: '', lastName: 'Ohnemail' },
      walkIn: true,
    });
    expect(refused).toMatchObject({
      code: 'conflict',
      message: 'No e-mail address for walk-in guests is set: a manager can set one in the settings',
    });
    expect(await ordersOf('Ohnemail')).toEqual([]);
  });

  it('the setting takes an e-mail address or empty, nothing else', async () => {
    const bad = await h.fail('settings.update', { walkInEmail: 'kasse at example' });
    expect(bad.code).toBe('invalid_input');
    expect((await h.call('settings.get', {})).walkInEmail).toBe('');
    const set = await h.call('settings.update', { walkInEmail: '  kasse@bergbahn.example.ch ' });
    expect(set.walkInEmail).toBe('kasse@bergbahn.example.ch');
    expect(await h.call('ticketing.walkIn', {})).toEqual({ email: 'kasse@bergbahn.example.ch' });
  });

  it('are sent with the fallback address and default names; the booking says walk-in, also read back', async () => {
    const booked = await h.call('ticketing.book', { ...(await slotInput()), customer: { firstName: '', lastName: '' }, walkIn: true });
    expect(booked.walkIn).toBe(true);
    expect(booked.tickets.length).toBe(1);
    expect(await ordersOf('Guest')).toEqual([expect.objectContaining({ first_name: 'Walk-in', email: 'kasse@bergbahn.example.ch' })]);
    expect((await h.call('ticketing.booking', { journalId: booked.entry.id })).booking.walkIn).toBe(true);

    // Typed names are kept; the address is still the fallback.
    await h.call('ticketing.book', { ...(await slotInput()), customer: { firstName: 'Gruppe', lastName: 'Wanderverein' }, walkIn: true });
    expect(await ordersOf('Wanderverein')).toEqual([expect.objectContaining({ first_name: 'Gruppe', email: 'kasse@bergbahn.example.ch' })]);
  });

  it('an ordinary booking still needs names and its own e-mail, and is not a walk-in', async () => {
    const input = await slotInput();
    expect((await h.fail('ticketing.book', { ...input, customer: { firstName: 'Eva', lastName: 'Halter' } })).code).toBe('invalid_input');
    expect(
      (await h.fail('ticketing.book', { ...input, customer: { firstName: '', lastName: 'Halter', email: 'eva@example.ch' } })).code,
    ).toBe('invalid_input');
    // A walk-in booking takes no e-mail of its own (the fallback is the only address it can go out with).
    const both = await h.fail('ticketing.book', {
      ...input,
      customer: { firstName: 'Eva', lastName: 'Halter', email: 'eva@example.ch' },
      walkIn: true,
    });
    expect(both.code).toBe('invalid_input');
    const booked = await h.call('ticketing.book', {
      ...input,
      customer: { firstName: 'Eva', lastName: 'Halter', email: 'eva@example.ch' },
    });
    expect(booked.walkIn).toBe(false);
    expect(await ordersOf('Halter')).toEqual([expect.objectContaining({ email: 'eva@example.ch' })]);
    expect((await h.call('ticketing.booking', { journalId: booked.entry.id })).booking.walkIn).toBe(false);
  });

  it('clearing the setting refuses walk-in bookings again', async () => {
    expect((await h.call('settings.update', { walkInEmail: '' })).walkInEmail).toBe('');
    expect(await h.call('ticketing.walkIn', {})).toEqual({ email: null });
    expect((await h.fail('ticketing.book', { ...(await slotInput()), customer: { firstName: '', lastName: '' }, walkIn: true })).code).toBe(
      'conflict',
    );
  });
});
