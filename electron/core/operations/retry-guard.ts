// A retry after "not applied" asks first: the reconciler's "not applied" rests on what
// the service showed, and another till's step or a very late commit can hide ours. When the same
// voucher, kind and amount was tried today and decided not applied, the step is refused with the
// first attempt as facts (`conflict` with `details.firstAttempt`) until the cashier confirms it by
// sending the same call with `confirmRetryOf` set to that attempt's journal id.
import { CoreError, type FirstAttempt } from '../contract';
import { say } from '../contract/core-messages';
import type { Db } from '../store/database';
import { listByCode, terminalDay, type JournalRow } from '../store/journal';

/** Throws the question unless the latest not-applied attempt of the same step today was confirmed. */
export function assertRetryConfirmed(
  db: Db,
  step: { kind: 'redeem' | 'charge'; code: string; amountCents: number; now: Date },
  confirmRetryOf: string | undefined,
): void {
  const day = terminalDay(db, step.now);
  const first: JournalRow | undefined = listByCode(db, step.code).find(
    (r) => r.kind === step.kind && r.state === 'not_applied' && r.amountCents === step.amountCents && r.day === day,
  );
  if (!first || first.id === confirmRetryOf) return;
  const firstAttempt: FirstAttempt = {
    journalId: first.id,
    code: step.code,
    kind: step.kind,
    amountCents: step.amountCents,
    createdAt: first.createdAt,
    error: first.error,
  };
  throw new CoreError('conflict', say('retryNeedsConfirm'), false, {
    code: step.code,
    firstAttempt,
  });
}
