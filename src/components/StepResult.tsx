import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoreErrorOf, JournalEntry } from '../../electron/core/contract';
import { useApp } from '../app-context';
import { useJournalEntry } from '../hooks/useJournalEntry';
import { useFormat } from '../hooks/useLang';
import { ErrorWords } from './ErrorWords';

/** The one sentence for a step whose outcome is being verified ("Checking whether CHF 50.00 was taken …"). */
export function UncertainSentence({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation();
  const f = useFormat();
  const amount = entry.amountCents !== null ? f.money(entry.amountCents, entry.currency) : '';
  return (
    <div className="panel panel-warn" role="status" aria-live="polite" data-testid="uncertain">
      <span className="spinner" aria-hidden="true" /> {t(`uncertain.${entry.kind}`, { amount })}
      <p className="muted">{t('uncertain.noRetry')}</p>
    </div>
  );
}

/** The service booked another amount than the terminal asked (a discount, an older answer shape): both are shown. */
export function AskedBooked({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (entry.askedCents === null || entry.askedCents === undefined || entry.amountCents === null) return null;
  return (
    <p className="panel panel-warn" role="status" data-testid="asked-booked" data-asked={entry.askedCents} data-booked={entry.amountCents}>
      {t('askedBooked.differs', {
        asked: f.money(entry.askedCents, entry.currency),
        booked: f.money(entry.amountCents, entry.currency),
        difference: f.money(entry.amountCents - entry.askedCents, entry.currency),
      })}
    </p>
  );
}

/**
 * The outcome of a value step, followed live: succeeded shows `children`, uncertain shows one
 * sentence until the reconciler settles it, needs_decision points to the journal.
 */
export function StepResult({ entry: initial, children }: { entry: JournalEntry; children: (entry: JournalEntry) => ReactNode }) {
  const { t } = useTranslation();
  const entry = useJournalEntry(initial) ?? initial;
  switch (entry.state) {
    case 'succeeded':
      return (
        <div data-testid="step-succeeded">
          {children(entry)}
          <AskedBooked entry={entry} />
        </div>
      );
    case 'pending':
    case 'uncertain':
      return <UncertainSentence entry={entry} />;
    case 'not_applied':
      return (
        <div className="panel panel-bad" role="alert" data-testid="step-not-applied">
          {t('uncertain.notApplied')}
        </div>
      );
    case 'needs_decision':
      return (
        <div className="panel panel-warn" role="alert" data-testid="step-needs-decision">
          <p>{entry.facts?.summary ?? t('uncertain.needsDecision')}</p>
          <Link className="button" to="/journal">
            {t('tiles.journal')}
          </Link>
        </div>
      );
    case 'failed':
      return (
        <div className="panel panel-bad" role="alert" data-testid="error" data-error-code="service_refused">
          <strong>{t('errors.code.service_refused')}</strong>
          {entry.error && <ErrorWords said={{ message: entry.error, messageId: entry.errorMessageId, params: entry.errorParams }} />}
        </div>
      );
  }
}

/** An `uncertain` error: follows its journal row (details.journalId) until it is settled. */
export function UncertainFromError({ error }: { error: CoreErrorOf<'uncertain'> }) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const journalId = error.details?.journalId ?? null;
  const [entry, setEntry] = useState<JournalEntry | null>(null);
  useEffect(() => {
    if (!journalId) return;
    let alive = true;
    void bridge.call('journal.get', { id: journalId }).then((r) => {
      if (alive && r.ok) setEntry(r.value);
    });
    return () => {
      alive = false;
    };
  }, [bridge, journalId]);
  if (entry) return <StepResult entry={entry}>{() => <div className="panel panel-ok">{t('uncertain.resolvedDone')}</div>}</StepResult>;
  return (
    <div className="panel panel-warn" role="status" data-testid="uncertain">
      <span className="spinner" aria-hidden="true" /> {t('uncertain.generic')}
      <p className="muted">{t('uncertain.noRetry')}</p>
    </div>
  );
}
