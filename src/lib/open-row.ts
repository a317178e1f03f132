// The open journal row a `locked` refusal names (`details.openRow`, written by the core's lock in
// electron/core/store/journal-locks.ts): read without zod so the cashier bundle stays small.
import { journalKinds, journalStates, type JournalKind, type JournalState } from '../../electron/core/contract/constants';

/** The row that keeps a step from being sent again. */
export interface OpenRowRef {
  journalId: string;
  kind: JournalKind;
  state: JournalState;
  createdAt: string;
}

const isKind = (v: unknown): v is JournalKind => typeof v === 'string' && (journalKinds as readonly string[]).includes(v);
const isState = (v: unknown): v is JournalState => typeof v === 'string' && (journalStates as readonly string[]).includes(v);

/** The open row of an error's details, or null when it names none. */
export function openRowOf(details: Record<string, unknown> | undefined): OpenRowRef | null {
  const o = details?.openRow;
  if (!o || typeof o !== 'object') return null;
  const journalId: unknown = Reflect.get(o, 'journalId');
  const kind: unknown = Reflect.get(o, 'kind');
  const state: unknown = Reflect.get(o, 'state');
  const createdAt: unknown = Reflect.get(o, 'createdAt');
  if (typeof journalId !== 'string' || !isKind(kind) || !isState(state) || typeof createdAt !== 'string') return null;
  return { journalId, kind, state, createdAt };
}
