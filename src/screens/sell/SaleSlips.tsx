import { useTranslation } from 'react-i18next';
import type { SaleCatalogItem, SaleResult } from '../../../electron/core/contract';
import { QrCode } from '../../components/QrCode';
import { useFormat } from '../../hooks/useLang';
import { localName } from '../../lib/sale-rules';

/** The receipt IS the voucher: one slip per voucher with formatted code, QR code, value and expiry. */
export function SaleSlips({ result, catalog }: { result: SaleResult; catalog: SaleCatalogItem[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <div className="slips" data-testid="slips">
      {result.vouchers.map((v) => {
        const item = catalog.find((c) => c.id === v.productId);
        return (
          <article key={v.code} className="receipt slip" data-testid="slip" data-code={v.code}>
            <div className="r-text r-center r-bold">{item ? localName(item.name, f.lang) : ''}</div>
            <div className="r-center">
              <QrCode data={v.code} label={t('sell.qrOf', { code: v.codeFormatted })} />
            </div>
            <div className="r-text r-center r-large code-text" data-testid="slip-code">
              {v.codeFormatted}
            </div>
            <div className="r-row">
              <span>{t('sell.value')}</span>
              <span data-testid="slip-value">{f.money(v.amountCents + v.freeCreditCents, result.entry.currency)}</span>
            </div>
            {v.expiryDate && (
              <div className="r-row">
                <span>{t('check.validUntil')}</span>
                <span>{f.date(v.expiryDate)}</span>
              </div>
            )}
            <div className="r-row">
              <span>{t('sell.order')}</span>
              <span>{result.orderNumber}</span>
            </div>
          </article>
        );
      })}
    </div>
  );
}
