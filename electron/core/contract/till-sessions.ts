// Till sessions (docs/orders.md): a till is always in exactly one session
// or explicitly closed. Opening counts the float; every order, journal row and drawer opening
// belongs to one session; a step on a closed till opens the next session first (event
// `session.changed` with a notice), and a session never closed is closed automatically at the
// first step after midnight. Closing counts the drawer, is refused while a step is open, is
// confirmed and audited, and keeps the Z as an immutable snapshot. Report shapes: ./till-reports.ts.
import { z } from 'zod';
import { isoDateSchema, monthSchema } from '../service/wire';
import { event, method } from './define';
import {
  dayReportSchema,
  denominationCountSchema,
  denominationTotal,
  monthReportSchema,
  sessionReportSchema,
  tillSessionSchema,
  type DenominationCount,
} from './till-reports';

const cents = z.number().int().min(0).max(100_000_000);

/** When denominations are given they must add up to the amount. */
const countAddsUp = (c: { denominations?: DenominationCount | undefined }, total: number): boolean =>
  c.denominations === undefined || denominationTotal(c.denominations) === total;

export const sessionOpenInputSchema = z
  .object({ floatCents: cents, denominations: denominationCountSchema.optional() })
  .strict()
  .refine((i) => countAddsUp(i, i.floatCents), { error: 'The denominations do not add up to the float', path: ['denominations'] });

/**
 * `confirm: false` answers the Z as it would be (counted and difference filled, nothing stored) so
 * the manager sees the difference before confirming (a preview of expected cash: a manager's,
 * audited); `confirm: true` closes. A cashier's close is blind: confirmed before anything is shown.
 */
export const sessionCloseInputSchema = z
  .object({ countedCents: cents, denominations: denominationCountSchema.optional(), confirm: z.boolean() })
  .strict()
  .refine((i) => countAddsUp(i, i.countedCents), { error: 'The denominations do not add up to the counted cash', path: ['denominations'] });

export const sessionListInputSchema = z.union([z.object({ day: isoDateSchema }).strict(), z.object({ month: monthSchema }).strict()]);

/** Who may count and close the drawer besides a manager. */
export const sessionSettingsSchema = z.object({
  /** A signed-in cashier may count and close, blind (default: managers only). */
  cashierMayClose: z.boolean(),
  /** The float a session opened by a step takes (instead of 0.00, then said on screen); unset: the cashier counts it. */
  standardFloatCents: cents.nullable().optional(),
});
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

const sessionOut = z.object({ session: tillSessionSchema });
const reportOut = z.object({ report: sessionReportSchema });

export const sessionMethods = {
  /** The open session of the mode in use; null when the till is closed (the next step opens one). */
  'session.current': method({
    input: z.object({}).strict(),
    output: z.object({ session: tillSessionSchema.nullable() }),
    role: 'cashier',
    doc: 'The open till session',
  }),
  /**
   * Opens a session with the counted float. When a step already opened one by itself (no float yet),
   * its float is counted now instead; refused (`conflict`) while a counted session is open.
   */
  'session.open': method({ input: sessionOpenInputSchema, output: sessionOut, role: 'cashier', doc: 'Open the till' }),
  /** The X report: the running session's figures (a manager's, audited; a cashier per setting with a manager's PIN). */
  'session.x': method({ input: z.object({}).strict(), output: reportOut, role: 'cashier', doc: 'X report' }),
  /**
   * Counts the drawer and closes the session (manager, or cashier per setting): refused (`conflict`,
   * details.openItems) while a step or an order is open. Answers the Z; audited and printed with `confirm`.
   */
  'session.close': method({
    input: sessionCloseInputSchema,
    /** `printed`: the Z was queued for the printer by this close (once per session; a later print is a copy). */
    output: z.object({ closed: z.boolean(), printed: z.boolean(), report: sessionReportSchema }),
    role: 'cashier',
    doc: 'Count and close the till (Z)',
  }),
  /** The Z of a closed session as stored at its close (never recomputed). */
  'session.z': method({
    input: z.object({ sessionId: z.string().min(1) }).strict(),
    output: reportOut,
    role: 'manager',
    doc: 'A closed session (Z)',
  }),
  /** The sessions that ended on a day (or in a month), oldest first; the open one is listed with `{ day }` of today. */
  'session.list': method({
    input: sessionListInputSchema,
    output: z.object({ sessions: z.array(tillSessionSchema) }),
    role: 'manager',
    doc: 'Till sessions of a day or month',
  }),
  /** The day report: the sum of the sessions that ended that day (default today). */
  'session.day': method({
    input: z.object({ day: isoDateSchema.optional() }).strict(),
    output: dayReportSchema,
    role: 'manager',
    doc: 'Day report',
  }),
  /** The month report: the sum of its days. */
  'session.month': method({
    input: z.object({ month: monthSchema }).strict(),
    output: monthReportSchema,
    role: 'manager',
    doc: 'Month report',
  }),
  'session.settings': method({
    input: z.object({}).strict(),
    output: sessionSettingsSchema,
    role: 'cashier',
    doc: 'Till session settings',
  }),
  'session.updateSettings': method({
    /** The settings given change, the others stay. */
    input: sessionSettingsSchema.partial().strict(),
    output: sessionSettingsSchema,
    role: 'manager',
    doc: 'Change the till session settings',
  }),
};

/**
 * Why the session changed: `opened` (float counted), `closed` (counted close), `opened_after_close`
 * (a step on a closed till opened the next session), `auto_closed` (the first step after midnight
 * closed yesterday's session and opened the next).
 */
export const sessionNoticeSchema = z.enum(['opened', 'closed', 'opened_after_close', 'auto_closed']);
export type SessionNotice = z.infer<typeof sessionNoticeSchema>;

export const sessionChangedSchema = z.object({
  /** The open session now; null when the till was just closed. */
  session: tillSessionSchema.nullable(),
  notice: sessionNoticeSchema,
  /** The session that was closed by this change (`closed`, `auto_closed`). */
  closedSessionId: z.string().nullable(),
});
export type SessionChanged = z.infer<typeof sessionChangedSchema>;

export const sessionEvents = {
  /** The till's session opened or closed (a notice for the cashier when it happened by itself). */
  'session.changed': event({ payload: sessionChangedSchema, doc: 'The till session changed' }),
};
