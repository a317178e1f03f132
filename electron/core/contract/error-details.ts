// The details of each error code: what the renderer may read on a refusal, typed per code, so a
// screen reads `error.details.openRows` after checking `error.code` and never casts. Every field
// is optional: a code is thrown from several places and each names what it knows.
import { z } from 'zod';
import { firstAttemptSchema, journalKindSchema, journalStateSchema } from './journal';
import { serviceCheckSchema } from './settings';
import { openItemSchema } from './till-reports';

/** What a failure of the voucher service adds (service/errors.ts `toCoreError`). */
const serviceFailure = {
  /** The service's `error_code` (or the kind of failure when it sent none). */
  serviceCode: z.string(),
  kind: z.string(),
  endpoint: z.string(),
  status: z.number().int(),
  /** The journal row of the value step that failed. */
  journalId: z.string(),
};

/** The voucher (or other code) a refusal is about. */
const subject = { code: z.string() };

/** The order (and its line or tender) a refusal of the counter sale is about. */
const orderSubject = { orderId: z.string(), lineId: z.string(), tenderId: z.string() };

/** One open step named in the refusal of a training/live switch. */
export const openRowSchema = z.object({
  id: z.string(),
  /** A journal kind, or `open_sale` for an open order with money on it. */
  kind: z.string(),
  state: z.string(),
  code: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type OpenRow = z.infer<typeof openRowSchema>;

/** The open journal row a `locked` refusal names: the same step still pending, uncertain or needing a decision. */
export const lockedStepSchema = z.object({
  journalId: z.string(),
  kind: journalKindSchema,
  state: journalStateSchema,
  createdAt: z.string(),
  code: z.string().nullable(),
});
export type LockedStep = z.infer<typeof lockedStepSchema>;

export const errorDetailsSchemas = {
  invalid_input: z
    .object({
      ...serviceFailure,
      ...subject,
      minDigits: z.number().int(),
      /** A booking's category the slot has no price for. */ categoryId: z.string(),
      /** At most this is left to pay on the order. */ restCents: z.number().int(),
    })
    .partial(),
  unknown_method: z.never(),
  unauthorized: z
    .object({
      /** What the call needs: a session at all, a cashier or a manager. */
      needs: z.enum(['session', 'cashier', 'manager']),
      /** Wrong PIN: tries left before the lock, when the next try is taken, the till's own lock. */
      remaining: z.number().int(),
      retryAt: z.string(),
      clientLockedUntil: z.string(),
      /** A refusal the screen names: `wrong_recovery_code`. */
      reason: z.string(),
    })
    .partial(),
  forbidden: z
    .object({
      needs: z.enum(['manager', 'manager_pin']),
      action: z.string(),
      ...orderSubject,
      /** A cashier's close refused: the setting lets only managers close, or the session holds other cashiers' sales. */
      reason: z.enum(['cashier_close_off', 'other_cashiers']),
      /** The other cashiers whose sales are in the session. */
      cashiers: z.array(z.string()),
    })
    .partial(),
  offline: z.object({ ...serviceFailure, ...subject }).partial(),
  service_refused: z
    .object({
      ...serviceFailure,
      ...subject,
      serviceMessage: z.string().nullable(),
      /** A refusal the terminal explains itself (e.g. `no_event_level_availability`). */
      reason: z.string(),
      orderId: z.string(),
      /** The live check that refused a switch to live. */
      check: serviceCheckSchema,
    })
    .partial(),
  service_unavailable: z.object({ ...serviceFailure }).partial(),
  uncertain: z
    .object({
      ...serviceFailure,
      /** The answer came but could not be written (disk full, I/O error): the step is being checked. */
      reason: z.literal('journal_write_failed'),
    })
    .partial(),
  not_found: z.object({ ...serviceFailure }).partial(),
  conflict: z
    .object({
      ...serviceFailure,
      ...subject,
      /** The state the subject is in (a booking, a purchase). */
      state: z.string(),
      /** The open reservation in the way. */
      id: z.string(),
      /** A training/live switch refused: the open steps, from which mode to which. */
      openRows: z.array(openRowSchema),
      from: z.enum(['training', 'live']),
      to: z.enum(['training', 'live']),
      /** A closing refused: how many purchases and steps are still open. */
      openPurchases: z.number().int(),
      open: z.number().int(),
      /** The same step tried earlier today and not applied: asked before it is sent again. */
      firstAttempt: firstAttemptSchema,
      /** A refusal the screen names: `no_recovery_code`. */
      reason: z.string(),
      /** A purchase being cancelled; the lines of a purchase not given back; a slot not offered. */
      purchaseId: z.string(),
      journalIds: z.array(z.string()),
      startsAt: z.string(),
      /** A purchase with a voucher payment only the back office can undo (no token): its amount. */
      backOfficeOnly: z.boolean(),
      amountCents: z.number().int(),
      ...orderSubject,
      /** An order not covered yet: still to pay, and as asked in cash. */
      restCents: z.number().int(),
      cashDueCents: z.number().int(),
      /** A till close refused (reason `open_items`): the steps and orders still open, listed first on the Z screen. */
      openItems: z.array(openItemSchema),
    })
    .partial(),
  locked: z
    .object({
      ...subject,
      /** PIN entry locked: until when, for the user or the whole till. */
      lockedUntil: z.string(),
      scope: z.enum(['user', 'client']),
      /** A purchase waits for a step being verified: which, and its amount. */
      waitingFor: z.literal('verification'),
      amountCents: z.number().int(),
      currency: z.string().nullable(),
      journalId: z.string(),
      /** Why: `recovery_busy`, `session_starts`, `sessions_full` (PIN locks name none); when to try again. */
      reason: z.string(),
      retryAt: z.string(),
      /** The same step is still open: nothing is sent again until it is settled (store/journal-locks.ts). */
      openRow: lockedStepSchema,
      ...orderSubject,
    })
    .partial(),
  internal: z.never(),
} as const;

type DetailsSchemas = typeof errorDetailsSchemas;
/** The details an error of code `C` may carry. */
export type ErrorDetails<C extends keyof DetailsSchemas> = z.infer<DetailsSchemas[C]>;
