// Manager reports: the monthly voucher archive (outstanding balance = liability) with its trend,
// voucher sales statistics (`to` exclusive), and the day closing from the local journal with a
// cross-check against the service's redemption list. CSV exports come back as text.
import { z } from 'zod';
import { complimentarySchema, compareTimestamps, dateOrTimestampSchema, isoDateSchema, monthSchema } from '../service/wire';
import { method } from './define';
import { journalKindSchema, journalStateSchema } from './journal';
import { paymentKinds } from './constants';

export { complimentarySchema };

/** A statistics range: `from` inclusive, `to` exclusive; `to` before `from` is refused before sending. */
export const statisticsRangeSchema = z
  .object({ from: dateOrTimestampSchema, to: dateOrTimestampSchema })
  .strict()
  .refine((r) => compareTimestamps(r.to, r.from) >= 0, { error: '`to` must not be before `from`', path: ['to'] });

/** One month of the archive. */
export const archiveMonthViewSchema = z.object({
  month: z.string(),
  complimentary: complimentarySchema,
  /** Null when the month was never fetched and the service cannot be reached now. */
  totalBalanceCents: z.number().int().nullable(),
  fetchedAt: z.string().nullable(),
  /** True when this value comes from the cache because a refresh failed. */
  stale: z.boolean(),
  /** The total cached before, when the service's total changed since (a back-office correction). */
  correctedFromCents: z.number().int().nullable(),
  /** When the terminal saw that correction (kept across restarts); null when not corrected. */
  correctedAt: z.string().nullable(),
});
export type ArchiveMonthView = z.infer<typeof archiveMonthViewSchema>;

/** One month of the archive table: the month's view and its change against the month before. */
export const archiveTableMonthSchema = archiveMonthViewSchema.extend({
  /** Null when this or the month before has no value. */
  changeCents: z.number().int().nullable(),
  /** Change in percent of the month before; null when that month was zero or unknown. */
  changePercent: z.number().nullable(),
  /** The month is still running (its total still moves). */
  open: z.boolean(),
});
export type ArchiveTableMonth = z.infer<typeof archiveTableMonthSchema>;

/** The archive table input: the last 12 or 24 months. */
const archiveTableInput = z
  .object({ months: z.union([z.literal(12), z.literal(24)]), complimentary: complimentarySchema, refresh: z.boolean().optional() })
  .strict();

/** The statistics of one month of the year trend (null amounts: a month still to come or unavailable). */
export const statisticsTrendMonthSchema = z.object({
  month: z.string(),
  countVouchers: z.number().int().nullable(),
  amountTotalCents: z.number().int().nullable(),
});

/** Voucher sales statistics as shown. */
export const statisticsViewSchema = z.object({
  from: z.string(),
  to: z.string(),
  countVouchers: z.number().int(),
  amountTotalCents: z.number().int(),
  byVoucherType: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int(), amountCents: z.number().int() })),
  byPointOfSale: z.array(z.object({ pointOfSale: z.string(), countOrders: z.number().int(), amountCents: z.number().int() })),
  /** The merchant's currency (named by the answer, else learned from other answers); null when unknown. */
  currency: z.string().nullable(),
});
export type StatisticsView = z.infer<typeof statisticsViewSchema>;

/** A CSV export: file name and text (UTF-8 with BOM where localised, header line first). */
export const csvExportSchema = z.object({ filename: z.string(), csv: z.string() });

/** One code whose local and service totals disagree (or exist on one side only). */
export const closingMismatchSchema = z.object({
  code: z.string(),
  localCents: z.number().int(),
  serviceCents: z.number().int(),
});

/** A succeeded step of the day whose booked amount (what the service returned) differs from what was asked. */
export const closingAskedBookedSchema = z.object({
  id: z.string(),
  kind: journalKindSchema,
  code: z.string().nullable(),
  askedCents: z.number().int(),
  bookedCents: z.number().int(),
  currency: z.string().nullable(),
  cashier: z.string().nullable(),
  createdAt: z.string(),
});
export type ClosingAskedBooked = z.infer<typeof closingAskedBookedSchema>;

/** The operations of the day closing: each a step and its undo. */
export const closingGroupSchema = z.enum(['loads', 'purchases', 'activations', 'codeSales', 'tickets', 'promo']);

/** The day closing. */
export const closingReportSchema = z.object({
  day: z.string(),
  generatedAt: z.string(),
  /** Pending, uncertain and needs-decision rows of the day: listed first. */
  open: z.array(
    z.object({
      id: z.string(),
      kind: journalKindSchema,
      state: journalStateSchema,
      code: z.string().nullable(),
      amountCents: z.number().int().nullable(),
      cashier: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Purchases still open (any day up to this one), oldest first: the closing is not final while one is. */
  openPurchases: z.array(
    z.object({
      id: z.string(),
      totalCents: z.number().int(),
      /** Confirmed voucher payments (taken from the vouchers). */
      paidCents: z.number().int(),
      unresolvedCents: z.number().int(),
      currency: z.string().nullable(),
      cashier: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Rows of the day that cannot be read back in full (bad JSON, schema mismatch, absurd number): listed with their id, never summed when their amount is absurd. */
  damaged: z
    .array(z.object({ id: z.string(), kind: z.string(), state: journalStateSchema, createdAt: z.string(), reason: z.string() }))
    .optional(),
  /** Ticket reservations still open on this terminal (no money held; listed, not blocking). */
  openReservations: z.array(
    z.object({
      id: z.string(),
      startsAt: z.string(),
      tickets: z.number().int(),
      deadlineAt: z.string(),
      /** The hold ran out; the ticket sale screen clears it when opened. */
      expired: z.boolean(),
      cashier: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Succeeded steps per kind. */
  totals: z.array(z.object({ kind: journalKindSchema, count: z.number().int(), amountCents: z.number().int() })),
  /** Succeeded steps per cashier and kind (cashier null: open till). */
  byCashier: z.array(
    z.object({ cashier: z.string().nullable(), kind: journalKindSchema, count: z.number().int(), amountCents: z.number().int() }),
  ),
  failedCount: z.number().int(),
  /** Steps booked at another amount than asked (voucher orders, stock voucher activations), oldest first. */
  askedBooked: z.array(closingAskedBookedSchema),
  crossCheck: z.object({
    state: z.enum(['ok', 'mismatch', 'unavailable']),
    message: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    matched: z.number().int(),
    /** This terminal's redemptions found at the service with the same code and amount. */
    matchedItems: z.array(
      closingMismatchSchema.extend({
        redeemedAt: z.string(),
        /** The voucher's product as the service names it. */
        product: z.string().nullable().optional(),
        /** A complimentary (house) voucher: no money came in when it was sold. */
        complimentary: z.boolean().optional(),
        /** The service has derecognised (written off) this redemption. */
        derecognized: z.boolean().optional(),
      }),
    ),
    /** Redeemed here but missing, or with another amount, at the service (a real difference). */
    localOnly: z.array(closingMismatchSchema),
    /** At the service under this terminal's user but not in this journal (a real difference). */
    serviceOnly: z.array(closingMismatchSchema),
    /** Redemptions of other tills, the back office or the web shop: information, not a difference. */
    otherTills: z.array(
      z.object({
        code: z.string(),
        cents: z.number().int(),
        redeemedAt: z.string(),
        user: z.string().nullable(),
        product: z.string().nullable().optional(),
        complimentary: z.boolean().optional(),
        /** On a till enrolled at a store: the till of this store that made it, as the store database knows it. */
        storeTill: z.string().nullable().optional(),
      }),
    ),
    /**
     * Redemptions the service lists as derecognised (written off, not a payment at a till) that match
     * nothing here: neither a difference nor another till's payment, listed apart.
     */
    derecognized: z
      .array(
        z.object({
          code: z.string(),
          cents: z.number().int(),
          redeemedAt: z.string(),
          user: z.string().nullable(),
          product: z.string().nullable(),
          complimentary: z.boolean(),
        }),
      )
      .default([]),
    /** The user of this terminal's key when known (then matched by user), else null (code, amount and time). */
    userId: z.string().nullable(),
    /** A redemption of this terminal's key user on a voucher this terminal never sent a step for: the key is used by a second till. */
    sharedKey: z.object({ code: z.string(), at: z.string() }).nullable().default(null),
  }),
  /** Per operation as the day's sessions tell it: what was paid and given back (never free credit). */
  operations: z
    .array(
      z.object({
        group: closingGroupSchema,
        count: z.number().int(),
        grossCents: z.number().int(),
        cancelledCount: z.number().int(),
        cancelledCents: z.number().int(),
        netCents: z.number().int(),
      }),
    )
    .default([]),
  /** Money per payment method as the day's sessions tell it (net of change and refunds); method null: not stated. */
  byMethod: z
    .array(
      z.object({
        method: z.string().nullable(),
        kind: z.enum(paymentKinds).nullable(),
        name: z.string(),
        count: z.number().int(),
        amountCents: z.number().int(),
      }),
    )
    .default([]),
  /** What each cashier took in (money by every method, net; the cash part apart), as the day's sessions tell it. */
  takings: z
    .array(
      z.object({ cashier: z.string().nullable(), count: z.number().int(), amountCents: z.number().int(), cashCents: z.number().int() }),
    )
    .default([]),
  /** The sessions the money figures sum: the Z numbers of the day, and the session still open (its X), named. */
  sessions: z.object({ closed: z.array(z.number().int()), open: z.number().int().nullable() }).default({ closed: [], open: null }),
  /** Set when the day was closed: the numbers are the snapshot taken then. */
  closed: z.object({ closedAt: z.string(), closedBy: z.string().nullable() }).nullable().default(null),
});
export type ClosingReport = z.infer<typeof closingReportSchema>;

const dayInput = z.object({ day: isoDateSchema.optional() }).strict();

export const reportMethods = {
  /** The archive of one month (cached in SQLite; refreshed when old or on request). */
  'report.archive': method({
    input: z.object({ month: monthSchema, complimentary: complimentarySchema, refresh: z.boolean().optional() }).strict(),
    output: archiveMonthViewSchema,
    role: 'manager',
    doc: 'Monthly voucher archive',
  }),
  /** The last 12 or 24 months ending with `endMonth` (default: this month), for the trend chart. */
  'report.archiveTrend': method({
    input: z
      .object({
        months: z.number().int().min(1).max(24),
        complimentary: complimentarySchema,
        endMonth: monthSchema.optional(),
        refresh: z.boolean().optional(),
      })
      .strict(),
    output: z.object({ months: z.array(archiveMonthViewSchema) }),
    role: 'manager',
    doc: 'Archive trend of the last months',
  }),
  /** The archive table: the last 12 or 24 months, oldest first, with the change against the month before. */
  'report.archiveTable': method({
    input: archiveTableInput,
    output: z.object({ currency: z.string().nullable(), months: z.array(archiveTableMonthSchema) }),
    role: 'manager',
    doc: 'Archive table of the last months',
  }),
  /** The archive table as CSV (separator, headers and BOM of the UI language). */
  'report.archiveCsv': method({ input: archiveTableInput, output: csvExportSchema, role: 'manager', doc: 'Archive table as CSV' }),
  /** Prints the archive table on the receipt printer (58/80 mm, through the print queue). */
  'report.archivePrint': method({
    input: archiveTableInput,
    output: z.object({ queued: z.boolean(), message: z.string().nullable() }),
    role: 'manager',
    doc: 'Print the archive table',
  }),
  /** Monthly statistics over a calendar year (one request per month, in parallel, cached). */
  'report.statisticsTrend': method({
    input: z.object({ year: z.number().int().min(2000).max(2100), refresh: z.boolean().optional() }).strict(),
    output: z.object({ year: z.number().int(), currency: z.string().nullable(), months: z.array(statisticsTrendMonthSchema) }),
    role: 'manager',
    doc: 'Statistics trend of a year',
  }),
  /** Voucher sales statistics for a range (`to` exclusive). */
  'report.statistics': method({
    input: statisticsRangeSchema,
    output: statisticsViewSchema,
    role: 'manager',
    doc: 'Voucher sales statistics',
  }),
  /** The statistics as CSV. */
  'report.statisticsCsv': method({ input: statisticsRangeSchema, output: csvExportSchema, role: 'manager', doc: 'Statistics as CSV' }),
  /** The day closing of `day` (default today) from the journal, cross-checked with the service. */
  'report.closing': method({ input: dayInput, output: closingReportSchema, role: 'manager', doc: 'Day closing' }),
  /** The day closing as CSV. */
  'report.closingCsv': method({ input: dayInput, output: csvExportSchema, role: 'manager', doc: 'Day closing as CSV' }),
  /** Refused (`conflict`, reason `session_close`): a day is closed by closing the till session (`session.close`). */
  'report.closeDay': method({ input: dayInput, output: closingReportSchema, role: 'manager', doc: 'Close the day' }),
  /** Prints the day closing on the receipt printer (through the print queue). */
  'report.closingPrint': method({
    input: dayInput,
    output: z.object({ queued: z.boolean(), message: z.string().nullable() }),
    role: 'manager',
    doc: 'Print the day closing',
  }),
};
