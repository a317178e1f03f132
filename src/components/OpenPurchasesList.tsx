import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/useLang';
import { ConfirmButton } from './ConfirmButton';

/** What the list needs of an open purchase (the contract's Purchase and the closing's entry both fit). */
export interface OpenPurchaseItem {
  id: string;
  totalCents: number;
  paidCents: number;
  unresolvedCents: number;
  currency: string | null;
  cashier: string | null;
  createdAt: string;
}

/** Whole minutes between two instants (never negative). */
export function ageMinutes(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000));
}

/** A Cancel button per row (asks first): every voucher of the purchase gets its amount back. */
export interface CancelPurchase {
  disabled: boolean;
  testId: string;
  onCancel(purchaseId: string): void;
}

/** Open purchases with their age, total and amount taken; `cancel` adds a Cancel button per row. */
export function OpenPurchasesList({
  purchases,
  now,
  testId,
  className = 'table',
  cancel,
}: {
  purchases: readonly OpenPurchaseItem[];
  now: Date;
  testId: string;
  className?: string;
  cancel?: CancelPurchase;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('openSale.started')}</th>
          <th scope="col" className="num">
            {t('pay.total')}
          </th>
          <th scope="col" className="num">
            {t('pay.paidByVoucher')}
          </th>
          <th scope="col">{t('common.state')}</th>
          {cancel && <th scope="col" />}
        </tr>
      </thead>
      <tbody>
        {purchases.map((p) => (
          <tr key={p.id} data-testid="open-purchase" data-purchase-id={p.id} data-paid-cents={p.paidCents}>
            <td>
              {f.dateTime(p.createdAt)} ·{' '}
              <span data-testid="open-purchase-age">{t('openSale.age', { minutes: ageMinutes(p.createdAt, now) })}</span>
              {p.cashier ? ` · ${p.cashier}` : ''}
            </td>
            <td className="num">{f.money(p.totalCents, p.currency)}</td>
            <td className="num">{f.money(p.paidCents, p.currency)}</td>
            <td>{p.unresolvedCents > 0 ? t('openSale.checking', { amount: f.money(p.unresolvedCents, p.currency) }) : ''}</td>
            {cancel && (
              <td>
                <ConfirmButton
                  label={t('openSale.managerCancel')}
                  question={t('openSale.managerCancelConfirm')}
                  yesLabel={t('common.yesCancel')}
                  disabled={cancel.disabled}
                  testId={cancel.testId}
                  onConfirm={() => cancel.onCancel(p.id)}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
