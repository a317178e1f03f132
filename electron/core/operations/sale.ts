// Selling vouchers as codes: price rules checked against the cached catalog before sending, the
// order journaled, and cancelled (order deleted) while the service allows it.
import { z } from 'zod';
import { CoreError, type SaleCatalogItem } from '../contract';
import type { CoreRuntime } from '../runtime';
import {
  voucherTypeDetailSchema,
  voucherTypeSchema,
  type CreateOrderRequest,
  type VoucherType,
  type VoucherTypeDetail,
} from '../service/wire';
import { readCatalog } from '../store/catalog';
import { stepPayment, withPayment } from '../payments/methods';
import { journaledStep, readFailure, requireOnline, service } from './context';
import { pendingRow, undoByExternalId } from './undo';
import { toEntry } from '../store/journal-view';
import type { Handlers } from '../host/handlers';

/** Value vouchers sold through the API must cost between 20.00 and 3000.00. */
const VALUE_MIN = 2000;
const VALUE_MAX = 300000;

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') return Object.values(v as Record<string, string>)[0] ?? '';
  return '';
}

/** Maps a cached voucher type (detail or list shape) to the sale catalog item; null when unreadable. */
function toItem(raw: unknown): SaleCatalogItem | null {
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
  };
}

/** The price rule a line breaks, or null. Types missing from the cache are left to the service. */
export function priceProblem(item: SaleCatalogItem | undefined, unitPriceCents: number): string | null {
  if (!item) return null;
  if (!item.published || item.kind === 'other') return 'This voucher type cannot be sold here';
  if (item.soldOut) return 'This voucher type is sold out';
  if (item.kind === 'value_voucher') {
    const min = Math.max(VALUE_MIN, item.minimumCents ?? VALUE_MIN);
    const max = Math.min(VALUE_MAX, item.maximumCents ?? VALUE_MAX);
    return unitPriceCents < min || unitPriceCents > max ? `The value must lie between ${min} and ${max} cents` : null;
  }
  if (item.kind === 'package')
    return item.priceCents !== null && unitPriceCents !== item.priceCents ? 'A package voucher is sold at its price' : null;
  return item.variants.some((v) => v.priceCents === unitPriceCents) ? null : 'Pick one of the variants';
}

function countBy(ids: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

/** Handlers of sale.*. */
export function saleHandlers(rt: CoreRuntime) {
  const catalog = () => {
    const c = readCatalog(rt.db, 'voucher_types', z.unknown());
    return { items: c.items.map(toItem).filter((i): i is SaleCatalogItem => i !== null), fetchedAt: c.fetchedAt };
  };
  return {
    'sale.catalog': () => catalog(),
    'sale.info': async (input) => {
      const i = await service(rt).ordering.orderInfo(input.orderId).catch(readFailure);
      return { orderId: i.id, orderNumber: i.order_number, canBeCancelled: i.can_be_cancelled, reason: i.can_not_be_cancelled_reason };
    },
    'sale.order': async (input) => {
      const items = new Map(catalog().items.map((i) => [i.id, i]));
      input.lines.forEach((l, n) => {
        const problem = priceProblem(items.get(l.productId), l.unitPriceCents);
        if (problem) throw new CoreError('invalid_input', `Line ${n + 1}: ${problem}`);
      });
      // More vouchers of a type than its contingent had left at the last refresh: refused before sending.
      for (const [id, count] of countBy(input.lines.map((l) => l.productId))) {
        const left = items.get(id)?.remainingContingent;
        if (left !== null && left !== undefined && count > left) {
          throw new CoreError('invalid_input', `Only ${left} vouchers of this type are left`);
        }
      }
      const payment = stepPayment(rt.db, input.paymentMethodId);
      requireOnline(rt);
      const body: CreateOrderRequest = {
        order_lines: input.lines.map((l) => ({ product_id: l.productId, unit_price_in_cents: l.unitPriceCents, quantity: 1 })),
        delivery: 'codes',
        language: input.language,
      };
      const { row, result } = await journaledStep(rt, {
        begin: () =>
          withPayment(
            rt.db,
            pendingRow(rt, {
              kind: 'order',
              amountCents: input.lines.reduce((s, l) => s + l.unitPriceCents, 0),
              request: body,
            }),
            payment,
          ),
        call: () => service(rt).ordering.createOrder(body),
        // Journal what the service returned (it may total less than asked: a discount).
        succeed: (_r, res) => ({
          externalId: res.order_id,
          amountCents: res.vouchers.reduce((s, v) => s + v.amount_in_cents, 0),
        }),
      });
      return {
        entry: toEntry(rt.db, row),
        orderId: result.order_id,
        orderNumber: result.order_number,
        vouchers: result.vouchers.map((v) => ({
          code: v.code,
          codeFormatted: v.code_formatted,
          productId: v.product_id,
          amountCents: v.amount_in_cents,
          freeCreditCents: v.free_credit_amount_in_cents,
          expiryDate: v.expiry_date,
        })),
      };
    },
    'sale.cancel': async (input) => {
      const row = await undoByExternalId(rt, {
        journalId: input.journalId,
        kind: 'order',
        notUndoable: 'Only a completed sale can be cancelled',
        already: 'This sale is already cancelled or being cancelled',
        idField: 'order_id',
        // Voucher Order Info first: a refusal is shown with its reason and the delete is never sent.
        precheck: async (orderId) => {
          const info = await service(rt).ordering.orderInfo(orderId).catch(readFailure);
          if (!info.can_be_cancelled) {
            const reason = info.can_not_be_cancelled_reason || 'This sale can no longer be cancelled';
            throw new CoreError('service_refused', reason, false, { orderId });
          }
        },
        call: (orderId) => service(rt).ordering.deleteOrder(orderId),
      });
      return toEntry(rt.db, row);
    },
  } satisfies Handlers;
}
