import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnresolved } from '../../../electron/core/contract/constants';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { OpenReservationNote } from '../../components/OpenReservationNote';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useApp } from '../../app-context';
import { useCall } from '../../hooks/useCall';
import { useJournalFeed } from '../../hooks/useJournalEntry';
import { useOpenReservation } from '../../hooks/useOpenReservation';
import { DeactivatePanel } from './DeactivatePanel';
import { filterEntries, noFilter } from './filter';
import { JournalFilters } from './JournalFilters';
import { JournalRow } from './JournalRow';

/** Today's operations of this terminal; open and uncertain steps first. */
export function JournalScreen() {
  const { t } = useTranslation();
  const { status } = useApp();
  // In live mode the training rows stay readable in their own view (badged, never undone there).
  const [trainingView, setTrainingView] = useState(false);
  const [deactivating, setDeactivating] = useState(false);
  const view = trainingView && status.mode === 'live' ? 'training' : 'current';
  const { entries, error, loaded } = useJournalFeed(500, view);
  const call = useCall();
  const reservation = useOpenReservation();
  const [filter, setFilter] = useState(noFilter);
  const shown = filterEntries(entries, filter);
  const open = shown.filter((e) => isUnresolved(e.state));
  const rest = shown.filter((e) => !isUnresolved(e.state));
  return (
    <ScreenFrame title={t('tiles.journal')} testId="screen-journal">
      {error && (
        <p className="panel panel-bad" role="alert">
          {error}
        </p>
      )}
      <Busy busy={!loaded || call.busy} />
      {status.mode === 'live' && (
        <button
          type="button"
          className="button-secondary"
          data-testid="journal-training-toggle"
          aria-pressed={view === 'training'}
          onClick={() => setTrainingView((v) => !v)}
        >
          {view === 'training' ? t('journal.trainingView.showCurrent') : t('journal.trainingView.showTraining')}
        </button>
      )}
      {reservation && (
        <OpenReservationNote
          reservation={{ ...reservation, tickets: reservation.items.reduce((n, i) => n + i.quantity, 0) }}
          now={new Date()}
          testId="journal-open-reservation"
          link
        />
      )}
      <JournalFilters filter={filter} onChange={setFilter} entries={entries} shown={shown.length} />
      {/* At 1920×1080 the steps that need attention (with their decisions) sit beside today's list. */}
      <div className="wide-panes journal-panes">
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
          <h2 id="journal-today" data-view={view}>
            {view === 'training' ? t('journal.trainingView.trainingHeading') : t('journal.today')}
          </h2>
          {loaded && rest.length === 0 && <p className="muted">{t('journal.empty')}</p>}
          <ul className="journal-list" data-testid="journal-list">
            {rest.map((e) => (
              <JournalRow key={e.id} entry={e} />
            ))}
          </ul>
        </section>
      </div>
      {/* Below today's list: a rare step (a manager's PIN), never in the way of the rows. */}
      <button
        type="button"
        className="button-secondary"
        data-testid="journal-deactivate-toggle"
        aria-pressed={deactivating}
        onClick={() => setDeactivating((d) => !d)}
      >
        {t('journal.deactivateStock')}
      </button>
      {deactivating && (
        <section className="card" aria-label={t('journal.deactivateStock')} data-testid="journal-deactivate">
          <DeactivatePanel />
        </section>
      )}
    </ScreenFrame>
  );
}
