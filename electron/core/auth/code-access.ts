// Who may see a voucher's full code on screen outside the step itself. A full code is the voucher
// (whoever has it can spend it), so screens that show a code again later follow the same rule as
// the reprint of a full-code slip: a manager session sees it; anyone else sees the last four
// characters. Before the first manager PIN exists there is nobody to ask (fresh terminal,
// training): codes are shown, as the reprint then passes too.
import type { JournalEntry } from '../contract';
import type { Caller, EventGate } from '../contract/calls';
import { maskCode } from '../printing/format';
import type { Db } from '../store/database';
import { countPinUsers } from '../store/pins';
import { cashierPinsRequired, resolveCaller } from './session';

/** True when this caller may see full codes in previews of receipts already printed. */
export function maySeeFullCodes(db: Db, caller: Caller | null | undefined): boolean {
  if (caller?.user?.role === 'manager') return true;
  return countPinUsers(db, 'manager') === 0;
}

/**
 * What a live session may hear on the event stream: `full` rows when it may read the journal
 * anyway (a user session, or the open till while no cashier PIN exists: the same rule as the
 * cashier role), `masked` rows (code to its last four, no balances or facts) for an open-till
 * session waiting at the login; `none` without a live session.
 */
export function eventAccessOf(db: Db, caller: Caller | null | undefined): 'none' | 'masked' | 'full' {
  if (!caller) return 'none';
  if (caller.user || !cashierPinsRequired(db)) return 'full';
  return 'masked';
}

/** A journal row as an open-till session at the login may hear it: that a row changed, not its code or balances. */
function maskedRow(row: JournalEntry): JournalEntry {
  return { ...row, code: row.code === null ? null : maskCode(row.code), balanceAfterCents: null, facts: null };
}

/** The event gate of the transports (host/events.ts, the gate's type in contract/calls.ts): sessions resolved here, per event. */
export function eventGate(db: Db, now: () => Date): EventGate {
  const callerOf = (session: string) => resolveCaller(db, { session }, now());
  return {
    admits: (session) => callerOf(session) !== null,
    view(session, event, payload) {
      const access = eventAccessOf(db, callerOf(session));
      if (access === 'none') return undefined;
      if (access === 'full' || event !== 'journal.changed') return payload;
      return maskedRow(payload as JournalEntry);
    },
  };
}
