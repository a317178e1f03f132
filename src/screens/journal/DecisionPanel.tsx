import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '../../../electron/core/contract';
import { useFormat } from '../../hooks/useLang';
import { DecisionMovements } from './DecisionMovements';

/** The facts the reconciler found and the two choices the cashier has. */
export function DecisionPanel({
  entry,
  busy,
  onDecide,
}: {
  entry: JournalEntry;
  busy: boolean;
  onDecide(outcome: 'succeeded' | 'not_applied'): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const facts = entry.facts;
  const money = (c: number | null | undefined) => (c === null || c === undefined ? '–' : f.money(c, entry.currency));
  return (
    <div className="panel panel-warn decision" data-testid="decision">
      <p>
        {/* The reason in the cashier's language; the core's own sentence when there is none. */}
        <strong data-testid="decision-reason">
          {facts?.reason ? t(`attribution.reason.${facts.reason}`) : (facts?.summary ?? t('uncertain.needsDecision'))}
        </strong>
      </p>
      {facts && (
        <dl className="facts small">
          {(
            [
              ['journal.balanceBefore', facts.balanceBeforeCents],
              ['journal.observedBalance', facts.observedBalanceCents],
              ['journal.expectedIfApplied', facts.expectedBalanceIfAppliedCents],
            ] as const
          )
            // Only the balances the reconciler actually knows (none for promo codes and orders).
            .filter(([, cents]) => cents !== null)
            .map(([key, cents]) => (
              <div key={key} className="facts-row">
                <dt>{t(key)}</dt>
                <dd>{money(cents)}</dd>
              </div>
            ))}
          <div className="facts-row">
            <dt>{t('journal.checkedAt')}</dt>
            <dd>{f.dateTime(facts.checkedAt)}</dd>
          </div>
        </dl>
      )}
      {facts?.movements && facts.movements.length > 0 && <DecisionMovements movements={facts.movements} currency={entry.currency} />}
      {facts?.notes.map((n, i) => (
        <p key={i} className="small">
          {n}
        </p>
      ))}
      <div className="actions">
        <button type="button" data-testid="decide-succeeded" disabled={busy} onClick={() => onDecide('succeeded')}>
          {t('journal.decideSucceeded')}
        </button>
        <button
          type="button"
          className="button-secondary"
          data-testid="decide-not-applied"
          disabled={busy}
          onClick={() => onDecide('not_applied')}
        >
          {t('journal.decideNotApplied')}
        </button>
      </div>
    </div>
  );
}
