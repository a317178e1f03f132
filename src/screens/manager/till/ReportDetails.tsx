// The details of a till report, on demand: how the expected cash is made up, vouchers accepted (and
// apart those handed to the back office), refunds, rounding, promo discounts, goods, per cashier
// (each with the cash their drawer should hold) and the orders by receipt number.
import { useTranslation } from 'react-i18next';
import type { SessionReport } from '../../../../electron/core/contract';
import { useFormat } from '../../../hooks/useLang';
import { CountAmountTable, type CountAmountRow } from '../CountAmountTable';

interface Props {
  report: SessionReport;
  money(cents: number): string;
}

export function ReportDetails({ report: r, money }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const s = r.split;
  const v = s.vouchersAccepted;
  const bo = s.backOffice;
  // Cash given back is told once, by the drawer's row: the refunds row tells what went back otherwise.
  const refunded = s.refunds.cardCents + s.refunds.otherCents;
  const rows: CountAmountRow[] = [
    { key: 'float', name: t('till.float'), count: null, cents: r.drawer.floatCents },
    { key: 'taken', name: t('till.cashTaken'), count: null, cents: s.cash.takenCents },
    { key: 'change', name: t('till.change'), count: null, cents: -s.cash.changeCents },
    { key: 'cash-refunds', name: t('till.cashRefunds'), count: null, cents: -s.cash.refundsCents },
    { key: 'vouchers', name: t('till.vouchersAccepted'), count: v.count, cents: v.amountCents, data: { 'data-row': 'vouchers' } },
    ...(v.complimentaryCents ? [{ key: 'compl', name: t('till.complimentary'), count: null, cents: v.complimentaryCents }] : []),
    ...(v.derecognizedCents ? [{ key: 'derec', name: t('till.derecognized'), count: null, cents: v.derecognizedCents }] : []),
    // Handed to the back office: apart from the vouchers accepted (they pay no order).
    ...(bo.count !== 0 || bo.amountCents !== 0
      ? [{ key: 'back-office', name: t('till.backOffice'), count: bo.count, cents: bo.amountCents, data: { 'data-row': 'back-office' } }]
      : []),
    { key: 'refunds', name: t('till.refunds'), count: s.refunds.count, cents: -refunded, data: { 'data-row': 'refunds' } },
    { key: 'rounding', name: t('till.rounding'), count: null, cents: s.roundingCents, data: { 'data-row': 'rounding' } },
    { key: 'promo', name: t('till.promo'), count: s.promo.count, cents: -s.promo.discountCents, data: { 'data-row': 'promo' } },
    { key: 'goods', name: t('till.goods'), count: s.goods.count, cents: s.goods.amountCents },
  ];
  const head: [string, string, string] = [t('till.item'), t('manager.closing.count'), t('manager.closing.amount')];
  return (
    <details className="till-details" data-testid="till-details">
      <summary>{t('till.details')}</summary>
      <CountAmountTable testId="till-detail-table" head={head} rows={rows} money={money} />
      <h3>{t('manager.closing.byCashier')}</h3>
      <CountAmountTable
        testId="till-cashiers"
        head={[t('till.cashier'), t('till.orders'), t('till.expectedCash')]}
        rows={r.byCashier.map((c) => ({
          key: c.cashier ?? '-',
          name: c.cashier ?? t('manager.closing.openTill'),
          count: c.split.orders.finished,
          cents: c.expectedCashCents,
        }))}
        money={money}
      />
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
                  <td className="num">{money(o.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </details>
  );
}
