// Tenders of an order: a voucher is redeemed at once (a journal row, as the pay screen did), the
// merchant's methods are recorded with their amount (cash: the cash given). Vouchers above the
// total (a line removed or made cheaper) are given back through the journal, newest first.
import { CoreError, isUnresolved } from '../contract';
import { say, serviceSaid } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { normalizeVoucherCode } from '../service/wire';
import { getJournalRow, hasUnresolved, type JournalRow } from '../store/journal';
import { appendAudit } from '../store/audit';
import { isBackOfficeOnly } from '../store/journal-view';
import { voucherTender } from '../domain/order-view';
import { getOrder, updateOrder } from '../store/orders';
import { getTender, handTenderToBackOffice, insertTender, listTenders, removeTender, type TenderRow } from '../store/order-tenders';
import { resolvePaymentMethod } from '../payments/methods';
import { journaledStep, newId, readFailure, requireOnline, service, stepReference, type StepBy } from './context';
import { assertChangeable, assertOwn, currentOrder, viewOrder } from './order-common';
import { learnKeyUser } from '../sync/key-user';
import { cancelRedemption } from './redemption';
import { pendingRow } from './undo';
import { resolveVoucherCode } from './short-code';
import { assertRetryConfirmed } from './retry-guard';

function assertFree(rt: CoreRuntime, code: string): void {
  if (hasUnresolved(rt.db, code)) throw new CoreError('locked', say('voucherBeingVerified'), true, { code });
}

function ownOpenOrder(rt: CoreRuntime, cashier: string | null) {
  const o = currentOrder(rt, cashier);
  if (!o) throw new CoreError('conflict', say('noOpenOrderAddLine'));
  return o;
}

/** A voucher pays an order once (a failed or cancelled attempt does not count). */
function assertNotTender(rt: CoreRuntime, orderId: string, code: string): void {
  const again = listTenders(rt.db, orderId).some((t) => {
    if (t.kind !== 'voucher') return false;
    const v = voucherTender(rt.db, t);
    return v.row?.code === code && (v.state === 'taken' || v.state === 'checking');
  });
  if (again) throw new CoreError('conflict', say('orderVoucherTwice'), false, { code });
}

/** Redeems min(rest, balance, max) from a voucher for the cashier's open order. */
export async function addVoucherTender(
  rt: CoreRuntime,
  cashier: string | null,
  input: { code: string; maxCents?: number; confirmRetryOf?: string },
): Promise<string> {
  const o = ownOpenOrder(rt, cashier);
  assertChangeable(o);
  let code = await resolveVoucherCode(rt, input.code);
  assertNotTender(rt, o.id, code);
  assertFree(rt, code);
  requireOnline(rt);
  if (viewOrder(rt, o.id).restCents <= 0) throw new CoreError('conflict', say('orderNothingLeft'));
  const svc = service(rt);
  const bal = await svc.vouchers.balance(code).catch(readFailure);
  if (!bal.is_redeemable || bal.balance_in_cents === undefined) {
    throw new CoreError('service_refused', serviceSaid(bal.message, say('cannotPay')), false, { code });
  }
  code = bal.code ? normalizeVoucherCode(bal.code) : code;
  const balance = bal.balance_in_cents;
  const currency = bal.currency ?? null;
  const tenderId = newId();
  const by: StepBy = { cashier, order: { orderId: o.id, lineId: null, tenderId } };
  const { row } = await journaledStep(rt, by, {
    begin: () => {
      // Checked again inside the transaction: two scans at once never overpay or pay twice.
      const cur = getOrder(rt.db, o.id);
      assertChangeable(cur);
      assertNotTender(rt, o.id, code);
      assertFree(rt, code);
      if (cur.currency && currency && cur.currency !== currency) {
        throw new CoreError('conflict', say('orderCurrencyMismatch', { voucher: currency, order: cur.currency }));
      }
      const amount = Math.min(viewOrder(rt, o.id).restCents, balance, input.maxCents ?? Number.MAX_SAFE_INTEGER);
      if (amount <= 0) throw new CoreError('service_refused', say('noBalanceLeft'), false, { code });
      // The same redemption decided "not applied" today asks first: it may have landed after all.
      assertRetryConfirmed(rt.db, { kind: 'redeem', code, amountCents: amount, now: rt.clock.now() }, input.confirmRetryOf);
      if (!cur.currency && currency) updateOrder(rt.db, o.id, { currency }, rt.clock.now());
      insertTender(rt.db, { id: tenderId, orderId: o.id, kind: 'voucher', paymentMethod: null, amountCents: null, now: rt.clock.now() });
      const id = newId();
      return pendingRow(rt, by, {
        id,
        kind: 'redeem',
        code,
        amountCents: amount,
        currency,
        // `extra_note` is not sent: the service's note on the voucher, shown on the tender line.
        request: {
          amount_in_cents: amount,
          reference_number: stepReference(id, null, 1024),
          ...(bal.extra ? { extra_note: bal.extra } : {}),
        },
        balanceBefore: balance,
      });
    },
    call: (r) =>
      svc.vouchers.redeem(code, {
        amount_in_cents: r.amountCents ?? 0,
        ...(r.request.reference_number ? { reference_number: String(r.request.reference_number) } : {}),
      }),
    // No token (captured older answers): the money moved; only the back office can give it back.
    succeed: (_r, res) => ({ redeemToken: res.redeem_token ?? null, balanceAfter: res.balance_in_cents }),
  }).catch((err: unknown) => {
    // A definite refusal leaves nothing taken: the tender goes (its row stays in the journal).
    if (err instanceof CoreError && err.code !== 'uncertain') removeTender(rt.db, tenderId, rt.clock.now());
    throw err;
  });
  // The answer came: a step that may teach the key's user, as a purchase's does (not awaited).
  void learnKeyUser({ db: rt.db, service: svc, now: () => rt.clock.now(), warn: (m, d) => rt.logger.warn(m, d) }, row);
  return o.id;
}

/** Records a payment method's tender (card/other: the amount charged, at most the rest; cash: the cash given). */
export function addMethodTender(rt: CoreRuntime, cashier: string | null, input: { paymentMethodId: string; amountCents: number }): string {
  const method = resolvePaymentMethod(rt.db, input.paymentMethodId);
  return rt.db.transaction(() => {
    const o = ownOpenOrder(rt, cashier);
    assertChangeable(o);
    const v = viewOrder(rt, o.id);
    if (v.restCents <= 0) throw new CoreError('conflict', say('orderNothingLeft'));
    if (method.kind !== 'cash' && input.amountCents > v.restCents) {
      throw new CoreError('invalid_input', say('orderAtMost', { cents: v.restCents }), false, { restCents: v.restCents });
    }
    insertTender(rt.db, {
      id: newId(),
      orderId: o.id,
      kind: method.kind,
      paymentMethod: method.id,
      amountCents: input.amountCents,
      now: rt.clock.now(),
    });
    return o.id;
  })();
}

/** Gives (part of) a voucher tender back through the journal (the undo row is the tender's). */
async function giveBack(rt: CoreRuntime, cashier: string | null, t: TenderRow, row: JournalRow, amountCents?: number): Promise<void> {
  await cancelRedemption(rt, { cashier, order: { orderId: t.orderId, lineId: null, tenderId: t.id } }, row.id, amountCents);
}

/** Removes a tender: a voucher's redemption is cancelled first (journaled); one without its token goes to the back office. */
export async function dropTender(rt: CoreRuntime, cashier: string | null, tenderId: string): Promise<string> {
  const t = getTender(rt.db, tenderId);
  const o = getOrder(rt.db, t.orderId);
  assertChangeable(o);
  assertOwn(o, cashier);
  if (t.kind === 'voucher') {
    const v = voucherTender(rt.db, t);
    if (v.state === 'checking') throw new CoreError('locked', say('paymentBeingVerified'), true, { tenderId });
    if (v.state === 'back_office') return t.orderId;
    if (v.state === 'taken' && v.row && isBackOfficeOnly(rt.db, v.row)) {
      // The till cannot give it back: it stays redeemed at the service, no longer pays this order,
      // and is kept on the order (and in the audit log) as the back office's to give back.
      const row = v.row;
      rt.db.transaction(() => {
        handTenderToBackOffice(rt.db, tenderId, v.amountCents);
        appendAudit(rt.db, {
          at: rt.clock.now(),
          actor: cashier,
          action: 'order.tender_to_back_office',
          subject: t.orderId,
          details: { tenderId, journalId: row.id, code: row.code, amountCents: v.amountCents },
        });
      })();
      return t.orderId;
    }
    if (v.state === 'taken' && v.row) await giveBack(rt, cashier, t, v.row);
  }
  removeTender(rt.db, tenderId, rt.clock.now());
  return t.orderId;
}

/** The refusal for a voucher tender only the back office can give back (the cashier hands it over by removing it). */
function backOfficeRefusal(t: TenderRow, row: JournalRow, amountCents: number, cancelling: boolean): CoreError {
  const code = row.code ?? '';
  return new CoreError('conflict', cancelling ? say('orderCancelBackOffice', { code }) : say('orderExcessBackOffice', { code }), false, {
    orderId: t.orderId,
    tenderId: t.id,
    journalId: row.id,
    code: row.code ?? undefined,
    amountCents,
    backOfficeOnly: true,
  });
}

/** Refuses (before anything is undone) while a voucher tender only the back office can give back still pays the order. */
export function assertNoBackOfficeTender(rt: CoreRuntime, orderId: string): void {
  for (const t of listTenders(rt.db, orderId)) {
    if (t.kind !== 'voucher') continue;
    const vt = voucherTender(rt.db, t);
    if (vt.state === 'taken' && vt.row && isBackOfficeOnly(rt.db, vt.row)) throw backOfficeRefusal(t, vt.row, vt.amountCents, true);
  }
}

/**
 * Vouchers above what card/other leave to pay are given back (newest first), reducing or
 * cancelling their redemptions: the customer gets voucher value back, never cash for a voucher.
 * Redemptions without their token are passed over (the till cannot give them back); an excess
 * only they could cover is refused, naming the tender the cashier hands to the back office.
 */
export async function settleVoucherExcess(rt: CoreRuntime, cashier: string | null, orderId: string): Promise<void> {
  const v = viewOrder(rt, orderId);
  const sum = (kinds: readonly string[]) =>
    v.tenders
      .filter((t) => kinds.includes(t.kind) && (t.state === 'taken' || t.state === 'checking'))
      .reduce((s, t) => s + t.amountCents, 0);
  let excess = sum(['voucher']) - Math.max(0, v.totalCents - sum(['card', 'other']));
  let tokenless: { t: TenderRow; row: JournalRow; amountCents: number } | null = null;
  for (const t of [...listTenders(rt.db, orderId)].reverse()) {
    if (excess <= 0) return;
    if (t.kind !== 'voucher') continue;
    const vt = voucherTender(rt.db, t);
    if (vt.state === 'checking') throw new CoreError('locked', say('orderVoucherBeingVerified'), true, { tenderId: t.id });
    if (vt.state !== 'taken' || !vt.row) continue;
    if (isBackOfficeOnly(rt.db, vt.row)) {
      tokenless ??= { t, row: vt.row, amountCents: vt.amountCents };
      continue;
    }
    const cut = Math.min(excess, vt.amountCents);
    await giveBack(rt, cashier, t, vt.row, cut === vt.amountCents ? undefined : cut);
    excess -= cut;
  }
  if (excess > 0 && tokenless) throw backOfficeRefusal(tokenless.t, tokenless.row, tokenless.amountCents, false);
}

/** Every voucher tender given back in full (cancelling the order). Throws the first failure after trying all. */
export async function giveBackAll(rt: CoreRuntime, cashier: string | null, orderId: string): Promise<void> {
  let first: unknown;
  for (const t of [...listTenders(rt.db, orderId)].reverse()) {
    if (t.kind !== 'voucher') continue;
    const vt = voucherTender(rt.db, t);
    if (vt.state !== 'taken' || !vt.row) continue;
    try {
      await giveBack(rt, cashier, t, vt.row);
    } catch (err) {
      first ??= err;
    }
  }
  if (first !== undefined) throw first;
}

/** True while a voucher tender of the order is being verified. */
export function tenderChecking(rt: CoreRuntime, orderId: string): boolean {
  return listTenders(rt.db, orderId).some(
    (t) => t.kind === 'voucher' && t.journalId !== null && isUnresolved(getJournalRow(rt.db, t.journalId).state),
  );
}
