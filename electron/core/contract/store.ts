// The store: the till's link to the store database and what the manager reads from it.
import { z } from 'zod';
import { method } from './define';

/** A row of this till the store refused at a push (the push landed without it), and why. */
export const storeRefusalSchema = z.object({
  table: z.string(),
  localId: z.string(),
  version: z.number().int(),
  state: z.string().nullable(),
  storedVersion: z.number().int().nullable(),
  storedState: z.string().nullable(),
  /** beyond_head, unknown_state, other_content, not_newer, state_move, final_changed. */
  reason: z.string(),
  at: z.string(),
});
export type StoreRefusal = z.infer<typeof storeRefusalSchema>;

/** The till's link to the store as the status bar shows it (null in AppStatus: not enrolled). */
export const storeLinkStatusSchema = z.object({
  /** connected: the last push landed; unreachable: retrying with backoff; revoked / cloned / refused: the store refuses this till. */
  state: z.enum(['connecting', 'connected', 'unreachable', 'revoked', 'cloned', 'refused']),
  store: z.string(),
  till: z.string(),
  /** Live rows waiting for the store, and the till time of the oldest of them. */
  backlog: z.number().int().nonnegative(),
  since: z.string().nullable(),
  lastContactAt: z.string().nullable(),
  /** Why the last push failed (for the manager; the status bar shows the state). */
  message: z.string().optional(),
  /** Rows the store refused (kept at the till), and the newest of them with their reason. */
  refused: z.number().int().nonnegative(),
  refusals: z.array(storeRefusalSchema),
});
export type StoreLinkStatus = z.infer<typeof storeLinkStatusSchema>;

const cents = z.number().int();

/** One day of the whole store, read from the store database (every enrolled till). */
export const storeDaySchema = z.object({
  store: z.string(),
  day: z.string(),
  tills: z.array(
    z.object({
      till: z.string(),
      /** This till. */
      self: z.boolean(),
      lastContactAt: z.string().nullable(),
      backlog: z.number().int().nonnegative(),
      backlogSince: z.string().nullable(),
      /** What the store noticed: a gap (restored from a backup), a clone, a copy of its data folder refused, a revoked till. */
      flag: z.enum(['gap', 'cloned', 'copy', 'revoked']).nullable(),
      /** Rows of this till the store refused at its pushes (never skipped in silence). */
      refused: z.number().int().nonnegative(),
    }),
  ),
  perTill: z.array(z.object({ till: z.string(), kind: z.string(), count: z.number().int(), amountCents: cents })),
  /** Per till as its Z tells it: money by kind of method (net of change and refunds), vouchers accepted, refunds, free credit (never money) and the cash difference of its sessions closed that day. */
  tillMoney: z
    .array(
      z.object({
        till: z.string(),
        cashCents: cents,
        cardCents: cents,
        otherCents: cents,
        vouchersCents: cents,
        refundsCents: cents,
        freeCreditCents: cents,
        differenceCents: cents,
      }),
    )
    .default([]),
  perCashier: z.array(z.object({ cashier: z.string().nullable(), kind: z.string(), count: z.number().int(), amountCents: cents })),
  perMethod: z.array(
    z.object({ method: z.string().nullable(), paymentKind: z.string().nullable(), count: z.number().int(), amountCents: cents }),
  ),
  /** Till sessions of the store that ended on the day, and those still open: float, expected (from the Z, or the X so far), counted. */
  sessions: z.array(
    z.object({
      till: z.string(),
      /** The till's Z number. */
      number: z.number().int(),
      state: z.enum(['open', 'closed']),
      openedAt: z.string(),
      closedAt: z.string().nullable(),
      floatCents: cents,
      /** The Z's; while open the X's so far, as the till last sent it (null from a till that sends none). */
      expectedCents: cents.nullable(),
      countedCents: cents.nullable(),
      differenceCents: cents.nullable(),
      /** Drawer openings without a sale in the session. */
      drawerOpenings: z.number().int().nonnegative(),
    }),
  ),
  /** Steps not yet settled, at any till of the store (codes masked). */
  open: z.array(
    z.object({
      till: z.string(),
      kind: z.string(),
      state: z.string(),
      codeMasked: z.string().nullable(),
      amountCents: cents.nullable(),
      cashier: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Counter sales not finished at any till of the store (started on the day or before). */
  openOrders: z.array(
    z.object({
      till: z.string(),
      state: z.enum(['open', 'finishing']),
      totalCents: cents,
      lines: z.number().int().nonnegative(),
      cashier: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type StoreDay = z.infer<typeof storeDaySchema>;

export const storeMethods = {
  /** Links this till to the store with the one-time secret of `npm run store -- enrol` (kept like the API key). */
  'store.link': method({
    input: z.object({ secret: z.string().trim().min(10).max(4000) }).strict(),
    output: z.object({ store: z.string(), till: z.string() }),
    role: 'manager',
    doc: 'Link this till to the store',
  }),
  /** The link to the store (null when the till is not enrolled). */
  'store.status': method({
    input: z.object({}).strict(),
    output: storeLinkStatusSchema.nullable(),
    role: 'manager',
    doc: 'Link to the store',
  }),
  /** The store day over every till of the store (default: this till's business day today). */
  'store.day': method({
    input: z
      .object({
        day: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional(),
      })
      .strict(),
    output: storeDaySchema,
    role: 'manager',
    doc: 'The store day of every till',
  }),
};
