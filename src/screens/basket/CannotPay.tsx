// Why a scanned voucher cannot pay, in the cashier's language: the service's known refusal (fully
// redeemed, cancelled, not paid, …), else what its balance and state say (nothing left on it, a step
// being verified); the service's own text only on its marked line.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ServiceText } from '../../components/ServiceReason';
import { refusalSentence } from '../../lib/service-words';
import type { Verdict } from '../check/verdict';

/** The reason as one sentence in `lang`. */
export function cannotPaySentence(v: Verdict, locked: boolean, t: TFunction, lang: string): string {
  if (v.reason && typeof v.reason === 'object') return refusalSentence(v.reason, lang);
  if (locked) return t('basket.cannotPay.locked');
  if (v.balanceCents === 0) return t('basket.cannotPay.empty');
  if (v.reason === 'unknown') return t('verdict.unknown');
  return t('verdict.noReason');
}

export function CannotPay({ verdict, locked }: { verdict: Verdict; locked: boolean }) {
  const { t, i18n } = useTranslation();
  const known = verdict.reason && typeof verdict.reason === 'object' ? verdict.reason : null;
  return (
    <p data-testid="ask-why-not">
      <strong>{t('verdict.no')}.</strong> {cannotPaySentence(verdict, locked, t, i18n.language)}{' '}
      {verdict.serviceText && <ServiceText text={verdict.serviceText} known={known} testId="ask-why-not" />}
    </p>
  );
}
