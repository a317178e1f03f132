// Which contract method undoes a journal row of each kind (the journal screen and a finished step's undo button).
import type { JournalEntry } from '../../electron/core/contract';
import { journalKinds, undoKinds } from '../../electron/core/contract/constants';
import type { CallState } from '../hooks/useCall';

/** Runs the undo of a cancellable row; answers the new journal row or null (error kept in `call`). */
export async function undoEntry(call: CallState, e: JournalEntry): Promise<JournalEntry | null> {
  switch (e.kind) {
    case 'redeem':
      return call.run('redemption.cancel', { journalId: e.id });
    case 'charge':
      return call.run('charge.cancel', { journalId: e.id });
    case 'activate':
      return e.code ? call.run('depot.deactivate', { code: e.code }) : null;
    case 'order':
      return call.run('sale.cancel', { journalId: e.id });
    case 'promo_redeem':
      return call.run('promo.cancel', { journalId: e.id });
    default:
      return null;
  }
}

/** Kinds the journal screen can undo: every kind the contract can undo except bookings (cancelled on the tickets screens). */
export const undoableKinds = new Set<JournalEntry['kind']>(journalKinds.filter((k) => k in undoKinds && k !== 'book'));
