// Several stock vouchers sold as one sale (issue 12): each voucher looked up and added to the sale
// (the same code twice is refused at once), then all activated in turn with one total, one payment
// method and one receipt; the sale can be cancelled as a whole (every voucher deactivated).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '../../../electron/core/contract';
import { formatVoucherCode, sameVoucherCode } from '../../../electron/core/contract/codes';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { PaymentMethodPicker, type PaymentChoice } from '../../components/PaymentMethodPicker';
import { ReceiptPreview } from '../../components/ReceiptPreview';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';

/** One voucher waiting in the sale. */
export interface SaleItem {
  code: string;
  amountCents: number;
  free: boolean;
  currency: string | null;
}

/** True when the code is already in the sale. */
export function inSale(items: SaleItem[], code: string): boolean {
  return items.some((i) => sameVoucherCode(i.code, code));
}

type Sale = MethodOutput<'depot.sale'>;

export function StockSale({
  items,
  onRemove,
  onDone,
  pay,
}: {
  items: SaleItem[];
  onRemove(code: string): void;
  onDone(): void;
  pay: PaymentChoice;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy, error, pin, run } = useCall();
  const [sale, setSale] = useState<Sale | null>(null);
  const [cancelled, setCancelled] = useState<Sale | null>(null);
  const total = items.reduce((s, i) => s + i.amountCents, 0);
  const sell = () =>
    void run('depot.sale', {
      items: items.map((i) => (i.free ? { code: i.code, amountCents: i.amountCents } : { code: i.code })),
      ...(pay.method ? { paymentMethodId: pay.method } : {}),
    }).then((s) => {
      if (!s) return;
      setSale(s);
      onDone();
    });
  const cancel = () => sale && void run('depot.cancelSale', { saleId: sale.saleId }).then((s) => s && setCancelled(s));
  if (sale) {
    return (
      <section className="card" data-testid="stock-sale-done">
        <p className="panel panel-ok" role="status">
          {t('activate.saleDone', { count: sale.entries.length, amount: f.money(sale.totalCents) })}
        </p>
        {sale.failed && (
          <p className="panel panel-bad" role="alert" data-testid="stock-sale-failed">
            {formatVoucherCode(sale.failed.code)}: {sale.failed.message}
          </p>
        )}
        <ReceiptPreview journalId={sale.saleId} />
        {!cancelled ? (
          <button type="button" className="button-danger" data-testid="stock-sale-cancel" disabled={busy} onClick={cancel}>
            {t('activate.saleCancel')}
          </button>
        ) : (
          <>
            <p className="panel panel-warn" role="status" data-testid="stock-sale-cancelled">
              {t('activate.saleCancelled')}
            </p>
            <ReceiptPreview journalId={`${sale.saleId}:cancel`} />
          </>
        )}
        <Busy busy={busy} />
        <ErrorPanel error={error} pin={pin} />
      </section>
    );
  }
  if (items.length === 0) return null;
  return (
    <section className="card" data-testid="stock-sale">
      <h2>{t('activate.saleTitle')}</h2>
      <ul className="cart">
        {items.map((i) => (
          <li key={i.code} data-testid="stock-sale-item">
            <span className="code-text">{formatVoucherCode(i.code)}</span> <strong>{f.money(i.amountCents, i.currency)}</strong>{' '}
            <button type="button" className="button-secondary" onClick={() => onRemove(i.code)}>
              {t('activate.saleRemove')}
            </button>
          </li>
        ))}
      </ul>
      <p>
        {t('pay.total')}: <strong data-testid="stock-sale-total">{f.money(total, items[0]?.currency)}</strong>
      </p>
      <PaymentMethodPicker {...pay} />
      <button type="button" data-testid="stock-sale-confirm" disabled={busy} onClick={sell}>
        {t('activate.saleConfirm', { count: items.length })}
      </button>
      <Busy busy={busy} />
      <ErrorPanel error={error} pin={pin} />
    </section>
  );
}
