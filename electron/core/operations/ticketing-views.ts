// Ticketing answers of the service as the contract shows them: a product of the catalog cache, a
// bookable slot, a booking with its tickets (fresh from Book or read back from its journal row).
import type { z } from 'zod';
import type { availabilityViewSchema, bookingViewSchema, JournalEntry, ticketingProductViewSchema } from '../contract';
import type { Availability, BookingResult, TicketingProduct } from '../service/wire';

/** A cached ticketing product with its person categories. */
export function productView(p: TicketingProduct): z.infer<typeof ticketingProductViewSchema> {
  return {
    id: p.id,
    name: p.name,
    nameTranslations: p.name_translations,
    description: p.description,
    imageUrl: p.image_url,
    isActive: p.is_active,
    slotType: p.slot_type,
    categories: p.categories.map((k) => ({
      id: k.id,
      name: k.name,
      nameTranslations: k.name_translations,
      ageFrom: k.age_from,
      ageTo: k.age_to,
      priceFromCents: k.price_from_in_cents,
    })),
  };
}

/** A bookable slot with its prices per person category. */
export function availabilityView(s: Availability): z.infer<typeof availabilityViewSchema> {
  return {
    startsAt: s.starts_at,
    slotType: s.slot_type,
    closingAt: s.closing_at,
    availableCount: s.availability_count,
    prices: s.prices.map((p) => ({
      categoryId: p.category_id,
      priceCents: p.price_in_cents,
      minQuantity: p.min_quantity,
      maxQuantity: p.max_quantity,
      allowZeroQuantity: p.allow_zero_quantity,
    })),
  };
}

/** A booking and its tickets, with the journal entry of the step. */
export function bookingView(entry: JournalEntry, r: BookingResult, walkIn: boolean): z.infer<typeof bookingViewSchema> {
  return {
    entry,
    walkIn,
    bookingId: r.booking_id,
    bookingReference: r.booking_reference,
    language: r.language,
    ticketsPdfUrl: r.tickets_pdf_url,
    tickets: r.tickets.map((t) => ({
      ticketNumber: t.ticket_number,
      categoryId: t.category_id,
      pdfUrl: t.pdf_url,
      pkPassUrl: t.pk_pass_url,
    })),
  };
}
