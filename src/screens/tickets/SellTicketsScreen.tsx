import { useTranslation } from 'react-i18next';
import { Busy } from '../../components/Busy';
import { DateField } from '../../components/DateField';
import { LeaveGuard } from '../../components/LeaveGuard';
import { PaymentMethodPicker } from '../../components/PaymentMethodPicker';
import { useFormat } from '../../hooks/useLang';
import { BookingDone } from './BookingDone';
import { CustomerForm } from './CustomerForm';
import { HoldBar } from './HoldBar';
import { categoryName, ProductPicker, productName } from './ProductPicker';
import { QuantityForm } from './QuantityForm';
import { SaleSummary } from './SaleSummary';
import { SellStepBar, useStepName } from './SellStepBar';
import { SlotCalendar } from './SlotCalendar';
import { TicketError } from './TicketError';
import { TicketsFrame } from './TicketsFrame';
import { TodayBookings } from './TodayBookings';
import { useTicketSale, type TicketSale } from './useTicketSale';

/** Step 1: product, date range and slot (choosing a slot moves on to the quantities). */
function SlotStep({ sale }: { sale: TicketSale }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { products, product, hold } = sale;
  return (
    <>
      <TodayBookings onOpen={sale.setBooking} />
      <Busy busy={sale.catalog.busy} />
      <TicketError error={sale.catalog.error} />
      {products && (
        <section aria-labelledby="tk-products">
          <h3 id="tk-products" className="tk-step-title">
            {t('tickets.sell.products')}
            {products.fetchedAt && <span className="muted small"> · {t('common.asOf', { time: f.dateTime(products.fetchedAt) })}</span>}
          </h3>
          <ProductPicker
            products={products.products}
            currency={products.currency}
            selected={product?.id ?? null}
            onSelect={(p) => !hold && sale.choose(p)}
          />
        </section>
      )}
      {product && (
        <section aria-labelledby="tk-when">
          <h3 id="tk-when" className="tk-step-title">
            {t('tickets.sell.when', { product: productName(product, f.lang) })}
          </h3>
          <div className="tk-range">
            <label>
              {t('tickets.sell.from')}
              <DateField value={sale.from} testId="range-from" onChange={sale.setFrom} />
            </label>
            <label>
              {t('tickets.sell.to')}
              <DateField value={sale.to} testId="range-to" onChange={sale.setTo} />
            </label>
            <button
              type="button"
              data-testid="range-show"
              disabled={hold !== null || !sale.from || !sale.to}
              onClick={() => sale.loadSlots(product, sale.from, sale.to)}
            >
              {t('tickets.sell.show')}
            </button>
          </div>
          <Busy busy={sale.slotsCall.busy} />
          <TicketError error={sale.slotsCall.error} />
          {sale.slots && (
            <SlotCalendar
              slots={sale.slots.availabilities}
              selected={sale.slot?.startsAt ?? null}
              disabled={hold !== null}
              onSelect={sale.chooseSlot}
            />
          )}
        </section>
      )}
    </>
  );
}

/** Step 4: payment method and the optional 60-minute hold (the summary sits beside or above, Book in the step bar). */
function PayStep({ sale }: { sale: TicketSale }) {
  const { t } = useTranslation();
  return (
    <>
      <PaymentMethodPicker {...sale.pay} />
      {!sale.hold && (
        <p>
          <button
            type="button"
            className="button-secondary"
            data-testid="reserve"
            disabled={!sale.qtyOk || sale.step.busy}
            onClick={() => void sale.reserve()}
          >
            {t('tickets.hold.reserve')}
          </button>
        </p>
      )}
    </>
  );
}

/** Sell tickets as a third party in four steps: slot, quantities, customer, pay (optional 60-minute hold). */
export function SellTicketsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const stepName = useStepName();
  const sale = useTicketSale();
  const { booking, products, product, slot, slots, hold, current } = sale;

  if (booking) {
    const bookedProduct = products?.products.find((p) => p.id === booking.productId);
    const nameOf = (id: string) => categoryName(bookedProduct, id, f.lang);
    return (
      <TicketsFrame title={t('tickets.sell.title')} testId="screen-tickets-sell">
        <BookingDone
          key={booking.booking.entry.id}
          booking={booking.booking}
          startsAt={booking.startsAt}
          cancelled={booking.cancelled ?? false}
          categoryName={nameOf}
          onNew={sale.reset}
        />
      </TicketsFrame>
    );
  }

  return (
    <TicketsFrame title={t('tickets.sell.title')} testId="screen-tickets-sell" onEscape={sale.back}>
      <LeaveGuard
        active={hold !== null}
        busy={sale.step.busy}
        error={sale.step.error}
        title={t('openSale.holdTitle')}
        cancelLabel={t('openSale.holdRelease')}
        onCancel={() => void sale.release()}
        summary={hold && <p>{t('openSale.holdText', { time: f.time(hold.expiresAt) })}</p>}
      />
      <div className="tk-sell" data-step={current}>
        <SellStepBar sale={sale} />
        <div className="tk-main">
          {/* The step's name for screen readers (the step bar shows it). */}
          <h2 className="sr-only" data-testid="step-title">
            {t('ticketSteps.stepOf', { step: current, name: stepName(current) })}
          </h2>
          {hold && <HoldBar hold={hold} busy={sale.step.busy} onRelease={() => void sale.release()} onExpired={sale.onExpired} />}
          {sale.restored && hold && (
            <p className="muted small" data-testid="hold-restored">
              {t('openReservation.restored')}
            </p>
          )}
          {sale.holdEnded && (
            <p className="panel panel-warn" role="status" data-testid="hold-ended">
              {t(`tickets.hold.${sale.holdEnded}`)}
            </p>
          )}
          {current === 1 && <SlotStep sale={sale} />}
          {current === 2 && product && slot && slots && (
            <section aria-labelledby="tk-qty">
              <h3 id="tk-qty" className="tk-step-title">
                {t('tickets.sell.quantities', { when: slot.slotType === 'time' ? f.dateTime(slot.startsAt) : f.date(slot.startsAt) })}
              </h3>
              <QuantityForm
                product={product}
                slot={slot}
                currency={slots.currency}
                quantities={sale.quantities}
                onChange={sale.setQuantities}
                locked={hold !== null}
              />
            </section>
          )}
          {current === 3 && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                sale.next();
              }}
            >
              <CustomerForm
                value={sale.customer}
                onChange={sale.setCustomer}
                languages={sale.languages}
                uiLanguage={f.lang}
                walkInEmail={sale.walkInEmail}
              />
              {sale.tried && sale.custProblem && (
                <p className="input-message" role="alert" data-testid="customer-problem">
                  {t(`tickets.customer.problem.${sale.custProblem}`)}
                </p>
              )}
            </form>
          )}
          {current === 4 && <PayStep sale={sale} />}
          <Busy busy={sale.step.busy} />
          <TicketError error={sale.step.error} />
        </div>
        <SaleSummary sale={sale} />
      </div>
    </TicketsFrame>
  );
}
