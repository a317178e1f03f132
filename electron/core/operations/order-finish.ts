// Finishing and cancelling an order. Finish runs the lines' service steps in a fixed order (promo
// first: a refused discount changes the price before anything is sold; then stock vouchers, the
// step most often refused; loads; code sales; ticket bookings last, as they hold a reservation),
// each through its use case (loadVoucher, activate, sellCodes, redeemPromo, bookTickets), so every
// step is a journal row. A refused line stops the run: the order stays `finishing` with the done
// lines shown, and the cashier removes the line or cancels. Cancel undoes every done step and every voucher tender.
import {
  CoreError,
  firstAttemptSchema,
  newOrderLineSchema,
  WALK_IN_NAMES,
  type NewOrderLine,
  type Order,
  type OrderLineKind,
} from '../contract';
import { say } from '../contract/core-messages';
import { serviceCodeOf } from '../contract/service-code';
import type { CoreRuntime } from '../runtime';
import { appendAudit } from '../store/audit';
import { refundOf } from '../store/order-refunds';
import { lineStatus } from '../domain/order-view';
import { getOrder, listLines, updateLine, updateLineSpec, updateOrder, type OrderLineRow } from '../store/orders';
import { findByServiceId } from '../store/ticket-reservations';
import { loadVoucher, cancelLoad } from './charge';
import type { StepBy } from './context';
import { activate, deactivate } from './depot';
import { assertChangeable, assertOwn, roundingStepOf, viewOrder } from './order-common';
import { payOutRefund } from './order-refund-pay';
import { releaseReservation } from './order-lines';
import { stepsOfLine } from './order-steps';
import { assertNoBackOfficeTender, giveBackAll, settleVoucherExcess, tenderChecking } from './order-tenders';
import { cancelPromo, redeemPromo } from './promo';
import { cancelSale, sellCodes } from './sale';
import { bookTickets, cancelBooking } from './tickets';
import { ensureSession } from './till-session-guard';

/** The fixed order in which lines run at finish. */
export const finishOrder: readonly Exclude<OrderLineKind, 'goods'>[] = ['promo', 'stock', 'load', 'codes', 'tickets'];

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Books a ticket line; without an e-mail the guest is a walk-in (the merchant's fallback address). */
async function book(rt: CoreRuntime, by: StepBy, t: Extract<NewOrderLine, { kind: 'tickets' }>): Promise<void> {
  // The reservation's hour is the order's deadline: after it the slot may be gone, so nothing is booked.
  const held = findByServiceId(rt.db, t.reservationId);
  if (held && Date.parse(held.deadlineAt) <= rt.clock.now().getTime()) {
    throw new CoreError('conflict', say('reservationRunOut'));
  }
  const c = t.customer;
  const email = c?.email;
  const walkIn = !email;
  await bookTickets(rt, by, {
    productId: t.productId,
    startsAt: t.startsAt,
    reservationId: t.reservationId,
    items: t.items.map((i) => ({ categoryId: i.categoryId, quantity: i.quantity })),
    customer:
      c && email
        ? { firstName: c.firstName, lastName: c.lastName, email }
        : { firstName: c?.firstName || WALK_IN_NAMES.firstName, lastName: c?.lastName || WALK_IN_NAMES.lastName },
    ...(walkIn ? { walkIn: true as const } : {}),
    ...(t.language ? { language: t.language } : {}),
  });
}

/** The service step of one line, through its use case. */
async function runStep(rt: CoreRuntime, by: StepBy, line: OrderLineRow): Promise<void> {
  const s = line.spec;
  switch (line.kind) {
    case 'goods':
      return;
    case 'load': {
      const pct = num(s.freeCreditPercentage);
      // Sent again after a first attempt that did not happen only once the cashier confirmed it.
      const retry = typeof s.confirmRetryOf === 'string' ? { confirmRetryOf: s.confirmRetryOf } : {};
      // A stated 0 is sent as 0 (no free credit); unstated, the service adds its own.
      const credit = pct === undefined ? {} : { freeCreditPercentage: pct };
      await loadVoucher(rt, by, { code: str(s.code), amountCents: line.amountCents, ...credit, ...retry });
      return;
    }
    case 'stock':
      await activate(rt, by, str(s.code), s.freeAmount === true ? line.amountCents : undefined);
      return;
    case 'codes':
    case 'tickets': {
      // Stored as added: read back with the contract's own schema.
      const spec = newOrderLineSchema.parse(s);
      if (spec.kind === 'codes') {
        const lines = Array.from({ length: spec.quantity }, () => ({ productId: spec.productId, unitPriceCents: spec.unitPriceCents }));
        await sellCodes(rt, by, { lines, language: spec.language });
      } else if (spec.kind === 'tickets') {
        await book(rt, by, spec);
      }
      return;
    }
    case 'promo':
      await redeemPromo(rt, by, str(s.code));
      return;
  }
}

/** Undoes one done line through the undo its journal screen uses too (also a refund line's step). */
export async function undoStep(rt: CoreRuntime, by: StepBy, line: OrderLineRow, stepId: string): Promise<void> {
  switch (line.kind) {
    case 'goods':
      return;
    case 'load':
      await cancelLoad(rt, by, stepId);
      return;
    case 'stock':
      await deactivate(rt, by, str(line.spec.code));
      return;
    case 'codes':
      await cancelSale(rt, by, stepId);
      return;
    case 'tickets':
      await cancelBooking(rt, by, stepId);
      return;
    case 'promo':
      await cancelPromo(rt, by, stepId);
      return;
  }
}

/** A step of `line` by the cashier: its journal row is the line's. */
const lineBy = (cashier: string | null, line: OrderLineRow): StepBy => ({
  cashier,
  order: { orderId: line.orderId, lineId: line.id, tenderId: null },
});

/** A line's step at finish: its service step, or for a refund line the undo of the original step. */
async function lineStep(rt: CoreRuntime, cashier: string | null, line: OrderLineRow): Promise<void> {
  const r = refundOf(line);
  if (!r) return runStep(rt, lineBy(cashier, line), line);
  if (r.stepId) await undoStep(rt, lineBy(cashier, line), line, r.stepId);
}

/** Runs the steps of the lines not done yet; stops at the first refused or uncertain one. */
async function runLines(rt: CoreRuntime, cashier: string | null, orderId: string): Promise<boolean> {
  const lines = listLines(rt.db, orderId);
  if (lines.some((l) => lineStatus(l, stepsOfLine(rt, l.id)).state === 'checking')) return false;
  for (const kind of finishOrder) {
    for (const line of lines.filter((l) => l.kind === kind)) {
      if (lineStatus(line, stepsOfLine(rt, line.id)).state === 'done') continue;
      updateLine(rt.db, line.id, { refusal: null });
      updateLineSpec(rt.db, line.id, { refusalCode: null });
      try {
        await lineStep(rt, cashier, line);
      } catch (err) {
        if (!(err instanceof CoreError)) throw err;
        // Refused before or by the service: the reason stays with the line. Uncertain: it is being verified.
        if (err.code !== 'uncertain') {
          updateLine(rt.db, line.id, { refusal: err.message });
          // Its codes and message id too, so the cashier reads the refusal in words (a reservation run out, offline, …).
          updateLineSpec(rt.db, line.id, {
            refusalCode: { code: err.code, serviceCode: serviceCodeOf(err.toData()), messageId: err.said.id, params: err.said.params },
          });
        }
        // The same step tried earlier today and not applied: the line keeps that attempt for the cashier's word.
        const first = firstAttemptSchema.safeParse(err.details?.firstAttempt);
        if (err.code === 'conflict' && first.success) updateLineSpec(rt.db, line.id, { firstAttempt: first.data });
        return false;
      }
    }
  }
  return true;
}

/** Finishes the order: every line's step, then the final figures kept with it and one receipt. */
export async function finish(rt: CoreRuntime, cashier: string | null, orderId: string): Promise<Order> {
  const o = getOrder(rt.db, orderId);
  assertChangeable(o);
  assertOwn(o, cashier);
  ensureSession(rt, o.cashier); // the order ends in a session (a closed till opens the next, with a notice)
  if (listLines(rt.db, orderId).length === 0) throw new CoreError('conflict', say('orderNoLines'));
  if (tenderChecking(rt, orderId)) throw new CoreError('locked', say('orderVoucherBeingVerified'), true, { orderId });
  const refund = listLines(rt.db, orderId).some((l) => refundOf(l) !== null);
  if (!refund) await settleVoucherExcess(rt, cashier, orderId);
  const before = viewOrder(rt, orderId);
  // A refund pays out after its lines are undone (only what was undone goes back).
  if (!refund && !before.covered) {
    throw new CoreError('conflict', say('orderRestToPay', { cents: before.restCents }), false, {
      restCents: before.restCents,
      cashDueCents: before.cashDueCents,
    });
  }
  updateOrder(rt.db, orderId, { state: 'finishing' }, rt.clock.now());
  if (!(await runLines(rt, cashier, orderId))) return viewOrder(rt, orderId);
  if (refund) await payOutRefund(rt, cashier, orderId);
  rt.db.transaction(() => {
    const now = rt.clock.now();
    for (const l of listLines(rt.db, orderId)) if (l.kind === 'goods') updateLine(rt.db, l.id, { doneAt: now.toISOString() });
    const v = viewOrder(rt, orderId);
    // A line's price may have changed at the service (a discount): then the tenders no longer match.
    if (!v.covered) return;
    const cash = v.tenders.filter((t) => t.kind === 'cash').reduce((s, t) => s + t.amountCents, 0);
    // Cash given, rounding and change are no service step: kept with the order and in the audit log.
    appendAudit(rt.db, {
      at: now,
      actor: v.cashier,
      action: 'order.finished',
      subject: orderId,
      details: { totalCents: v.totalCents, cashGivenCents: cash, roundingCents: v.roundingCents, changeCents: v.changeCents },
    });
    updateOrder(
      rt.db,
      orderId,
      {
        state: 'finished',
        finishedAt: now.toISOString(),
        final: { step: roundingStepOf(rt, v.currency), cashGivenCents: cash, roundingCents: v.roundingCents, changeCents: v.changeCents },
      },
      now,
    );
  })();
  if (getOrder(rt.db, orderId).state === 'finished') rt.printing?.onOrderFinal(orderId);
  return viewOrder(rt, orderId);
}

/** Cancels the order: done steps undone (newest first), voucher tenders given back, reservations released. */
export async function cancel(rt: CoreRuntime, cashier: string | null, orderId: string): Promise<Order> {
  const o = getOrder(rt.db, orderId);
  if (o.state === 'cancelled') return viewOrder(rt, orderId);
  assertChangeable(o);
  assertOwn(o, cashier);
  const lines = listLines(rt.db, orderId);
  const status = lines.map((l) => ({ line: l, st: lineStatus(l, stepsOfLine(rt, l.id)) }));
  if (status.some((s) => s.st.state === 'checking') || tenderChecking(rt, orderId)) {
    throw new CoreError('locked', say('orderStepBeingVerified'), true, { orderId });
  }
  if (lines.some((l) => refundOf(l) !== null) && status.some((s) => s.st.state === 'done')) {
    // An undo is not undone again: what the refund undid is paid out by finishing it.
    throw new CoreError('conflict', say('refundPartDone'), false, { orderId });
  }
  // Refused before any step is undone: never a half-cancelled order behind a payment the till cannot give back.
  assertNoBackOfficeTender(rt, orderId);
  let first: unknown;
  const attempt = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (err) {
      first ??= err;
    }
  };
  for (const { line, st } of [...status].reverse()) {
    const stepId = st.step?.id;
    if (st.state === 'done' && stepId) await attempt(() => undoStep(rt, lineBy(cashier, line), line, stepId));
    if (line.kind === 'tickets' && st.state !== 'done') await releaseReservation(rt, line);
  }
  await attempt(() => giveBackAll(rt, cashier, orderId));
  if (first !== undefined) throw first;
  ensureSession(rt, o.cashier); // the order ends in a session (after midnight: yesterday's closed and its Z printed first)
  updateOrder(rt.db, orderId, { state: 'cancelled', finishedAt: rt.clock.now().toISOString() }, rt.clock.now());
  rt.printing?.onOrderFinal(orderId);
  return viewOrder(rt, orderId);
}
