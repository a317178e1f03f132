// An order -> its one receipt input (finished, or cancelled when any step had been done). The
// language is the customer's when the cashier picked one, else the receipt language setting; the
// outlet and till are named in that language (names.ts).
import type { Order } from '../contract/orders';
import type { Language } from '../contract/app';
import type { Db } from '../store/database';
import { orderView } from '../domain/order-view';
import { findJournalRow } from '../store/journal';
import { givenBack } from '../contract/tender-given';
import { refundOf } from '../store/order-refunds';
import { getLine, getOrder } from '../store/orders';
import { freeCreditOf } from '../domain/step-money';
import { paymentMethodName } from '../payments/methods';
import { stepHeader, type HeaderContext } from './journal-adapter';
import type { ReceiptInput } from './input';
import { placeNames } from './names';

type Tender = Order['tenders'][number];
type Line = Order['lines'][number];
const given = (t: Tender): number => givenBack(t).cents;
/** A voucher given back: the amount given back and the balance its last undo left (never the payment's). */
const backTender = (t: Tender): Tender => ({ ...t, amountCents: given(t), balanceAfterCents: givenBack(t).balanceAfterCents });

/**
 * The free credit of a load or stock line, by the reports' one rule (freeCreditOf: production's
 * activation may name none, its booked amount above the asked one is free credit); a refund line
 * takes back the original step's, so it prints negative like every figure of a refund.
 */
function lineFreeCredit(db: Db, line: Line): number | null {
  if (line.kind !== 'load' && line.kind !== 'stock') return null;
  const undoes = refundOf(getLine(db, line.id));
  const forward = [...line.entries].reverse().find((e) => (e.kind === 'charge' || e.kind === 'activate') && e.state === 'succeeded');
  const id = undoes ? undoes.stepId : (forward?.id ?? null);
  const row = id ? findJournalRow(db, id) : undefined;
  if (!row) return null;
  return undoes ? -freeCreditOf(row) : freeCreditOf(row);
}

/** The receipt of a finished or cancelled order; null while open or when a cancelled order had done nothing. */
export function orderReceipt(db: Db, orderId: string, h: HeaderContext): ReceiptInput | null {
  const row = getOrder(db, orderId);
  if (row.state !== 'finished' && row.state !== 'cancelled') return null;
  const o = orderView(db, orderId, row.final?.step ?? 1);
  const cancelled = o.state === 'cancelled';
  const language: Language = o.customerLanguage ?? h.language;
  const lines = o.lines.filter((l) => (cancelled ? l.state === 'undone' : l.state === 'done'));
  // Cancelled: what goes back - voucher value through the journal, card and cash by hand.
  const tenders = cancelled
    ? o.tenders.flatMap((t) => (t.kind !== 'voucher' ? [t] : given(t) > 0 ? [backTender(t)] : []))
    : o.tenders.filter((t) => t.state === 'taken' || t.state === 'back_office');
  if (cancelled && lines.length === 0 && tenders.length === 0) return null;
  const { outlet, terminal } = placeNames(db, language);
  const credits = lines.map((l) => lineFreeCredit(db, l));
  const total = lines.reduce((s, l) => s + l.amountCents, 0);
  const booked = total + credits.reduce<number>((s, c) => s + (c ?? 0), 0);
  // Cash taken or paid out (a refund): the drawer opens.
  const cash = !cancelled && o.tenders.some((t) => t.kind === 'cash' && t.amountCents !== 0);
  return {
    header: {
      ...stepHeader({ ...h, outlet, terminal, language }, { id: o.id, terminal, cashier: o.cashier, at: o.finishedAt ?? o.createdAt }),
    },
    body: {
      kind: 'order',
      currency: o.currency ?? 'CHF',
      state: cancelled ? 'cancelled' : o.refundOf ? 'refund' : 'finished',
      lines: lines.map((l, i) => ({
        kind: l.kind,
        name: l.productName ? (l.productName[language] ?? Object.values(l.productName)[0] ?? null) : null,
        code: l.code,
        reference: l.reference,
        quantity: l.quantity,
        amountCents: l.amountCents,
        freeCreditCents: credits[i] ?? null,
        balanceAfterCents: cancelled ? null : l.balanceAfterCents,
      })),
      tenders: tenders.map((t) => ({
        kind: t.kind,
        name: paymentMethodName(db, t.paymentMethodId, language),
        code: t.code,
        amountCents: t.amountCents,
        balanceAfterCents: t.balanceAfterCents,
        ...(t.state === 'back_office' ? { backOffice: true } : {}),
        // A sale's voucher partly given back (a line refused and removed): the customer reads it.
        ...(!cancelled && t.amountCents > 0 && given(t) > 0 ? { givenBackCents: given(t) } : {}),
      })),
      totalCents: total,
      bookedCents: booked !== total ? booked : null,
      roundingCents: cancelled ? 0 : o.roundingCents,
      changeCents: cancelled ? 0 : o.changeCents,
    },
    ...(cash ? { drawer: true } : {}),
  };
}
