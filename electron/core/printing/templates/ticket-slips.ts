// A booking printed one slip per ticket (the default): each slip is a ticket to hand to a visitor
// (its number and QR code, the event and start, "ticket 2/3"), cut on its own. Outside an order the
// booking's receipt follows (prices, total, how it was paid); in an order, the order's receipt is it.
import type { Block } from '../document';
import type { ReceiptBody } from '../input';
import { footer, header, type TemplateContext } from './common';
import { bookingHead, bookingPrices } from './other';

type Booking = Extract<ReceiptBody, { kind: 'ticket_booking' | 'ticket_booking_cancel' }>;

/** Every ticket on its own cut slip, then (unless `slipsOnly`) the booking's receipt without the codes' QR. */
export function ticketSlips(ctx: TemplateContext, b: Booking, paidBy: Block[], slipsOnly: boolean): Block[] {
  const { s } = ctx;
  const n = b.tickets.length;
  const blocks: Block[] = [];
  b.tickets.forEach((t, i) => {
    blocks.push(
      ...header(ctx, s.ticket),
      ...bookingHead(ctx, b),
      { type: 'separator' },
      { type: 'row', left: `${s.ticket} ${i + 1}/${n}`, right: t.category, bold: true },
      { type: 'text', text: t.ticketNumber, align: 'center', bold: true },
      { type: 'qr', data: t.ticketNumber },
      ...footer(ctx, false),
    );
  });
  if (slipsOnly) return blocks;
  blocks.push(...header(ctx, s.titleBooking), ...bookingHead(ctx, b), ...bookingPrices(ctx, b), { type: 'separator' });
  b.tickets.forEach((t, i) => blocks.push({ type: 'row', left: `${s.ticket} ${i + 1}/${n} ${t.category}`, right: t.ticketNumber }));
  blocks.push(...paidBy, ...footer(ctx));
  return blocks;
}
