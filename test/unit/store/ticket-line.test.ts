// The door's names and slot of a scanned ticket come from the local order copies.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/store/database';
import { lineOfTicket, saveTicketOrders } from '../../../electron/core/store/ticket-orders';
import type { TicketOrder } from '../../../electron/core/service/wire';

describe('ticket line lookup', () => {
  it('finds the product, ticket type and slot of a ticket number; null when unknown', () => {
    const db = openDatabase(':memory:');
    const order = {
      id: 'o1',
      order_number: '100001',
      updated_at: '2026-11-20T10:00:00',
      order_lines: [
        {
          product_id: 'p1',
          name: 'Jazz im Kursaal',
          starts_at: '2026-12-01T20:00:00',
          ticket_type_id: 't1',
          ticket_type_name: 'Erwachsene',
          tickets: [{ number: '7078068312647357562' }],
        },
      ],
    } as unknown as TicketOrder;
    saveTicketOrders(db, [order], new Date('2026-11-23T10:00:00Z'));
    expect(lineOfTicket(db, '7078068312647357562')).toEqual({
      productName: 'Jazz im Kursaal',
      ticketTypeName: 'Erwachsene',
      startsAt: '2026-12-01T20:00:00',
    });
    expect(lineOfTicket(db, '1111111111111111111')).toBeNull();
  });
});
