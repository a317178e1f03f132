// Journal row -> receipt input. Receipts are printed from the journal, so every receipt can be
// made again from its row. Only succeeded rows have a receipt (nothing moved otherwise).
import { z } from 'zod';
import type { Language } from '../contract/app';
import type { Db } from '../store/database';
import { findJournalRow, listByCode, listByPurchase, type JournalRow } from '../store/journal';
import { askedCents } from '../store/journal-view';
import { readCatalogItem } from '../store/catalog';
import { cancelledPart } from '../domain/booking-cancel';
import { findPurchase } from './journal-lookups';
import { paymentMethodName, rowPayment, saleLines } from '../payments/methods';
import type { ReceiptBody, ReceiptHeader, ReceiptInput } from './input';
import { stepTerminalName } from './names';
import { freeCreditOf } from '../domain/step-money';

/** What the header needs besides the row: the names of this document (names.ts `placeNames`). */
export interface HeaderContext {
  outlet: string;
  training: boolean;
  language: Language;
  terminal: string;
}

/** The short journal reference printed on receipts (first 8 characters of the row id). */
export function shortReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** The receipt header of a step (a journal row, a purchase, a stock sale): where, who, when, which reference. */
export function stepHeader(h: HeaderContext, step: { id: string; terminal: string; cashier: string | null; at: string }): ReceiptHeader {
  return {
    outlet: h.outlet,
    // A step stored under a default name (no till name set) is printed with this document's name.
    terminal: stepTerminalName(step.terminal, h),
    cashier: step.cashier,
    at: step.at,
    reference: shortReference(step.id),
    training: h.training,
    language: h.language,
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const localized = z.union([z.string(), z.record(z.string(), z.string())]);
const pickName = (n: z.infer<typeof localized> | undefined, lang: Language): string | null =>
  n === undefined ? null : typeof n === 'string' ? n : (n[lang] ?? Object.values(n)[0] ?? null);

const orderResponse = z.looseObject({
  order_number: z.string(),
  vouchers: z.array(
    z.looseObject({
      code: z.string(),
      product_id: z.string().nullish(),
      amount_in_cents: z.number().int(),
      free_credit_amount_in_cents: z.number().int().nullish(),
      expiry_date: z.string().nullish(),
    }),
  ),
});
const bookResponse = z.looseObject({
  booking_reference: z.string(),
  tickets: z.array(z.looseObject({ ticket_number: z.string(), category_id: z.string() })),
});
const bookRequest = z.looseObject({ product_id: z.string(), starts_at: z.string().nullish() });
const catalogName = z.looseObject({ name: localized.optional(), name_translations: z.record(z.string(), z.string()).optional() });
const ticketProduct = catalogName.extend({
  categories: z
    .array(z.looseObject({ id: z.string(), name: z.string(), name_translations: z.record(z.string(), z.string()).optional() }))
    .optional(),
});

function voucherSale(db: Db, row: JournalRow, lang: Language, currency: string): ReceiptBody | null {
  const res = orderResponse.safeParse(row.response);
  if (!res.success) return null;
  return {
    kind: 'voucher_sale',
    currency,
    orderNumber: res.data.order_number,
    vouchers: res.data.vouchers.map((v) => {
      const type = v.product_id ? readCatalogItem(db, 'voucher_types', v.product_id, catalogName) : null;
      return {
        code: v.code,
        name: pickName(type?.name, lang) ?? '',
        amountCents: v.amount_in_cents,
        freeCreditCents: v.free_credit_amount_in_cents ?? null,
        expiryDate: v.expiry_date ?? null,
      };
    }),
  };
}

/**
 * A booking's receipt; `cancelled`: the answer of its cancellation, whose `cancelled_tickets` say
 * what was really cancelled. Fewer than the booking had: the receipt lists only those, says it is
 * partial, and totals what they cost.
 */
function booking(db: Db, row: JournalRow, lang: Language, currency: string, cancelled?: unknown): ReceiptBody | null {
  const res = bookResponse.safeParse(row.response);
  const req = bookRequest.safeParse(row.request);
  if (!res.success || !req.success) return null;
  const cancel = cancelled !== undefined;
  const part = cancel ? cancelledPart(db, row, cancelled) : null;
  const partial = part?.partial === true;
  const tickets = part && partial ? part.tickets : res.data.tickets;
  const lines = saleLines(db, row.id);
  const product = readCatalogItem(db, 'ticketing_products', req.data.product_id, ticketProduct);
  const categoryName = (id: string): string => {
    const c = product?.categories?.find((x) => x.id === id);
    return c ? (c.name_translations?.[lang] ?? c.name) : id;
  };
  return {
    kind: cancel ? 'ticket_booking_cancel' : 'ticket_booking',
    currency,
    bookingReference: res.data.booking_reference,
    productName: product?.name_translations?.[lang] ?? pickName(product?.name, lang) ?? req.data.product_id,
    startsAt: req.data.starts_at ?? null,
    totalCents: part && partial ? part.cents : row.amountCents,
    tickets: tickets.map((t) => ({ ticketNumber: t.ticket_number, category: categoryName(t.category_id) })),
    // The priced lines are the sale's; a partial cancellation lists its tickets instead.
    lines: partial
      ? []
      : lines.map((l) => ({
          category: categoryName(l.categoryId),
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
        })),
    ...(cancel && partial ? { partialOf: res.data.tickets.length } : {}),
  };
}

/** The activation a deactivation undid: the code's newest succeeded one before it. */
function activationOf(db: Db, row: JournalRow): JournalRow | undefined {
  return listByCode(db, row.code ?? '').find((r) => r.kind === 'activate' && r.state === 'succeeded' && r.createdAt <= row.createdAt);
}

/** The receipt body of a succeeded row; null when the row has none or its data is unusable. */
function body(db: Db, row: JournalRow, lang: Language): ReceiptBody | null {
  const currency = row.currency ?? 'CHF';
  const code = row.code ?? '';
  const amount = row.amountCents ?? 0;
  const ref = row.refId ? findJournalRow(db, row.refId) : undefined;
  switch (row.kind) {
    case 'redeem': {
      const p = row.purchaseId ? findPurchase(db, row.purchaseId) : null;
      let paid = 0;
      if (p) {
        for (const r of listByPurchase(db, p.id)) {
          if (r.createdAt > row.createdAt || r.state !== 'succeeded') continue;
          if (r.kind === 'redeem') paid += r.amountCents ?? 0;
          if (r.kind === 'cancel_redemption') paid -= r.amountCents ?? 0;
        }
      }
      return {
        kind: 'redemption',
        currency: row.currency ?? p?.currency ?? 'CHF',
        purchaseTotalCents: p?.totalCents ?? null,
        vouchers: [{ code, amountCents: amount, balanceAfterCents: row.balanceAfter }],
        stillToPayCents: p ? Math.max(0, p.totalCents - paid) : null,
      };
    }
    case 'cancel_redemption':
      return { kind: 'redemption_cancel', currency, vouchers: [{ code, amountCents: amount, balanceAfterCents: row.balanceAfter }] };
    case 'charge':
      return {
        kind: 'load',
        currency,
        code,
        amountCents: amount,
        freeCreditCents: freeCreditOf(row),
        balanceAfterCents: row.balanceAfter,
        paymentMethod: null,
      };
    case 'cancel_charge':
      return {
        kind: 'load_cancel',
        currency,
        code,
        amountCents: amount,
        freeCreditCents: ref ? freeCreditOf(ref) : null,
        balanceAfterCents: row.balanceAfter,
        reason: str(row.request.cancel_reason),
      };
    case 'activate':
      return {
        kind: 'activation',
        currency,
        code,
        amountCents: amount,
        freeCreditCents: freeCreditOf(row),
        balanceAfterCents: row.balanceAfter,
        askedCents: askedCents(row),
      };
    case 'deactivate': {
      const undone = activationOf(db, row);
      return {
        kind: 'deactivation',
        currency,
        code,
        amountCents: amount,
        freeCreditCents: undone ? freeCreditOf(undone) : null,
        reason: str(row.request.deactivate_reason),
      };
    }
    case 'order':
      return voucherSale(db, row, lang, currency);
    case 'delete_order': {
      const sale = ref ? voucherSale(db, ref, lang, ref.currency ?? currency) : null;
      if (!sale || sale.kind !== 'voucher_sale') return null;
      return {
        kind: 'voucher_sale_cancel',
        currency: sale.currency,
        orderNumber: sale.orderNumber,
        vouchers: sale.vouchers.map((v) => ({ code: v.code, amountCents: v.amountCents })),
        reason: null,
      };
    }
    case 'promo_redeem':
    case 'promo_cancel': {
      const req = row.kind === 'promo_cancel' && ref ? ref.request : row.request;
      const type = req.discount_type;
      const value = typeof req.value === 'number' ? req.value : null;
      return {
        kind: row.kind,
        currency,
        code,
        referenceNumber: str(req.reference_number),
        discount:
          value === null
            ? null
            : type === 'percentage'
              ? { type: 'percentage', percent: value }
              : type === 'amount'
                ? { type: 'amount', amountCents: Math.round(value) }
                : null,
      };
    }
    case 'book':
      return booking(db, row, lang, currency);
    case 'cancel_booking':
      return ref ? booking(db, ref, lang, ref.currency ?? currency, row.response ?? {}) : null;
  }
}

/** The receipt of a journal row, or null when the row has none (not succeeded, or unusable data). */
export function receiptFromJournal(db: Db, row: JournalRow, h: HeaderContext): ReceiptInput | null {
  if (row.state !== 'succeeded') return null;
  const b = body(db, row, h.language);
  if (!b) return null;
  // How the customer paid (an undo pays back the way its step was paid).
  const pay = rowPayment(db, row.id) ?? (row.refId ? rowPayment(db, row.refId) : null);
  const name = paymentMethodName(db, pay?.method ?? null, h.language);
  const header = stepHeader(h, { id: row.id, terminal: row.terminal, cashier: row.cashier, at: row.updatedAt });
  if (b.kind === 'load') b.paymentMethod = name;
  return {
    header,
    body: b,
    ...(name && b.kind !== 'load' ? { paidBy: name } : {}),
    ...(pay?.kind === 'cash' && (row.amountCents ?? 0) !== 0 ? { drawer: true } : {}),
  };
}

/** Receipts that a purchase's one receipt replaces: its redemptions and their undo while it is open or being cancelled. */
export function partOfPurchaseReceipt(db: Db, row: JournalRow): boolean {
  if (!row.purchaseId || (row.kind !== 'redeem' && row.kind !== 'cancel_redemption')) return false;
  if (row.request.purchase_cancel === true) return true;
  return row.kind === 'redeem' || findPurchase(db, row.purchaseId)?.state === 'open';
}
