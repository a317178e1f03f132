// The order as figures: its lines, its tenders, the total and the rest in the largest type, then
// rounding and change. One component for the cashier's basket and the customer display, so both
// always show the same thing; `t`/`lang` are the language to show it in (the customer's there).
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Order, OrderLine, Tender } from '../../../electron/core/contract';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { lineText, tenderText } from './line-words';
import { errorLine } from '../../lib/core-words';
import { givenBack } from '../../../electron/core/contract/tender-given';

/** The service's note on a voucher tender (the balance's `extra`, kept with its redemption). */
function tenderNote(x: Tender): string | null {
  return x.entries.find((e) => e.kind === 'redeem')?.serviceNote ?? null;
}

interface Props {
  order: Order;
  t: TFunction;
  lang: string;
  /** The payment method's name in `lang`, by id. */
  methodName(id: string | null): string | null;
  /** Buttons beside a line (remove, change amount): the cashier's basket only. */
  lineActions?(line: OrderLine): ReactNode;
  tenderActions?(tender: Tender): ReactNode;
  /** Where the lines go ('lines') and where the tenders and the figures go ('pay'): side by side when wide. */
  layout?: 'stacked' | 'split';
}

export function OrderFigures({ order, t, lang, methodName, lineActions, tenderActions, layout = 'stacked' }: Props) {
  const money = (cents: number) => formatMoney(cents, order.currency, lang);
  const f = {
    date: (v: string | null | undefined) => formatDate(v, lang),
    dateTime: (v: string | null | undefined) => formatDateTime(v, lang),
    lang,
  };
  const tenders = order.tenders.filter((x) => x.state !== 'cancelled');
  const lines = (
    <ul className="order-lines" data-testid="order-lines" aria-label={t('basket.lines')}>
      {order.lines.length === 0 && <li className="muted">{t('basket.empty')}</li>}
      {order.lines.map((l) => (
        <li
          key={l.id}
          className={`order-line kind-${l.kind} line-${l.state}`}
          data-testid="order-line"
          data-kind={l.kind}
          data-state={l.state}
        >
          <span className="kind-badge" aria-hidden="true">
            {t(`basket.badge.${l.kind}`)}
          </span>
          <span className="line-text" data-testid="line-text">
            {lineText(l, t, f, lang)}
            {l.tickets?.customer?.email && (
              <span className="line-note" data-testid="line-customer">
                {t('basket.ticketsFor', { name: `${l.tickets.customer.firstName} ${l.tickets.customer.lastName}` })}
              </span>
            )}
            {l.booking && (
              <span className="line-note" data-testid="line-booking" data-ticket-numbers={l.booking.ticketNumbers.join(' ')}>
                {t('tickets.done.booked', { count: l.booking.ticketNumbers.length, reference: l.booking.bookingReference })}
              </span>
            )}
            {l.freeCreditCents ? <span className="line-note">{t('basket.freeCredit', { amount: money(l.freeCreditCents) })}</span> : null}
            {l.balanceAfterCents !== null && l.state === 'done' && (
              <span className="line-note" data-testid="line-balance">
                {t('basket.newBalance', { amount: money(l.balanceAfterCents) })}
              </span>
            )}
            {l.state === 'refused' && (
              <span className="line-note line-refused" role="alert" data-testid="line-refused">
                {t('basket.refused', {
                  message: l.firstAttempt
                    ? t('coreMessage.retryNeedsConfirm')
                    : errorLine({ message: l.message ?? '', messageId: l.messageId, params: l.params }, t, lang),
                })}
              </span>
            )}
            {l.state === 'checking' && <span className="line-note">{t('basket.checking')}</span>}
          </span>
          <span className="money" data-testid="line-amount" data-cents={l.amountCents}>
            {money(l.amountCents)}
          </span>
          {lineActions?.(l)}
        </li>
      ))}
    </ul>
  );
  const pay = (
    <div className="order-pay">
      <dl className="order-total">
        <dt>{t('basket.total')}</dt>
        <dd className="money huge" data-testid="order-total" data-cents={order.totalCents}>
          {money(order.totalCents)}
        </dd>
      </dl>
      {tenders.length > 0 && (
        <ul className="order-tenders" data-testid="order-tenders" aria-label={t('basket.tenders')}>
          {tenders.map((x) => (
            <li key={x.id} className={`order-tender tender-${x.kind}`} data-testid="order-tender" data-kind={x.kind} data-state={x.state}>
              <span className="line-text">
                {tenderText(x, t, methodName)}
                {x.balanceAfterCents !== null && (
                  <span className="line-note" data-testid="tender-balance">
                    {t('basket.newBalance', { amount: money(x.balanceAfterCents) })}
                  </span>
                )}
                {/* Value the voucher got back (a line removed, a refund): the customer sees it too. */}
                {x.state !== 'cancelled' && givenBack(x).cents > 0 && (
                  <span className="line-note" data-testid="tender-given-back">
                    {t('basket.givenBack', { amount: money(givenBack(x).cents) })}
                  </span>
                )}
                {x.state === 'checking' && <span className="line-note">{t('basket.checking')}</span>}
                {x.state === 'taken' && x.backOfficeOnly && (
                  <span className="line-note line-refused" data-testid="tender-back-office-only">
                    {t('basket.backOfficeOnly')}
                  </span>
                )}
                {x.state === 'back_office' && (
                  <span className="line-note" data-testid="tender-back-office">
                    {t('basket.backOffice', { amount: money(x.amountCents) })}
                  </span>
                )}
                {tenderNote(x) && (
                  <span className="line-note" data-testid="tender-service-note">
                    {t('answers.serviceNote', { note: tenderNote(x) })}
                  </span>
                )}
              </span>
              <span className="money" data-testid="tender-amount" data-cents={x.amountCents}>
                {money(x.amountCents)}
              </span>
              {tenderActions?.(x)}
            </li>
          ))}
        </ul>
      )}
      <dl className="order-figures">
        {order.roundingCents !== 0 && (
          <>
            <dt>{t('basket.rounding')}</dt>
            <dd className="money" data-testid="order-rounding" data-cents={order.roundingCents}>
              {(order.roundingCents > 0 ? '+' : '') + money(order.roundingCents)}
            </dd>
          </>
        )}
        {order.changeCents > 0 ? (
          <>
            <dt>{t('basket.change')}</dt>
            <dd className="money huge" data-testid="order-change" data-cents={order.changeCents}>
              {money(order.changeCents)}
            </dd>
          </>
        ) : (
          <>
            {/* A refund's rest is what is still to give back, said so and without a minus. */}
            <dt>{order.restCents < 0 ? t('basket.restPayOut') : t('basket.rest')}</dt>
            <dd className="money huge rest" data-testid="order-rest" data-cents={order.restCents}>
              {money(Math.abs(order.restCents))}
            </dd>
          </>
        )}
        {order.restCents > 0 && order.cashDueCents !== order.restCents && (
          <>
            <dt>{t('basket.cashDue')}</dt>
            <dd className="money" data-testid="order-cash-due" data-cents={order.cashDueCents}>
              {money(order.cashDueCents)}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
  return (
    <div className={`order-figures-wrap order-${layout}`} data-testid="order" data-state={order.state}>
      {lines}
      {pay}
    </div>
  );
}
