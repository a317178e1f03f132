// Steps and orders still open, listed first: the till cannot be closed while one is.
import { useTranslation } from 'react-i18next';
import type { OpenItem } from '../../../../electron/core/contract';
import { useFormat } from '../../../hooks/useLang';

export function OpenItems({ items, currency }: { items: readonly OpenItem[]; currency: string | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (items.length === 0) return null;
  return (
    <section className="panel panel-warn" data-testid="till-open-items">
      <h2>{t('till.openItems')}</h2>
      <p>{t('till.closeRefused')}</p>
      <table className="mgr-table">
        <tbody>
          {items.map((o) => (
            <tr key={o.type === 'step' ? o.journalId : o.orderId} data-receipt={o.receipt}>
              <td>{f.dateTime(o.createdAt)}</td>
              <td className="code-text">{o.receipt}</td>
              <td>{o.type === 'step' ? t(`journal.kind.${o.kind}`) : t('till.order')}</td>
              <td className="mgr-bad">{o.type === 'step' ? t(`journal.state.${o.state}`) : t(`till.state.${o.state}`)}</td>
              <td>{o.cashier ?? ''}</td>
              <td className="num">
                {o.type === 'step' ? (o.amountCents === null ? '–' : f.money(o.amountCents, currency)) : f.money(o.totalCents, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
