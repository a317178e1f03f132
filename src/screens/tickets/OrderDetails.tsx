import { useTranslation } from 'react-i18next';
import type { TicketOrderView } from '../../../electron/core/contract';
import { TableHead } from '../../components/TableHead';
import { useFormat } from '../../hooks/useLang';

/** One ticket order: customer, lines with tickets and their answers, payments and totals. */
export function OrderDetails({ order: o, onClose }: { order: TicketOrderView; onClose(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (c: number) => f.money(c, o.currency);
  const c = o.customer;
  return (
    <section className="card" aria-labelledby="order-h" data-testid="order-details">
      <div className="card-head">
        <h2 id="order-h">{t('tickets.order.title', { number: o.orderNumber })}</h2>
        <button type="button" className="button-secondary" data-testid="order-close" onClick={onClose}>
          {t('tickets.order.close')}
        </button>
      </div>
      <p>
        {t(`tickets.orders.state.${o.status === 'cancelled' ? 'cancelled' : 'completed'}`)} ·{' '}
        {t(`tickets.order.location.${o.location === 'local' ? 'local' : 'web'}`)} ·{' '}
        {o.isPaid ? t('tickets.order.paid') : t('tickets.order.unpaid')} · {t('tickets.order.created', { at: f.dateTime(o.createdAt) })}
      </p>
      {o.tags.length > 0 && (
        <p>
          {t('tickets.order.tags')}: {o.tags.join(', ')}
        </p>
      )}
      {o.note && (
        <p>
          {t('tickets.order.note')}: {o.note}
        </p>
      )}
      <h3>{t('tickets.order.customer')}</h3>
      {c ? (
        <address data-testid="order-customer">
          {[c.title, c.firstName, c.lastName].filter(Boolean).join(' ')}
          {c.company && (
            <>
              <br />
              {c.company}
            </>
          )}
          {c.street && (
            <>
              <br />
              {c.street}
            </>
          )}
          {(c.zip || c.city) && (
            <>
              <br />
              {`${c.zip} ${c.city}`.trim()} {c.country}
            </>
          )}
          {c.email && (
            <>
              <br />
              {c.email}
            </>
          )}
          {c.phone && (
            <>
              <br />
              {c.phone}
            </>
          )}
          <br />
          {c.acceptsMarketing ? t('tickets.order.marketingYes') : t('tickets.order.marketingNo')}
        </address>
      ) : (
        <p className="muted">{t('tickets.order.noCustomer')}</p>
      )}
      <h3>{t('tickets.order.lines')}</h3>
      <table className="table" data-testid="order-lines">
        <TableHead
          columns={[
            { label: t('tickets.order.item') },
            { label: t('tickets.order.tickets') },
            { label: t('tickets.order.quantity'), num: true },
            { label: t('tickets.order.unit'), num: true },
            { label: t('tickets.order.lineTotal'), num: true },
          ]}
        />
        <tbody>
          {o.lines.map((l, i) => (
            <tr key={`${l.ticketTypeId}-${i}`}>
              <td>
                <strong>{l.name}</strong> – {l.ticketTypeName}
                <div className="muted small">{l.startsAt ? f.dateTime(l.startsAt) : t('tickets.order.noStart')}</div>
              </td>
              <td>
                <ul>
                  {l.tickets.map((tk) => (
                    <li key={tk.number} data-testid="order-ticket">
                      <code>{tk.number}</code>
                      {tk.countPeople > 1 && <span> ({t('tickets.order.people', { count: tk.countPeople })})</span>}
                      {tk.answers.length > 0 && (
                        <ul>
                          {tk.answers.map((a, j) => (
                            <li key={j} data-testid="order-answer">
                              {a.name}: {a.value ?? t('tickets.order.noAnswer')}
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="num">{l.quantity}</td>
              <td className="num">{money(l.unitPriceCents)}</td>
              <td className="num">{money(l.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('tickets.order.totals')}</h3>
      <dl className="scan-facts" data-testid="order-totals">
        <dt>{t('tickets.order.linesTotal')}</dt>
        <dd>{money(o.linesTotalCents)}</dd>
        <dt>{t('tickets.order.discount')}</dt>
        <dd>
          {money(-o.discountCents)} {o.discountComment && <span className="muted">({o.discountComment})</span>}
        </dd>
        {o.promocode && (
          <>
            <dt>{t('tickets.order.promocode')}</dt>
            <dd>
              {o.promocode}
              {o.promocodeName ? ` – ${o.promocodeName}` : ''}
            </dd>
          </>
        )}
        <dt>{t('tickets.order.insurance')}</dt>
        <dd>{money(o.insuranceCents)}</dd>
        <dt>{t('tickets.order.climate')}</dt>
        <dd>{money(o.climateCents)}</dd>
        <dt>{t('tickets.order.grandTotal')}</dt>
        <dd data-testid="order-grand-total">
          <strong>{money(o.grandTotalCents)}</strong>
        </dd>
      </dl>
      <h3>{t('tickets.order.payments')}</h3>
      <ul data-testid="order-payments">
        {o.payments.map((p, i) => (
          <li key={i}>
            {p.name}: {money(p.amountCents)} {p.isComplimentary && <span className="muted">({t('tickets.order.complimentary')})</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
