// Lines of the open order: added (stock and promo checked with the service first, so a refusal
// shows before anything is journaled), their amount changed, removed. Nothing moves value here;
// the lines' service steps run at finish (order-finish.ts).
import { CoreError, firstAttemptSchema, type NewOrderLine } from '../contract';
import { say, serviceSaid } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { hasUnresolved } from '../store/journal';
import { refundOf } from '../store/order-refunds';
import { lineStatus } from '../domain/order-view';
import { getLine, getOrder, insertLine, listLines, removeLine, updateLine, updateLineSpec, type OrderLineRow } from '../store/orders';
import { readFailure, requireOnline, service, newId } from './context';
import { checkActivation } from './depot';
import { assertChangeable, assertOwn, openOrder } from './order-common';
import { stepsOfLine } from './order-steps';
import { priceProblem } from './sale';
import { saleCatalog } from './sale-catalog';
import { resolveVoucherCode } from './short-code';
import { walkInEmail } from './settings';
import { ticketCatalog } from './tickets';
import { cancelReservation } from './ticketing-reservations';

function assertFree(rt: CoreRuntime, code: string): void {
  if (hasUnresolved(rt.db, code)) throw new CoreError('locked', say('voucherBeingVerified'), true, { code });
}

/** A voucher code appears once per order among its load and stock lines. */
function assertNotInOrder(rt: CoreRuntime, orderId: string, code: string): void {
  if (listLines(rt.db, orderId).some((l) => (l.kind === 'load' || l.kind === 'stock' || l.kind === 'promo') && l.spec.code === code)) {
    throw new CoreError('conflict', say('orderCodeTwice'), false, { code });
  }
}

/** The amount and stored fields of a new line, after the checks with the service. */
async function prepare(rt: CoreRuntime, line: NewOrderLine): Promise<{ amountCents: number; spec: Record<string, unknown> }> {
  switch (line.kind) {
    case 'goods':
      return { amountCents: line.amountCents, spec: { reference: line.reference || null } };
    case 'load': {
      const code = await resolveVoucherCode(rt, line.code);
      assertFree(rt, code);
      requireOnline(rt);
      const s = await service(rt).vouchers.chargeStatus(code).catch(readFailure);
      if (!s.can_be_charged) throw new CoreError('service_refused', serviceSaid(s.message, say('cannotLoad')), false, { code });
      return { amountCents: line.amountCents, spec: { code, freeCreditPercentage: line.freeCreditPercentage ?? null } };
    }
    case 'stock': {
      const code = await resolveVoucherCode(rt, line.code);
      const s = await checkActivation(rt, code, line.amountCents);
      const amount = s.free_amount ? (line.amountCents ?? 0) : (s.amount_in_cents ?? 0);
      if (amount <= 0) throw new CoreError('service_refused', say('voucherNoAmount'), false, { code });
      return { amountCents: amount, spec: { code, freeAmount: s.free_amount, currency: s.currency ?? null } };
    }
    case 'codes': {
      const item = saleCatalog(rt).items.find((i) => i.id === line.productId);
      const problem = priceProblem(item, line.unitPriceCents);
      if (problem) throw new CoreError('invalid_input', problem);
      const left = item?.remainingContingent;
      if (left !== null && left !== undefined && line.quantity > left)
        throw new CoreError('invalid_input', say('onlyLeft', { count: left }));
      return { amountCents: line.unitPriceCents * line.quantity, spec: { ...line } };
    }
    case 'tickets':
      checkTicketLine(rt, line);
      return { amountCents: line.items.reduce((s, i) => s + i.quantity * i.unitPriceCents, 0), spec: { ...line } };
    case 'promo': {
      requireOnline(rt);
      assertFree(rt, line.code);
      const s = await service(rt).promo.status(line.code).catch(readFailure);
      if (!s.is_valid) throw new CoreError('service_refused', serviceSaid(s.message, say('promoInvalid')), false, { code: line.code });
      return { amountCents: 0, spec: { code: line.code, discountType: s.discount_type ?? null, value: s.value ?? null } };
    }
  }
}

/**
 * A ticket line is checked as its booking at finish will be: a named customer (with e-mail) needs
 * both names; a guest without e-mail goes out with the merchant's fallback address, so one must be
 * set; the booking language is one of the product's.
 */
function checkTicketLine(rt: CoreRuntime, line: Extract<NewOrderLine, { kind: 'tickets' }>): void {
  const c = line.customer;
  if (c?.email) {
    if (c.firstName === '' || c.lastName === '') throw new CoreError('invalid_input', say('customerNeedsNames'));
  } else if (!walkInEmail(rt)) {
    throw new CoreError('conflict', say('noWalkInEmail'));
  }
  const product = ticketCatalog(rt).products.find((p) => p.id === line.productId);
  const languages = product ? Object.keys(product.nameTranslations) : [];
  if (line.language && languages.length > 0 && !languages.includes(line.language)) {
    throw new CoreError('invalid_input', say('bookingLanguageNotOffered', { languages: languages.join(', ') }));
  }
}

/** Releases a ticket line's reservation that was never booked (a hold that ran out is simply gone). */
export async function releaseReservation(rt: CoreRuntime, line: OrderLineRow): Promise<void> {
  const reservationId = typeof line.spec.reservationId === 'string' ? line.spec.reservationId : '';
  if (!reservationId) return;
  await cancelReservation(rt, reservationId).catch((err: unknown) =>
    rt.logger.warn('order: reservation not released', { reservationId, error: String(err) }),
  );
}

/** A promo line's discount on the other lines (percent of them, or its amount, never more than they cost). */
function discountOf(promo: OrderLineRow, base: number): number {
  const value = typeof promo.spec.value === 'number' ? promo.spec.value : 0;
  const d = promo.spec.discountType === 'percentage' ? Math.round((base * value) / 100) : Math.round(value);
  return -Math.max(0, Math.min(base, d));
}

/**
 * Re-prices the promo lines after a change of the other lines (in a transaction). Also a redeemed
 * one: the service counts the redemption, the discount's amount is the order's (a removed line
 * never leaves a discount above what is bought).
 */
export function repriceDiscounts(rt: CoreRuntime, orderId: string): void {
  const lines = listLines(rt.db, orderId);
  const base = lines.filter((l) => l.kind !== 'promo').reduce((s, l) => s + l.amountCents, 0);
  // A refund's promo line gives back the original's discount as it was: never re-priced.
  for (const p of lines.filter((l) => l.kind === 'promo' && !refundOf(l))) {
    if (lineStatus(p, stepsOfLine(rt, p.id)).state !== 'undone') updateLine(rt.db, p.id, { amountCents: discountOf(p, base) });
  }
}

/** Adds a line to the cashier's open order (opened when none). */
export async function addLine(rt: CoreRuntime, cashier: string | null, line: NewOrderLine): Promise<string> {
  const { amountCents, spec } = await prepare(rt, line);
  const o = openOrder(rt, cashier);
  rt.db.transaction(() => {
    const cur = getOrder(rt.db, o.id);
    assertChangeable(cur);
    if (typeof spec.code === 'string') assertNotInOrder(rt, o.id, spec.code);
    insertLine(rt.db, { id: newId(), orderId: o.id, kind: line.kind, amountCents, spec, now: rt.clock.now() });
    repriceDiscounts(rt, o.id);
  })();
  return o.id;
}

/** The line and its order, refused unless the line can still change (not done, not being verified). */
function changeableLine(rt: CoreRuntime, cashier: string | null, lineId: string): OrderLineRow {
  const line = getLine(rt.db, lineId);
  const o = getOrder(rt.db, line.orderId);
  assertChangeable(o);
  assertOwn(o, cashier);
  const st = lineStatus(line, stepsOfLine(rt, line.id)).state;
  if (st === 'done' || st === 'undone') throw new CoreError('conflict', say('orderLineDone'), false, { lineId });
  if (st === 'checking') throw new CoreError('locked', say('orderLineBeingVerified'), true, { lineId });
  return line;
}

/** The cashier confirms sending a refused line's step again after its first attempt did not happen. */
export function confirmRetry(rt: CoreRuntime, cashier: string | null, lineId: string, journalId: string): string {
  return rt.db.transaction(() => {
    const line = changeableLine(rt, cashier, lineId);
    const first = firstAttemptSchema.safeParse(line.spec.firstAttempt);
    if (!first.success || first.data.journalId !== journalId) {
      throw new CoreError('conflict', say('orderLineNoRetry'), false, { lineId, journalId });
    }
    updateLineSpec(rt.db, lineId, { confirmRetryOf: journalId });
    return line.orderId;
  })();
}

/** Changes a line's amount (goods, load, free-amount stock). */
export async function changeLineAmount(rt: CoreRuntime, cashier: string | null, lineId: string, amountCents: number): Promise<string> {
  const line = changeableLine(rt, cashier, lineId);
  if (line.kind === 'stock') {
    if (line.spec.freeAmount !== true) throw new CoreError('invalid_input', say('fixedAmount'));
    await checkActivation(rt, String(line.spec.code), amountCents);
  } else if (line.kind !== 'goods' && line.kind !== 'load') {
    throw new CoreError('invalid_input', say('orderLineFixedAmount'));
  }
  rt.db.transaction(() => {
    changeableLine(rt, cashier, lineId);
    updateLine(rt.db, lineId, { amountCents, refusal: null });
    repriceDiscounts(rt, line.orderId);
  })();
  return line.orderId;
}

/**
 * Removes a line that is not done (the order's total drops; excess vouchers are settled by the
 * caller); a ticket line's reservation is released, so its tickets are free again at once. A
 * refund's refused line removed: that part is not given back, the rest is paid out at finish.
 */
export async function dropLine(rt: CoreRuntime, cashier: string | null, lineId: string): Promise<string> {
  const line = rt.db.transaction(() => {
    const l = changeableLine(rt, cashier, lineId);
    removeLine(rt.db, lineId, rt.clock.now());
    repriceDiscounts(rt, l.orderId);
    return l;
  })();
  // A refund's ticket line names the original's reservation, long booked: nothing to release.
  if (line.kind === 'tickets' && !refundOf(line)) await releaseReservation(rt, line);
  return line.orderId;
}
