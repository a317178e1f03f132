// The till's money reports (docs/orders.md, docs/money.md): the X report
// (the running session), the Z report (the closed session, an immutable snapshot), the day (sum of
// the sessions that ended that day) and the month (sum of its days). Every kind, state and method
// is a stable code; the words come from the renderer's and the report's string tables. Money in
// integer cents; a cash refund is money given back (a positive number subtracted from the drawer).
import { z } from 'zod';
import { journalKindSchema, journalStateSchema } from './journal';
import { paymentKindSchema } from './payments';

/** Counted cash per denomination of the currency (`valueCents` of one note or coin, how many). */
export const denominationCountSchema = z
  .array(z.object({ valueCents: z.number().int().positive().max(100_000_00), count: z.number().int().min(0).max(100_000) }).strict())
  .max(40)
  .refine((list) => new Set(list.map((d) => d.valueCents)).size === list.length, { error: 'Each denomination at most once' });
export type DenominationCount = z.infer<typeof denominationCountSchema>;

/** Σ valueCents × count of a denomination count. */
export function denominationTotal(list: DenominationCount): number {
  return list.reduce((s, d) => s + d.valueCents * d.count, 0);
}

/** A payment method's name in the four languages as it was when the report was made (a Z keeps it). */
export const methodNamesSchema = z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() });

/** The money a cashier's drawer (or the whole till) should hold, before counting. */
export const cashFlowSchema = z.object({
  /** Cash given by customers (cash tenders of finished orders, cash-paid stand-alone steps). */
  takenCents: z.number().int(),
  /** Change handed back. */
  changeCents: z.number().int(),
  /** Cash given back: refunds and cancellations paid out in cash (positive). */
  refundsCents: z.number().int(),
  /** taken − change − refunds. */
  netCents: z.number().int(),
});
export type CashFlow = z.infer<typeof cashFlowSchema>;

/** Money per payment method (cash included): to compare with the card terminal and the drawer. */
export const methodTotalSchema = z.object({
  /** The method's id; null: a step whose method was not stated. */
  method: z.string().nullable(),
  kind: paymentKindSchema.nullable(),
  /** Null for an unknown or unstated method (the renderer shows its own word). */
  names: methodNamesSchema.nullable(),
  /** Payments taken (count and amount, change already deducted for cash). */
  count: z.number().int(),
  takenCents: z.number().int(),
  /** Given back by this method (refunds, cancellations). */
  refundsCents: z.number().int(),
  /** taken − refunds. */
  netCents: z.number().int(),
});
export type MethodTotal = z.infer<typeof methodTotalSchema>;

/** Liabilities created (value the shop owes to voucher holders) and sales of service products. */
export const liabilityGroupSchema = z.enum(['loads', 'activations', 'codeSales', 'tickets']);
export type LiabilityGroup = z.infer<typeof liabilityGroupSchema>;

export const liabilityTotalSchema = z.object({
  group: liabilityGroupSchema,
  count: z.number().int(),
  /** What the customers paid (free credit excluded). */
  grossCents: z.number().int(),
  cancelledCount: z.number().int(),
  cancelledCents: z.number().int(),
  netCents: z.number().int(),
  /** Free credit booked on top (never paid, never cash), net of cancellations. */
  freeCreditCents: z.number().int(),
});
export type LiabilityTotal = z.infer<typeof liabilityTotalSchema>;

/** The money of a session, a cashier, a day or a month: one shape for all, so no table is built twice. */
export const moneySplitSchema = z.object({
  cash: cashFlowSchema,
  /** Every configured method (also at zero), then others, then "not stated". */
  methods: z.array(methodTotalSchema),
  /** Vouchers taken as payment (redemptions net of their cancellations). */
  vouchersAccepted: z.object({
    count: z.number().int(),
    amountCents: z.number().int(),
    /** Part of it the service lists as complimentary / derecognised; null: not known locally. */
    complimentaryCents: z.number().int().nullable(),
    derecognizedCents: z.number().int().nullable(),
    /** Redemptions given back (already netted in count and amount); absent: none. */
    cancelledCount: z.number().int().optional(),
    cancelledCents: z.number().int().optional(),
  }),
  /**
   * Redemptions the till could not give back (confirmed without their token) and handed to the back
   * office, which puts the value back on the voucher: they pay no order, so they are apart from
   * `vouchersAccepted`. Absent from a Z stored before it existed (read as none).
   */
  backOffice: z.object({ count: z.number().int(), amountCents: z.number().int() }).default({ count: 0, amountCents: 0 }),
  liabilities: z.array(liabilityTotalSchema),
  /** Refunds of finished orders (negative tenders): count and what went back by kind. */
  refunds: z.object({ count: z.number().int(), cashCents: z.number().int(), cardCents: z.number().int(), otherCents: z.number().int() }),
  /** Goods of the main register paid here (count, amount). */
  goods: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  /** Cash rounding of finished orders (+: the customer paid more than the price). */
  roundingCents: z.number().int(),
  /** Promo codes redeemed: count and the discount given (positive). */
  promo: z.object({
    count: z.number().int(),
    discountCents: z.number().int(),
    /** Promo codes given back (already netted in count and discount); absent: none. */
    cancelledCount: z.number().int().optional(),
    cancelledCents: z.number().int().optional(),
  }),
  /** Orders finished and cancelled. */
  orders: z.object({ finished: z.number().int(), cancelled: z.number().int() }),
});
export type MoneySplit = z.infer<typeof moneySplitSchema>;

/** The drawer of a session (or the sum of sessions): float, expected, counted, difference. */
export const drawerFiguresSchema = z.object({
  floatCents: z.number().int(),
  /** float + cash taken − change − cash refunds. Never free credit, vouchers or card. */
  expectedCents: z.number().int(),
  /** Null until counted (X report) or for a session closed automatically. */
  countedCents: z.number().int().nullable(),
  /** counted − expected (negative: short); null while not counted. */
  differenceCents: z.number().int().nullable(),
});
export type DrawerFigures = z.infer<typeof drawerFiguresSchema>;

/** One cashier's part: the same split, with the cash this cashier's drawer should hold (no float). */
export const cashierSplitSchema = z.object({
  /** The cashier's name; null: steps of the open till (no one signed in) or of the reconciler. */
  cashier: z.string().nullable(),
  /** cash taken − change − cash refunds of this cashier. Σ over cashiers + float = the session's expected. */
  expectedCashCents: z.number().int(),
  split: moneySplitSchema,
});
export type CashierSplit = z.infer<typeof cashierSplitSchema>;

/** Something still open: a step not settled, or an order not finished. Closing is refused while any. */
export const openItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('step'),
    /** The receipt number (short reference), never the row's UUID. */
    receipt: z.string(),
    kind: journalKindSchema,
    state: journalStateSchema,
    code: z.string().nullable(),
    amountCents: z.number().int().nullable(),
    cashier: z.string().nullable(),
    createdAt: z.string(),
    /** The step's journal id, for the screen that resolves it (never printed). */
    journalId: z.string(),
  }),
  z.object({
    type: z.literal('order'),
    receipt: z.string(),
    state: z.enum(['open', 'finishing']),
    totalCents: z.number().int(),
    paidCents: z.number().int(),
    cashier: z.string().nullable(),
    createdAt: z.string(),
    orderId: z.string(),
  }),
]);
export type OpenItem = z.infer<typeof openItemSchema>;

/** How a session began: float counted by someone; opened by a step after a close; after the automatic midnight close; by the migration. */
export const sessionOpenReasonSchema = z.enum(['counted', 'after_close', 'after_midnight', 'migrated']);
/** How it ended: counted and confirmed (`counted`); at the first step after midnight (`auto`); by the migration (`migrated`). */
export const sessionCloseReasonSchema = z.enum(['counted', 'auto', 'migrated']);

/** One till session as listed. */
export const tillSessionSchema = z.object({
  id: z.string(),
  /** Running number per mode and service, printed as the Z number. */
  number: z.number().int(),
  state: z.enum(['open', 'closed']),
  mode: z.enum(['training', 'live']),
  openedAt: z.string(),
  openedBy: z.string().nullable(),
  openReason: sessionOpenReasonSchema,
  floatCents: z.number().int(),
  floatDenominations: denominationCountSchema.nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  closeReason: sessionCloseReasonSchema.nullable(),
  /** The terminal day the session ended (the day report it belongs to); null while open. */
  day: z.string().nullable(),
  countedCents: z.number().int().nullable(),
  countedDenominations: denominationCountSchema.nullable(),
  differenceCents: z.number().int().nullable(),
});
export type TillSession = z.infer<typeof tillSessionSchema>;

/** The X (running) or Z (closed snapshot) report of one session. */
export const sessionReportSchema = z.object({
  kind: z.enum(['x', 'z']),
  session: tillSessionSchema,
  generatedAt: z.string(),
  currency: z.string().nullable(),
  /** Listed first; a Z taken by the automatic close may hold some (a counted close never does). */
  openItems: z.array(openItemSchema),
  drawer: drawerFiguresSchema,
  split: moneySplitSchema,
  byCashier: z.array(cashierSplitSchema),
  /** The drawer opened without a sale in this session (who, when, why). */
  drawerOpenings: z.array(z.object({ at: z.string(), actor: z.string().nullable(), reason: z.string() })).default([]),
  /** Orders of the session by receipt number (details on demand). */
  orders: z.array(
    z.object({
      receipt: z.string(),
      state: z.enum(['finished', 'cancelled']),
      cashier: z.string().nullable(),
      at: z.string(),
      totalCents: z.number().int(),
      /** True for a refund order (its tenders give money back). */
      refund: z.boolean(),
    }),
  ),
});
export type SessionReport = z.infer<typeof sessionReportSchema>;

/** Sums of several sessions (a day, a month). */
export const periodTotalsSchema = z.object({
  sessions: z.number().int(),
  drawer: z.object({
    floatCents: z.number().int(),
    expectedCents: z.number().int(),
    /** Σ counted of the counted sessions. */
    countedCents: z.number().int(),
    /** Σ differences of the counted sessions. */
    differenceCents: z.number().int(),
    /** Sessions closed without a count (automatic close). */
    uncountedSessions: z.number().int(),
  }),
  split: moneySplitSchema,
  byCashier: z.array(cashierSplitSchema),
});
export type PeriodTotals = z.infer<typeof periodTotalsSchema>;

/** The day report: the sessions that ended that day, and their sum. */
export const dayReportSchema = z.object({
  day: z.string(),
  generatedAt: z.string(),
  currency: z.string().nullable(),
  sessions: z.array(tillSessionSchema),
  totals: periodTotalsSchema,
});
export type DayReport = z.infer<typeof dayReportSchema>;

/** The month report: one row per day with sessions, and the month's sum. */
export const monthReportSchema = z.object({
  month: z.string(),
  generatedAt: z.string(),
  currency: z.string().nullable(),
  days: z.array(z.object({ day: z.string(), totals: periodTotalsSchema })),
  totals: periodTotalsSchema,
});
export type MonthReport = z.infer<typeof monthReportSchema>;
