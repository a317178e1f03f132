// The prices of a ticket booking come from the service, never from the caller: the slot's own offer
// (List of Availabilities for that day), asked right before the booking is sent. The row's amount,
// the receipt's lines and the closing are computed from it. A slot the service no longer lists
// (past its booking cut-off) can still be booked under a reservation held for it; its prices are
// then the product's category prices from the catalog the service sent at the last sync.
import { CoreError, type MethodParsedInput } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { ticketingProductSchema } from '../service/wire';
import { readCatalog } from '../store/catalog';
import { slotStart } from '../store/journal-locks';
import { readFailure, service } from './context';

/** One priced line of a booking. */
export interface PricedLine {
  categoryId: string;
  quantity: number;
  unitPriceCents: number;
}

/** The booking's lines priced by the service, their total and currency. */
export interface SlotPrices {
  lines: PricedLine[];
  totalCents: number;
  currency: string | null;
}

type BookInput = MethodParsedInput<'ticketing.book'>;

/** Category prices of the product from the catalog cache (a held reservation past the cut-off). */
function catalogPrices(rt: CoreRuntime, productId: string): { prices: Map<string, number>; currency: string | null } | null {
  const c = readCatalog(rt.db, 'ticketing_products', ticketingProductSchema);
  const p = c.items.find((x) => x.id === productId);
  if (!p) return null;
  return {
    prices: new Map(p.categories.map((k) => [k.id, k.price_from_in_cents])),
    currency: typeof c.meta.currency === 'string' ? c.meta.currency : null,
  };
}

/** Asks the service for the slot's offer and prices the booking's items with it (refuses what it does not offer). */
export async function slotPrices(rt: CoreRuntime, input: BookInput): Promise<SlotPrices> {
  const day = input.startsAt.slice(0, 10);
  const offer = await service(rt).ticketing.availabilities(input.productId, { from: day, to: day }).catch(readFailure);
  const slot = offer.availabilities.find((a) => slotStart(a.starts_at) === slotStart(input.startsAt));
  let prices: Map<string, number>;
  let currency: string | null;
  if (slot) {
    prices = new Map(slot.prices.map((p) => [p.category_id, p.price_in_cents]));
    currency = offer.currency;
  } else {
    const cached = input.reservationId ? catalogPrices(rt, input.productId) : null;
    if (!cached) throw new CoreError('conflict', say('slotNotOffered'), false, { startsAt: input.startsAt });
    prices = cached.prices;
    currency = cached.currency ?? offer.currency;
  }
  const lines = input.items.map((i) => {
    const unit = prices.get(i.categoryId);
    if (unit === undefined) {
      throw new CoreError('invalid_input', say('slotNoPrice'), false, { categoryId: i.categoryId });
    }
    return { categoryId: i.categoryId, quantity: i.quantity, unitPriceCents: unit };
  });
  return { lines, totalCents: lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0), currency };
}
