// The voucher types for sale: the catalog refresh stores the service's list only (one request for
// all types); a type's detail, the only shape with `sold_out`, `remaining_contingent`, `published`,
// the kind, the value range and the variants, is read when the type is shown for sale or put in the
// basket (`sale.availability`, and again before an order is sent) and kept briefly per service, so
// a refresh of 10,000 types never fans out into 10,000 requests against the live service.
import { z } from 'zod';
import type { SaleCatalogItem } from '../contract';
import type { CoreRuntime } from '../runtime';
import { isServiceError } from '../service';
import { voucherTypeDetailSchema, voucherTypeSchema, type VoucherType, type VoucherTypeDetail } from '../service/wire';
import { readCatalog } from '../store/catalog';
import { activeScope } from '../store/scope';
import { service } from './context';

/** Value vouchers sold through the API must cost between 20.00 and 3000.00. */
export const VALUE_MIN = 2000;
export const VALUE_MAX = 300000;

/** How long a type's detail counts as current: the contingent may change at other tills meanwhile. */
export const DETAIL_FRESH_MS = 60_000;
/** Detail requests in flight at once. */
const DETAIL_CONCURRENCY = 4;

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') return Object.values(v as Record<string, string>)[0] ?? '';
  return '';
}

/** Maps a voucher type (detail or list shape) to the sale catalog item; null when unreadable. */
function toItem(raw: unknown, checkedAt: string | null): SaleCatalogItem | null {
  const d = voucherTypeDetailSchema.safeParse(raw);
  const l = voucherTypeSchema.safeParse(raw);
  const detail: VoucherTypeDetail | null = d.success ? d.data : null;
  const t: VoucherType | null = detail ?? (l.success ? l.data : null);
  if (!t) return null;
  const kind = detail ? detail.type : t.is_value_voucher ? 'value_voucher' : 'package';
  return {
    id: t.id,
    name: t.name,
    descriptionHtml: t.description_html,
    kind,
    published: detail ? detail.published : true,
    soldOut: detail ? detail.sold_out || detail.remaining_contingent === 0 : false,
    remainingContingent: detail ? detail.remaining_contingent : null,
    priceCents: t.price_in_cents,
    listPriceCents: t.list_price_in_cents,
    discountPercentage: t.discount?.discount_percentage ?? null,
    minimumCents: detail?.minimum_amount_in_cents ?? (kind === 'value_voucher' ? VALUE_MIN : null),
    maximumCents: detail?.maximum_amount_in_cents ?? (kind === 'value_voucher' ? VALUE_MAX : null),
    variants: (detail?.variants ?? []).map((v) => ({
      id: v.id,
      name: text(v.name),
      priceCents: v.price_in_cents,
      preSelected: v.pre_selected,
    })),
    imageUrl: t.images[0]?.src ?? (detail?.image_url || null),
    updatedAt: detail?.updated_at ?? null,
    checkedAt,
  };
}

/** A type's detail as last read: null when the service has no detail for it (403/404). */
interface Checked {
  detail: VoucherTypeDetail | null;
  at: number;
}

// Per core (keyed by its runtime) and per service (the key names it): two cores in one process,
// or training and live, never share an answer.
const checkedByCore = new WeakMap<CoreRuntime, Map<string, Checked>>();

function checkedOf(rt: CoreRuntime): Map<string, Checked> {
  let m = checkedByCore.get(rt);
  if (!m) checkedByCore.set(rt, (m = new Map()));
  return m;
}

const keyOf = (rt: CoreRuntime, id: string) => `${activeScope(rt.db).service} ${id}`;

function fresh(rt: CoreRuntime, id: string): Checked | undefined {
  const c = checkedOf(rt).get(keyOf(rt, id));
  return c && rt.clock.now().getTime() - c.at < DETAIL_FRESH_MS ? c : undefined;
}

/** The cached list of types (list shape), by id, in the catalog's order. */
function listed(rt: CoreRuntime): { items: Map<string, unknown>; fetchedAt: string | null } {
  const c = readCatalog(rt.db, 'voucher_types', z.object({ id: z.string() }).loose());
  return { items: new Map(c.items.map((i) => [i.id, i])), fetchedAt: c.fetchedAt };
}

function itemOf(rt: CoreRuntime, id: string, list: unknown): SaleCatalogItem | null {
  const c = fresh(rt, id);
  if (!c) return toItem(list, null);
  return toItem(c.detail ?? list, new Date(c.at).toISOString());
}

/** Every type for sale: the list, with the details read in the last minute. Reads no service. */
export function saleCatalog(rt: CoreRuntime): { items: SaleCatalogItem[]; fetchedAt: string | null } {
  const { items, fetchedAt } = listed(rt);
  const out: SaleCatalogItem[] = [];
  for (const [id, raw] of items) {
    const item = itemOf(rt, id, raw);
    if (item) out.push(item);
  }
  return { items: out, fetchedAt };
}

/**
 * The types `ids` with their detail read now (or in the last minute), at most DETAIL_CONCURRENCY
 * requests at once. A type the service has no detail for keeps its list shape; offline, or when
 * the service cannot be reached, a type stays unchecked (`checkedAt` null) and nothing is thrown.
 */
export async function checkTypes(rt: CoreRuntime, ids: readonly string[]): Promise<SaleCatalogItem[]> {
  const { items } = listed(rt);
  const wanted = [...new Set(ids)].filter((id) => items.has(id));
  const stale = rt.state.online ? wanted.filter((id) => !fresh(rt, id)) : [];
  let next = 0;
  const worker = async () => {
    while (next < stale.length) {
      const id = stale[next++] as string;
      try {
        const detail = await service(rt).ordering.voucherType(id);
        checkedOf(rt).set(keyOf(rt, id), { detail, at: rt.clock.now().getTime() });
      } catch (err) {
        if (isServiceError(err) && (err.status === 403 || err.status === 404)) {
          checkedOf(rt).set(keyOf(rt, id), { detail: null, at: rt.clock.now().getTime() });
        } else if (!isServiceError(err)) throw err;
        // Any other service failure: the type stays unchecked; the order is checked by the service.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DETAIL_CONCURRENCY, stale.length) }, worker));
  return wanted.map((id) => itemOf(rt, id, items.get(id))).filter((i): i is SaleCatalogItem => i !== null);
}
