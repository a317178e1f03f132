// The closing's comparison with the service's redemption list, in three lists: this terminal's
// redemptions found at the service, the real differences (this terminal's rows missing or different
// at the service), and redemptions of other tills / the back office / the web shop (information).
import { useTranslation } from 'react-i18next';
import type { ClosingReport } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { formatDateTime, formatMoney } from '../../lib/format';
import { SharedKeyWarning } from './KeyUserSection';

type Check = ClosingReport['crossCheck'];

function Mismatches({ rows, testId, title }: { rows: Check['localOnly']; testId: string; title: string }) {
  const { t } = useTranslation();
  const { status } = useApp();
  if (rows.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <table className="mgr-table" data-testid={testId}>
        <thead>
          <tr>
            <th>{t('manager.closing.code')}</th>
            <th className="num">{t('manager.closing.local')}</th>
            <th className="num">{t('manager.closing.service')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.code} data-code={m.code}>
              <td className="code-text">{m.code}</td>
              <td className="num">{formatMoney(m.localCents, status.currency, status.language)}</td>
              <td className="num">{formatMoney(m.serviceCents, status.currency, status.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The cross-check section of the day closing. */
export function ClosingCrossCheck({ check }: { check: Check }) {
  const { t } = useTranslation();
  const { status } = useApp();
  const money = (c: number) => formatMoney(c, status.currency, status.language);
  return (
    <section className="mgr-section" data-testid="closing-crosscheck" data-state={check.state}>
      <h2>{t('manager.closing.crossCheck')}</h2>
      <p className={check.state === 'ok' ? 'mgr-ok' : 'mgr-bad'}>{t(`manager.closing.check.${check.state}`, { count: check.matched })}</p>
      {check.message && <p>{check.message}</p>}
      {check.sharedKey && <SharedKeyWarning code={check.sharedKey.code} at={check.sharedKey.at} />}
      {check.state !== 'unavailable' && (
        <p className="mgr-note" data-testid="closing-matched-by">
          {check.userId ? t('manager.closingCheck.byUser', { user: check.userId }) : t('manager.closingCheck.byCodeAmountTime')}
        </p>
      )}
      {check.matchedItems.length > 0 && (
        <>
          <h3>{t('manager.closingCheck.matched')}</h3>
          <table className="mgr-table" data-testid="closing-matched">
            <tbody>
              {check.matchedItems.map((m) => (
                <tr key={`${m.code}-${m.redeemedAt}`} data-code={m.code}>
                  <td className="code-text">{m.code}</td>
                  <td>{formatDateTime(m.redeemedAt, status.language)}</td>
                  <td className="num">{money(m.serviceCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <Mismatches rows={check.localOnly} testId="closing-local-only" title={t('manager.closing.localOnly')} />
      <Mismatches rows={check.serviceOnly} testId="closing-service-only" title={t('manager.closing.serviceOnly')} />
      {check.otherTills.length > 0 && (
        <>
          <h3>{t('manager.closingCheck.otherTills')}</h3>
          <p className="mgr-note">{t('manager.closingCheck.otherTillsNote')}</p>
          <table className="mgr-table" data-testid="closing-other-tills">
            <thead>
              <tr>
                <th>{t('manager.closing.code')}</th>
                <th>{t('manager.closingCheck.till')}</th>
                <th>{t('manager.closingCheck.time')}</th>
                <th className="num">{t('manager.closing.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {check.otherTills.map((o) => (
                <tr key={`${o.code}-${o.redeemedAt}-${o.cents}`} data-code={o.code}>
                  <td className="code-text">{o.code}</td>
                  <td>{o.storeTill ?? o.user ?? t('manager.closingCheck.unknownTill')}</td>
                  <td>{formatDateTime(o.redeemedAt, status.language)}</td>
                  <td className="num">{money(o.cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
