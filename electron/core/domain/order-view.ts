// An order as the renderer, the customer display and the receipt see it: lines and tenders with
// their state derived from the order's journal rows (the journal stays the one truth), and the
// money figures (domain/order-figures.ts).
import { catalogNames } from '../store/catalog';
import { z } from 'zod';
import {
  firstAttemptSchema,
  isUnresolved,
  ticketCustomerSchema,
  type JournalKind,
  type Order,
  type OrderLine,
  type OrderLineKind,
  type Tender,
} from '../contract';
import { readCatalogItem } from '../store/catalog';
import type { Db } from '../store/database';
import { findJournalRow, type JournalRow } from '../store/journal';
import { isBackOfficeOnly, openRedeemedCents, toEntry } from '../store/journal-view';
import { coreMessageIdSchema, messageParamsSchema } from '../contract/core-message-schemas';
import { orderFigures, refundFigures } from './order-figures';
import { getLine, getOrder, listLines, type OrderLineRow } from '../store/orders';
import { refundOf } from '../store/order-refunds';
import { stepsOf } from '../store/order-steps';
import { findByServiceId } from '../store/ticket-reservations';
import { listTenders, type TenderRow } from '../store/order-tenders';

/** The service step of each line kind and the step that undoes it (goods have none). */
export const lineSteps: Record<Exclude<OrderLineKind, 'goods'>, { forward: JournalKind; undo: JournalKind }> = {
  promo: { forward: 'promo_redeem', undo: 'promo_cancel' },
  stock: { forward: 'activate', undo: 'deactivate' },
  load: { forward: 'charge', undo: 'cancel_charge' },
  codes: { forward: 'order', undo: 'delete_order' },
  tickets: { forward: 'book', undo: 'cancel_booking' },
};

const rowsOf = (db: Db, ref: { lineId: string } | { tenderId: string }): JournalRow[] =>
  stepsOf(db, ref)
    .map((id) => findJournalRow(db, id))
    .filter((r): r is JournalRow => r !== null);

/** The state of a line and the row of its step (the newest attempt). */
export function lineStatus(
  line: OrderLineRow,
  rows: JournalRow[],
): { state: OrderLine['state']; message: string | null; step: JournalRow | null } {
  if (line.kind === 'goods') return { state: line.doneAt ? 'done' : 'open', message: null, step: null };
  // A refund line's step is the undo of the original step (nothing undoes a refund).
  const kinds = refundOf(line) ? { forward: lineSteps[line.kind].undo, undo: null } : lineSteps[line.kind];
  const step = [...rows].reverse().find((r) => r.kind === kinds.forward) ?? null;
  if (!step) return { state: line.refusal ? 'refused' : 'open', message: line.refusal, step: null };
  if (isUnresolved(step.state)) return { state: 'checking', message: step.error, step };
  if (step.state === 'failed' || step.state === 'not_applied') {
    return { state: line.refusal || step.state === 'failed' ? 'refused' : 'open', message: line.refusal ?? step.error, step };
  }
  const undone = kinds.undo !== null && rows.some((r) => r.kind === kinds.undo && r.state === 'succeeded' && r.createdAt >= step.createdAt);
  return { state: undone ? 'undone' : 'done', message: null, step };
}

const str = z.string();
const num = z.number().int();
const codesResponse = z.looseObject({
  vouchers: z.array(
    z.looseObject({
      code: str,
      code_formatted: str.nullish(),
      product_id: str.nullish(),
      amount_in_cents: num,
      free_credit_amount_in_cents: num.nullish(),
      expiry_date: str.nullish(),
    }),
  ),
});
const bookResponse = z.looseObject({ booking_reference: str, tickets: z.array(z.looseObject({ ticket_number: str })) });
const ticketSpec = z.object({
  reservationId: str,
  startsAt: str,
  items: z.array(z.object({ categoryId: str, quantity: num, unitPriceCents: num })),
  customer: ticketCustomerSchema.nullable().catch(null),
  language: str.nullable().catch(null),
});
const optStr = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const catalogProduct = z.looseObject({ name: str, name_translations: z.record(str, str).catch({}) });

/** A ticket line's product as the local catalog names it. */
function ticketProduct(db: Db, productId: string | null): { name: string; nameTranslations: Record<string, string> } | null {
  const p = productId ? readCatalogItem(db, 'ticketing_products', productId, catalogProduct) : null;
  return p ? { name: p.name, nameTranslations: p.name_translations } : null;
}

/** The name of a code sale's or a booking's product, from the catalog. */
function productNameOf(db: Db, line: OrderLineRow): Record<string, string> | null {
  const id = optStr(line.spec.productId);
  if (!id || (line.kind !== 'codes' && line.kind !== 'tickets')) return null;
  return catalogNames(db, line.kind === 'codes' ? 'voucher_types' : 'ticketing_products', id);
}

function lineView(db: Db, line: OrderLineRow, editableOrder: boolean): OrderLine {
  const rows = rowsOf(db, { lineId: line.id });
  const st = lineStatus(line, rows);
  const step = st.step?.state === 'succeeded' ? st.step : null;
  const codes = line.kind === 'codes' && step ? codesResponse.safeParse(step.response) : null;
  const booked = line.kind === 'tickets' && step ? bookResponse.safeParse(step.response) : null;
  const tickets = line.kind === 'tickets' ? ticketSpec.safeParse(line.spec) : null;
  const quantity =
    line.kind === 'codes'
      ? num.catch(1).parse(line.spec.quantity)
      : tickets?.success
        ? tickets.data.items.reduce((s, i) => s + i.quantity, 0)
        : 1;
  return {
    id: line.id,
    kind: line.kind,
    state: st.state,
    amountCents: line.amountCents,
    freeCreditCents: step && (line.kind === 'load' || line.kind === 'stock') ? (step.freeCreditCents ?? 0) : null,
    editable:
      editableOrder &&
      !refundOf(line) &&
      (st.state === 'open' || st.state === 'refused') &&
      (line.kind === 'goods' || line.kind === 'load' || (line.kind === 'stock' && line.spec.freeAmount === true)),
    reference: optStr(line.spec.reference),
    code: optStr(line.spec.code),
    productId: optStr(line.spec.productId),
    productName: productNameOf(db, line),
    quantity,
    unitPriceCents: line.kind === 'codes' ? num.catch(0).parse(line.spec.unitPriceCents) : null,
    tickets: tickets?.success ? { ...tickets.data, product: ticketProduct(db, optStr(line.spec.productId)) } : null,
    message: st.message,
    ...refusalSaid(line, st.message),
    firstAttempt: st.state === 'refused' ? (firstAttemptSchema.safeParse(line.spec.firstAttempt).data ?? null) : null,
    balanceAfterCents: step && (line.kind === 'load' || line.kind === 'stock') ? step.balanceAfter : null,
    vouchers:
      codes?.success === true
        ? codes.data.vouchers.map((v) => ({
            code: v.code,
            codeFormatted: v.code_formatted ?? v.code,
            productId: v.product_id ?? '',
            amountCents: v.amount_in_cents,
            freeCreditCents: v.free_credit_amount_in_cents ?? 0,
            expiryDate: v.expiry_date ?? null,
          }))
        : [],
    booking:
      booked?.success === true
        ? { bookingReference: booked.data.booking_reference, ticketNumbers: booked.data.tickets.map((t) => t.ticket_number) }
        : null,
    entries: rows.map((r) => toEntry(db, r)),
  };
}

/**
 * A voucher tender's amount and state from its redemption row and the cancellations made for this
 * tender (its own order's): a refund in a later order gives value back without rewriting this one.
 * A refund order's voucher tender is a cancellation: its amount is negative (value given back).
 */
export function voucherTender(db: Db, t: TenderRow): { state: Tender['state']; amountCents: number; row: JournalRow | null } {
  const row = t.journalId ? findJournalRow(db, t.journalId) : null;
  if (!row) return { state: 'checking', amountCents: 0, row: null };
  if (isUnresolved(row.state)) return { state: 'checking', amountCents: (row.kind === 'redeem' ? 1 : -1) * (row.amountCents ?? 0), row };
  if (row.state !== 'succeeded') return { state: 'cancelled', amountCents: 0, row };
  if (row.kind === 'cancel_redemption') return { state: 'taken', amountCents: -(row.amountCents ?? 0), row };
  const given = rowsOf(db, { tenderId: t.id })
    .filter((r) => r.kind === 'cancel_redemption' && r.state === 'succeeded')
    .reduce((s, r) => s + (r.amountCents ?? 0), 0);
  const own = (row.amountCents ?? 0) - given;
  // A finished order keeps what it was paid with; an open one also sees a cancellation made elsewhere.
  const open = getOrder(db, t.orderId).state === 'finished' ? own : Math.min(own, openRedeemedCents(db, row));
  if (open > 0 && t.amountCents !== null) return { state: 'back_office', amountCents: open, row };
  return { state: open > 0 ? 'taken' : 'cancelled', amountCents: Math.max(0, open), row };
}

function tenderView(db: Db, t: TenderRow, cancelled: boolean): Tender {
  const rows = rowsOf(db, { tenderId: t.id });
  if (t.kind !== 'voucher') {
    return {
      id: t.id,
      kind: t.kind,
      paymentMethodId: t.paymentMethod,
      amountCents: t.amountCents ?? 0,
      // A cancelled order gives card and cash back by hand (the receipt says so).
      state: cancelled ? 'cancelled' : 'taken',
      code: null,
      balanceAfterCents: null,
      entries: [],
      backOfficeOnly: false,
      createdAt: t.createdAt,
    };
  }
  const v = voucherTender(db, t);
  // The newest settled row of the voucher tells its balance (a cancellation gives some back).
  const last = [...rows].reverse().find((r) => r.state === 'succeeded' && r.balanceAfter !== null);
  return {
    id: t.id,
    kind: 'voucher',
    paymentMethodId: null,
    amountCents: v.amountCents,
    state: v.state,
    code: v.row?.code ?? null,
    balanceAfterCents: last?.balanceAfter ?? null,
    entries: rows.map((r) => toEntry(db, r)),
    backOfficeOnly: v.row !== null && isBackOfficeOnly(db, v.row),
    createdAt: t.createdAt,
  };
}

/** The earliest end of the reservation holds of ticket lines not booked yet (the order's deadline). */
export function deadlineOf(db: Db, lines: OrderLine[]): string | null {
  const ends = lines
    .filter((l) => l.kind === 'tickets' && l.tickets && (l.state === 'open' || l.state === 'refused'))
    .map((l) => (l.tickets ? findByServiceId(db, l.tickets.reservationId)?.deadlineAt : undefined))
    .filter((d): d is string => typeof d === 'string')
    .sort();
  return ends[0] ?? null;
}

const refusalCodeSchema = z.object({
  code: str.nullable(),
  serviceCode: str.nullable(),
  messageId: coreMessageIdSchema.optional(),
  params: messageParamsSchema.optional(),
});

/** The codes and the message id kept with a line's refusal (none: nulls). */
function refusalCodes(db: Db, lineId: string): z.infer<typeof refusalCodeSchema> {
  return refusalCodeSchema.safeParse(getLine(db, lineId).spec.refusalCode).data ?? { code: null, serviceCode: null };
}

/** The message id kept with a line's own refusal, when its message is that refusal. */
function refusalSaid(line: OrderLineRow, message: string | null): Pick<OrderLine, 'messageId' | 'params'> {
  if (message === null || message !== line.refusal) return {};
  const kept = refusalCodeSchema.safeParse(line.spec.refusalCode).data;
  return kept?.messageId ? { messageId: kept.messageId, params: kept.params ?? {} } : {};
}

/** The order with its figures; `step` is the cash rounding in use (a finished order keeps its own). */
export function orderView(db: Db, id: string, step: number): Order {
  const o = getOrder(db, id);
  const editable = o.state === 'open' || o.state === 'finishing';
  const lines = listLines(db, id).map((l) => lineView(db, l, editable));
  const tenders = listTenders(db, id).map((t) => tenderView(db, t, o.state === 'cancelled'));
  const counted = lines.filter((l) => l.state !== 'undone');
  const totalCents = counted.reduce((s, l) => s + l.amountCents, 0);
  const sum = (f: (t: Tender) => boolean) => tenders.filter(f).reduce((s, t) => s + t.amountCents, 0);
  const roundingStep = o.final?.step ?? step;
  const refund =
    listLines(db, id)
      .map(refundOf)
      .find((r) => r !== null) ?? null;
  const fig = (refund ? refundFigures : orderFigures)({
    totalCents,
    voucherCents: sum((t) => t.kind === 'voucher' && t.state === 'taken'),
    checkingCents: sum((t) => t.kind === 'voucher' && t.state === 'checking'),
    methodCents: sum((t) => t.kind === 'card' || t.kind === 'other'),
    cashGivenCents: sum((t) => t.kind === 'cash'),
    step: roundingStep,
  });
  const stopped = lines.find((l) => l.state === 'refused' || l.state === 'checking');
  const cancelled = o.state === 'cancelled';
  return {
    id: o.id,
    state: o.state,
    cashier: o.cashier,
    currency: o.currency,
    customerLanguage: o.customerLanguage,
    lines,
    tenders,
    totalCents,
    bookedCents: totalCents + counted.reduce((s, l) => s + (l.freeCreditCents ?? 0), 0),
    paidCents: cancelled ? 0 : fig.paidCents,
    checkingCents: sum((t) => t.kind === 'voucher' && t.state === 'checking'),
    restCents: cancelled ? 0 : fig.restCents,
    cashDueCents: cancelled ? 0 : fig.cashDueCents,
    roundingCents: o.final?.roundingCents ?? (cancelled ? 0 : fig.roundingCents),
    changeCents: o.final?.changeCents ?? (cancelled ? 0 : fig.changeCents),
    cashRoundingCents: roundingStep,
    covered: fig.covered,
    stoppedAt:
      o.state === 'finishing' && stopped ? { lineId: stopped.id, message: stopped.message ?? '', ...refusalCodes(db, stopped.id) } : null,
    refundOf: refund?.orderId ?? null,
    deadlineAt: deadlineOf(db, lines),
    createdAt: o.createdAt,
    finishedAt: o.finishedAt,
  };
}
