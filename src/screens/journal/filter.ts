// Pure rules of the journal search: by code (any part, dashes and case ignored), kind, state and cashier.
import type { JournalEntry, JournalKind, JournalState } from '../../../electron/core/contract';

export interface JournalFilter {
  code: string;
  kind: JournalKind | '';
  state: JournalState | '';
  cashier: string;
}

export const noFilter: JournalFilter = { code: '', kind: '', state: '', cashier: '' };

const plain = (s: string) => s.toUpperCase().replace(/[\s-]/g, '');

/** The entries that match every field that is set. */
export function filterEntries(entries: JournalEntry[], f: JournalFilter): JournalEntry[] {
  const code = plain(f.code);
  return entries.filter(
    (e) =>
      (code === '' || plain(e.code ?? '').includes(code) || plain(e.externalId ?? '').includes(code)) &&
      (f.kind === '' || e.kind === f.kind) &&
      (f.state === '' || e.state === f.state) &&
      (f.cashier === '' || (e.cashier ?? '') === f.cashier),
  );
}

/** The cashiers that appear in the entries, sorted. */
export function cashiersOf(entries: JournalEntry[]): string[] {
  return [...new Set(entries.map((e) => e.cashier).filter((c): c is string => !!c))].sort();
}
