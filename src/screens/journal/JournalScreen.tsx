import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useCall } from '../../hooks/useCall';
import { useJournalFeed } from '../../hooks/useJournalEntry';
import { filterEntries, noFilter } from './filter';
import { JournalFilters } from './JournalFilters';
import { JournalRow } from './JournalRow';

const unresolved = new Set<JournalEntry['state']>(['pending', 'uncertain', 'needs_decision']);

/** Today's operations of this terminal; open and uncertain ones first. */
export function JournalScreen() {
  const { t } = useTranslation();
  const { entries, error, loaded } = useJournalFeed();
  const call = useCall();
  const [filter, setFilter] = useState(noFilter);
  const shown = filterEntries(entries, filter);
  const open = shown.filter((e) => unresolved.has(e.state));
  const rest = shown.filter((e) => !unresolved.has(e.state));
  return (
    <ScreenFrame title={t('tiles.journal')} testId="screen-journal">
      {error && (
        <p className="panel panel-bad" role="alert">
          {error}
        </p>
      )}
      <Busy busy={!loaded || call.busy} />
      <JournalFilters filter={filter} onChange={setFilter} entries={entries} shown={shown.length} />
      {open.length > 0 && (
        <section aria-labelledby="journal-open" data-testid="journal-open">
          <h2 id="journal-open">{t('journal.open', { count: open.length })}</h2>
          <button type="button" data-testid="reconcile" disabled={call.busy} onClick={() => void call.run('journal.reconcile', {})}>
            {t('journal.verifyNow')}
          </button>
          <ErrorPanel error={call.error} />
          <ul className="journal-list">
            {open.map((e) => (
              <JournalRow key={e.id} entry={e} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="journal-today">
        <h2 id="journal-today">{t('journal.today')}</h2>
        {loaded && rest.length === 0 && <p className="muted">{t('journal.empty')}</p>}
        <ul className="journal-list" data-testid="journal-list">
          {rest.map((e) => (
            <JournalRow key={e.id} entry={e} />
          ))}
        </ul>
      </section>
    </ScreenFrame>
  );
}
