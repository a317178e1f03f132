import { useTranslation } from 'react-i18next';
import type { VoucherLookup } from '../../electron/core/contract';
import { useFormat } from '../hooks/useLang';
import { SafeHtml } from './SafeHtml';
import { ServiceReason } from './ServiceReason';

/** Everything the service said about a voucher; cached answers carry their age. */
export function VoucherCard({ v }: { v: VoucherLookup }) {
  const { t } = useTranslation();
  const f = useFormat();
  const currency = v.redeem?.currency ?? null;
  const balance = v.redeem?.balanceCents ?? v.info?.balanceCents ?? v.charge?.balanceCents ?? null;
  return (
    <section className="card voucher-card" aria-labelledby="voucher-card-title" data-testid="voucher-card" data-code={v.code}>
      <div className="card-head">
        <h2 id="voucher-card-title">{v.info?.name ?? t('check.unnamed')}</h2>
        <span className="code-text" data-testid="voucher-code">
          {v.codeFormatted}
        </span>
      </div>
      {v.fromCache && (
        <p className="panel panel-warn" data-testid="from-cache">
          {t('verdict.asOf', { date: f.dateTime(v.fetchedAt) })} {t('check.cachedHint')}
        </p>
      )}
      {v.locked && (
        <p className="panel panel-warn" data-testid="locked">
          {t('errors.code.locked')}
        </p>
      )}
      <dl className="facts">
        <dt>{t('check.balance')}</dt>
        <dd className="big" data-testid="balance">
          {balance !== null ? f.money(balance, currency) : '–'}
        </dd>
        {v.info && (
          <>
            <dt>{t('check.validUntil')}</dt>
            <dd data-testid="valid-until">
              {v.info.validUntil ? f.date(v.info.validUntil) : '–'}
              {v.info.expired && (
                <strong className="flag flag-warn" data-testid="expired">
                  {' '}
                  {t('check.expired')}
                </strong>
              )}
            </dd>
            <dt>{t('check.redeemed')}</dt>
            <dd data-testid="redeemed">{v.info.isRedeemed ? t('common.yes') : t('common.no')}</dd>
          </>
        )}
        {v.redeem && (
          <>
            <dt>{t('check.canPay')}</dt>
            <dd data-testid="can-pay" data-value={v.redeem.isRedeemable ? 'yes' : 'no'}>
              {v.redeem.isRedeemable ? t('common.yes') : t('common.no')}
              <ServiceReason text={v.redeem.message} testId="can-pay" />
            </dd>
          </>
        )}
        {v.charge && (
          <>
            <dt>{t('check.canLoad')}</dt>
            <dd data-testid="can-load" data-value={v.charge.canBeCharged ? 'yes' : 'no'}>
              {v.charge.canBeCharged ? t('common.yes') : t('common.no')}
              <ServiceReason text={v.charge.message} testId="can-load" />
            </dd>
          </>
        )}
      </dl>
      {v.info?.description && <SafeHtml className="description" testId="description" html={v.info.description} />}
    </section>
  );
}
