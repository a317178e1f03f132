// The day closing's "asked ≠ booked" list: voucher orders and stock voucher activations
// the service booked at another amount than the terminal asked, with both amounts and the difference.
import { useTranslation } from 'react-i18next';
import type { ClosingReport } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { formatDateTime, formatMoney } from '../../lib/format';

export function ClosingAskedBooked({ list }: { list: ClosingReport['askedBooked'] }) {
  const { t } = useTranslation();
  const { status } = useApp();
  if (list.length === 0) return null;
  const money = (c: number, currency: string | null) => formatMoney(c, currency ?? status.currency, status.language);
  return (
    <section className="mgr-section" data-testid="closing-asked-booked">
      <h2>{t('closingAskedBooked.title')}</h2>
      <p className="mgr-note">{t('closingAskedBooked.note')}</p>
      <table className="mgr-table">
        <thead>
          <tr>
            <th>{t('closingAskedBooked.time')}</th>
            <th>{t('manager.closing.kind')}</th>
            <th>{t('manager.closing.code')}</th>
            <th className="num">{t('closingAskedBooked.asked')}</th>
            <th className="num">{t('closingAskedBooked.booked')}</th>
            <th className="num">{t('closingAskedBooked.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((a) => (
            <tr key={a.id} data-testid="closing-asked-booked-row" data-asked={a.askedCents} data-booked={a.bookedCents}>
              <td>{formatDateTime(a.createdAt, status.language)}</td>
              <td>{t(`journal.kind.${a.kind}`, { defaultValue: a.kind })}</td>
              <td className="code-text">{a.code ?? ''}</td>
              <td className="num">{money(a.askedCents, a.currency)}</td>
              <td className="num">{money(a.bookedCents, a.currency)}</td>
              <td className="num mgr-bad">
                {a.bookedCents > a.askedCents ? '+' : ''}
                {money(a.bookedCents - a.askedCents, a.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
