// The journal as the renderer sees it: every step that moves value, its state and its outcome.
// Receipts are printed from these rows, so every receipt can be printed again.
import { z } from 'zod';
import { journalKinds, journalStates } from './constants';
import { coreMessageIdSchema, messageParamsSchema } from './core-message-schemas';
import { event, method } from './define';
import { idInputSchema } from './voucher';

export { isUnresolved, journalKinds, journalStates, undoKinds, unresolvedStates } from './constants';
export const journalKindSchema = z.enum(journalKinds);
export type JournalKind = z.infer<typeof journalKindSchema>;
export const journalStateSchema = z.enum(journalStates);
export type JournalState = z.infer<typeof journalStateSchema>;

/** Why a row needs the cashier (shown translated; `summary` is the core's own sentence). */
export const decisionReasons = [
  /** Someone else (another till, the back office) moved the voucher since the step was sent. */
  'other_movement',
  /** The service refuses its redemptions list: the balance alone cannot say whose step it was. */
  'list_unreadable',
  /** The balance shows a load of this amount, but the service lists no loads: whose is unknown. */
  'load_unattributed',
  /** The list shows a matching step, but the user of this terminal's key is not known yet. */
  'key_user_unknown',
  /** More than one step at the service could be this one. */
  'several_candidates',
  /** Decided "not applied", then the voucher moved by this amount without explanation. */
  'reopened',
] as const;
export const decisionReasonSchema = z.enum(decisionReasons);
export type DecisionReason = z.infer<typeof decisionReasonSchema>;

/** One movement of the voucher at the service that the terminal's journal does not explain. */
export const decisionMovementSchema = z.object({
  at: z.string(),
  cents: z.number().int(),
  /** The service's name of the user (till) that made it. */
  user: z.string().nullable(),
  /** True when it was made with the user of this terminal's key. */
  ourKey: z.boolean(),
});
export type DecisionMovement = z.infer<typeof decisionMovementSchema>;

/** What the reconciler found for a row it could not settle alone; shown to the cashier. */
export const decisionFactsSchema = z.object({
  reason: decisionReasonSchema.optional(),
  /** Redemptions of the voucher at the service that this terminal did not make (or cannot tell). */
  movements: z.array(decisionMovementSchema).optional(),
  /** One sentence for the cashier. */
  summary: z.string(),
  balanceBeforeCents: z.number().int().nullable(),
  observedBalanceCents: z.number().int().nullable(),
  expectedBalanceIfAppliedCents: z.number().int().nullable(),
  checkedAt: z.string(),
  /** Further observations (e.g. matching redemptions found). */
  notes: z.array(z.string()),
});
export type DecisionFacts = z.infer<typeof decisionFactsSchema>;

/**
 * A value step tried earlier today and decided "not applied" (same voucher, kind and amount): the
 * `details.firstAttempt` of the `conflict` that asks the cashier before sending it again. The same
 * call with `confirmRetryOf: journalId` sends it.
 */
export const firstAttemptSchema = z.object({
  journalId: z.string(),
  /** The voucher (normalised): the code to send again. */
  code: z.string(),
  kind: z.enum(['redeem', 'charge']),
  amountCents: z.number().int(),
  createdAt: z.string(),
  error: z.string().nullable(),
});
export type FirstAttempt = z.infer<typeof firstAttemptSchema>;

/** One journal row as shown on screen and used for receipts. */
export const journalEntrySchema = z.object({
  id: z.string(),
  kind: journalKindSchema,
  state: journalStateSchema,
  /** Normalised voucher or promo code; null for orders and bookings. */
  code: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  balanceAfterCents: z.number().int().nullable(),
  /** Free credit added by a load or an activation. */
  freeCreditCents: z.number().int().nullable(),
  /** Purchase this redemption belongs to. */
  purchaseId: z.string().nullable(),
  /** Journal row this step undoes (cancellations). */
  refId: z.string().nullable(),
  /** Order id or booking id, once known. */
  externalId: z.string().nullable(),
  cashier: z.string().nullable(),
  terminal: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The service's message or our reason when failed. */
  error: z.string().nullable(),
  /** The failure's message by id (core-messages.ts) when the core named one: the words for `error`. */
  errorMessageId: coreMessageIdSchema.optional(),
  errorParams: messageParamsSchema.optional(),
  facts: decisionFactsSchema.nullable(),
  /** What the terminal asked when the service booked a different amount (`amountCents`); null when equal or not applicable. */
  askedCents: z.number().int().nullable().optional(),
  /** True when this step can still be undone from the terminal (and has not been). */
  cancellable: z.boolean(),
  /** True when a succeeded redemption came without the token its undo needs: only the back office can undo it. */
  backOfficeOnly: z.boolean().optional(),
  /** The service's note on this voucher (the balance's `extra`), when it gave one. */
  serviceNote: z.string().nullable().optional(),
  /** Why the stored row cannot be read back in full (shown as damaged, with its id); absent or null when it can. */
  damaged: z.string().nullable().optional(),
  /** The mode the step was made in (training rows are badged; they never count in a live closing). */
  mode: z.enum(['training', 'live']),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalMethods = {
  /** Today's journal rows of this terminal, newest first (of the mode in use; `view: 'training'` reads training rows in live mode). */
  'journal.today': method({
    input: z.object({ limit: z.number().int().positive().max(5000).optional(), view: z.enum(['current', 'training']).optional() }).strict(),
    output: z.object({ day: z.string(), entries: z.array(journalEntrySchema) }),
    role: 'cashier',
    doc: "Today's operations of this terminal, newest first",
  }),
  /** One journal row by id. */
  'journal.get': method({
    input: z.object({ id: idInputSchema }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'One journal row',
  }),
  /** Every row that is pending, uncertain or needs a decision (oldest first). */
  'journal.unresolved': method({
    input: z.object({}).strict(),
    output: z.object({ entries: z.array(journalEntrySchema) }),
    role: 'cashier',
    doc: 'Rows being verified or needing a decision',
  }),
  /** Journal rows of one voucher or promo code, newest first. */
  'journal.byCode': method({
    input: z.object({ code: z.string().min(1).max(64) }).strict(),
    output: z.object({ entries: z.array(journalEntrySchema) }),
    role: 'cashier',
    doc: 'Operations of one code',
  }),
  /** The cashier settles a needs_decision row with what they know (e.g. the customer's receipt). */
  'journal.decide': method({
    input: z.object({ id: idInputSchema, outcome: z.enum(['succeeded', 'not_applied']), note: z.string().max(500).optional() }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Settle a row that needs a decision',
  }),
  /** Checks every uncertain row now (confirms early, never decides "not applied" before the settle window); answers the counts. */
  'journal.reconcile': method({
    input: z.object({}).strict(),
    output: z.object({
      checked: z.number().int(),
      succeeded: z.number().int(),
      notApplied: z.number().int(),
      needsDecision: z.number().int(),
      stillUncertain: z.number().int(),
    }),
    role: 'cashier',
    doc: 'Verify uncertain steps now',
  }),
};

export const journalEvents = {
  /** A journal row was written or changed state (printing listens for final states). */
  'journal.changed': event({ payload: journalEntrySchema, doc: 'A journal row changed' }),
};
