// The details of a till report, on demand: the same rows per cashier (each with the cash their
// drawer should hold) and the orders by receipt number.
import { useTranslation } from 'react-i18next';
import type { SessionReport, ZRow } from '../../../../electron/core/contract';
import { useFormat } from '../../../hooks/useLang';
import { ZRowsTable } from './ZRowsTable';

interface Props {
  report: SessionReport;
  /** The report's rows of its cashiers. */
  rows: readonly ZRow[];
}

export function ReportDetails({ report: r, rows }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <details className="till-details" data-testid="till-details">
      <summary>{t('till.details')}</summary>
      <ZRowsTable rows={rows} currency={r.currency} testId="till-cashiers" />
      {r.orders.length > 0 && (
        <>
          <h3>{t('till.orders')}</h3>
          <table className="mgr-table" data-testid="till-orders">
            <tbody>
              {r.orders.map((o) => (
                <tr key={o.receipt} data-receipt={o.receipt}>
                  <td>{f.dateTime(o.at)}</td>
                  <td className="code-text">{o.receipt}</td>
                  <td>{o.refund ? t('till.refund') : t(`till.state.${o.state}`)}</td>
                  <td>{o.cashier ?? ''}</td>
                  <td className="num">{f.money(o.totalCents, r.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </details>
  );
}
