// The running summary of a ticket sale: product, slot, tickets per category with prices and the
// total, customer (or walk-in guest) and the booking language. Beside the steps at 1920×1080, and
// the first thing of the pay step on a narrow screen.
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/useLang';
import { bookingLanguageName } from './CustomerForm';
import { categoryName, productName } from './ProductPicker';
import { totalCents } from './rules';
import type { TicketSale } from './useTicketSale';

export function SaleSummary({ sale }: { sale: TicketSale }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { product, slot, slots, quantities, customer, walkInEmail } = sale;
  const currency = slots?.currency ?? sale.products?.currency ?? null;
  const lines = slot && product ? slot.prices.filter((p) => (quantities[p.categoryId] ?? 0) > 0) : [];
  const name = [customer.firstName.trim(), customer.lastName.trim()].filter(Boolean).join(' ');
  return (
    <aside className="card tk-summary" aria-labelledby="tk-summary-title" data-testid="sale-summary">
      <h2 id="tk-summary-title">{t('ticketSteps.summary')}</h2>
      {!product ? (
        <p className="muted">{t('ticketSteps.nothingYet')}</p>
      ) : (
        <dl className="tk-summary-facts">
          <dt>{t('ticketSteps.product')}</dt>
          <dd data-testid="summary-product">{productName(product, f.lang)}</dd>
          <dt>{t('ticketSteps.when')}</dt>
          <dd data-testid="summary-when">{slot ? (slot.slotType === 'time' ? f.dateTime(slot.startsAt) : f.date(slot.startsAt)) : '–'}</dd>
        </dl>
      )}
      {lines.length > 0 && slot && (
        <table className="tk-summary-lines" data-testid="summary-lines">
          <caption className="sr-only">{t('ticketSteps.tickets')}</caption>
          <tbody>
            {lines.map((p) => {
              const q = quantities[p.categoryId] ?? 0;
              return (
                <tr key={p.categoryId}>
                  <td>
                    {q} × {categoryName(product, p.categoryId, f.lang)}
                  </td>
                  <td className="num">{f.money(q * p.priceCents, currency)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('tickets.qty.total')}</th>
              <td className="num" data-testid="summary-total">
                {f.money(totalCents(slot, quantities), currency)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {product && (
        <div data-testid="summary-customer">
          <h3>{t('tickets.customer.title')}</h3>
          {customer.walkIn ? (
            <>
              <p>
                <strong>{t('ticketSteps.walkInGuest')}</strong>
                {name && ` · ${name}`}
              </p>
              {walkInEmail && <p className="muted small">{t('ticketSteps.walkInAddress', { email: walkInEmail })}</p>}
            </>
          ) : name || customer.email.trim() ? (
            <p>
              {name}
              {customer.email.trim() && <span className="muted"> · {customer.email.trim()}</span>}
            </p>
          ) : (
            <p className="muted">{t('ticketSteps.customerNone')}</p>
          )}
          {customer.language && (
            <p className="muted small">{t('ticketSteps.language', { language: bookingLanguageName(customer.language, f.lang) })}</p>
          )}
        </div>
      )}
    </aside>
  );
}
