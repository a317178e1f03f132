// The money side of the day closing: per operation count, gross, cancelled and net, and
// per payment method what should be in the drawer and on the card terminal.
import { useTranslation } from 'react-i18next';
import type { ClosingReport } from '../../../electron/core/contract';
import { CountAmountTable } from './CountAmountTable';

interface Props {
  report: ClosingReport;
  money(cents: number): string;
}

/** Per operation: count, gross, cancelled, net (full width: the widest table). */
export function ClosingOperations({ report, money }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('manager.closingMoney.operations')}</h2>
      <table className="mgr-table" data-testid="closing-operations">
        <thead>
          <tr>
            <th>{t('manager.closing.kind')}</th>
            <th className="num">{t('manager.closing.count')}</th>
            <th className="num">{t('manager.closingMoney.gross')}</th>
            <th className="num">{t('manager.closingMoney.cancelled')}</th>
            <th className="num">{t('manager.closingMoney.net')}</th>
          </tr>
        </thead>
        <tbody>
          {report.operations.map((o) => (
            <tr key={o.group} data-group={o.group}>
              <td>{t(`manager.closingMoney.group.${o.group}`)}</td>
              <td className="num">{o.count}</td>
              <td className="num">{money(o.grossCents)}</td>
              <td className="num">{o.cancelledCount > 0 ? `${money(o.cancelledCents)} (${o.cancelledCount})` : money(o.cancelledCents)}</td>
              <td className="num">
                <strong>{money(o.netCents)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Per payment method: what should be in the drawer and on the card terminal. */
export function ClosingMethods({ report, money }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('manager.closingMoney.byMethod')}</h2>
      <CountAmountTable
        testId="closing-methods"
        head={[t('manager.closingMoney.method'), t('manager.closing.count'), t('manager.closing.amount')]}
        rows={report.byMethod.map((m) => ({
          key: m.method ?? '-',
          name: m.name,
          count: m.count,
          cents: m.amountCents,
          data: { 'data-method': m.method ?? '' },
        }))}
        money={money}
        strong
      />
    </>
  );
}
