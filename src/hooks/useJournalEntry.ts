// Follows one journal row live: an uncertain step resolves in place when the reconciler settles it.
import { useEffect, useState } from 'react';
import type { JournalEntry } from '../../electron/core/contract';
import { useApp } from '../app-context';
import { useTranslation } from 'react-i18next';
import { errorLine } from '../lib/core-words';

export function useJournalEntry(initial: JournalEntry | null): JournalEntry | null {
  const { bridge } = useApp();
  const [entry, setEntry] = useState(initial);
  // A new row handed in replaces the followed one (adjusted while rendering, no effect needed).
  const [given, setGiven] = useState(initial);
  if (given !== initial) {
    setGiven(initial);
    setEntry(initial);
  }
  const id = initial?.id;
  useEffect(() => {
    if (!id) return;
    return bridge.on('journal.changed', (row) => {
      if (row.id === id) setEntry(row);
    });
  }, [bridge, id]);
  return entry;
}

/** Rows of today's journal (of the mode in use, or the training rows with `view: 'training'`), refreshed on every change event. */
export function useJournalFeed(
  limit = 500,
  view: 'current' | 'training' = 'current',
): { entries: JournalEntry[]; refresh(): void; error: string | null; loaded: boolean } {
  const { bridge, status } = useApp();
  const mode = view === 'training' ? 'training' : status.mode;
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const { i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let alive = true;
    void bridge.call('journal.today', { limit, view }).then((r) => {
      if (!alive) return;
      setLoaded(true);
      if (r.ok) {
        setEntries(r.value.entries);
        setError(null);
      } else setError(errorLine(r.error, i18n.t, i18n.language));
    });
    return () => {
      alive = false;
    };
  }, [bridge, i18n, limit, view, tick]);
  useEffect(
    () =>
      bridge.on('journal.changed', (row) => {
        if (row.mode !== mode) return; // rows of the other mode never mix into this list
        setEntries((list) => (list.some((e) => e.id === row.id) ? list.map((e) => (e.id === row.id ? row : e)) : [row, ...list]));
        // An undo changes the row it refers to (no longer cancellable) without an event of its own.
        if (row.refId && row.state !== 'pending') setTick((n) => n + 1);
      }),
    [bridge, mode],
  );
  return { entries, error, loaded, refresh: () => setTick((n) => n + 1) };
}
