// A bookable ticket slot for core tests against the built-in service: the first active day product,
// a slot 2 to 14 days ahead and one ticket of a category that may be booked alone.
import type { CoreHarness } from './core-harness';

/** `YYYY-MM-DD` that many days from now (local time). */
export function isoDayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Product, start and one item of a bookable day slot (the catalog must be synced). */
export async function daySlotInput(h: CoreHarness) {
  const products = await h.call('ticketing.products', {});
  const p = products.products.find((x) => x.slotType === 'day' && x.isActive && x.categories.length > 0);
  if (!p) throw new Error('no bookable day product');
  const av = await h.call('ticketing.availabilities', { productId: p.id, from: isoDayFromNow(2), to: isoDayFromNow(14) });
  const slot = av.availabilities.find((a) => a.prices.some((x) => x.minQuantity <= 1));
  const price = slot?.prices.find((x) => x.minQuantity <= 1);
  if (!slot || !price) throw new Error('no slot');
  return { productId: p.id, startsAt: slot.startsAt, items: [{ categoryId: price.categoryId, quantity: 1 }] };
}
