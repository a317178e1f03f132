// The verdict of a check, full width, and the next steps the voucher's statuses allow; each step
// opens the basket with the code handed over (the check itself never touches an order).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { VoucherLookup } from '../../../electron/core/contract';
import { ServiceText } from '../../components/ServiceReason';
import { refusalSentence } from '../../lib/service-words';
import { handOver } from '../../hooks/useHandedCode';
import { useFormat } from '../../hooks/useLang';
import { verdictOf } from './verdict';

export function VerdictPanel({ v }: { v: VoucherLookup }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const verdict = verdictOf(v);
  const amount = verdict.balanceCents !== null ? f.money(verdict.balanceCents, verdict.currency) : '–';
  const known = verdict.reason && typeof verdict.reason === 'object' ? verdict.reason : null;
  let headline: string;
  if (verdict.kind === 'ok') headline = t('verdict.ok', { amount });
  else if (verdict.kind === 'careful') headline = t('verdict.careful', { amount, date: f.date(v.info?.validUntil) });
  else headline = t('verdict.no');
  let detail: string | null = null;
  if (verdict.kind === 'no') {
    if (known) detail = refusalSentence(known, f.lang);
    else detail = verdict.reason === 'unknown' ? t('verdict.unknown') : t('verdict.noReason');
  }
  const go = (path: string) => void navigate(path, { state: handOver(v.code) });
  return (
    <section className={`verdict verdict-${verdict.kind}`} role="status" data-testid="verdict" data-verdict={verdict.kind}>
      <p className="verdict-headline" data-testid="verdict-headline">
        {headline}
      </p>
      {detail && (
        <p className="verdict-detail" data-testid="verdict-reason">
          {detail}
        </p>
      )}
      {v.fromCache && (
        <p className="verdict-detail" data-testid="verdict-as-of">
          {[
            t('verdict.asOf', { date: f.dateTime(v.fetchedAt) }),
            v.ownSteps?.payments ? t('verdict.ownPayments', { count: v.ownSteps.payments }) : null,
            v.ownSteps?.loads ? t('verdict.ownLoads', { count: v.ownSteps.loads }) : null,
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
      )}
      {verdict.serviceText && <ServiceText text={verdict.serviceText} known={known} testId="verdict" />}
      {v.redeem?.note && (
        <p className="verdict-detail" data-testid="verdict-service-note">
          {t('answers.serviceNote', { note: v.redeem.note })}
        </p>
      )}
      {(verdict.canPay || verdict.canLoad || verdict.canActivate) && (
        <div className="actions verdict-actions">
          {verdict.canPay && (
            <button type="button" data-testid="next-pay" onClick={() => go('/basket?add=pay')}>
              {t('verdict.payWith')}
            </button>
          )}
          {verdict.canLoad && (
            <button type="button" className="button-secondary" data-testid="next-load" onClick={() => go('/basket?add=load')}>
              {t('verdict.loadIt')}
            </button>
          )}
          {verdict.canActivate && (
            <button type="button" className="button-secondary" data-testid="next-activate" onClick={() => go('/basket?add=activate')}>
              {t('verdict.activateIt')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
