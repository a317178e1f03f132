import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { DateField } from '../../components/DateField';
import { PaymentMethodPicker, usePaymentChoice } from '../../components/PaymentMethodPicker';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { BookingDone } from './BookingDone';
import { CustomerForm, customerProblem, type CustomerInput } from './CustomerForm';
import { HoldBar, type Hold } from './HoldBar';
import { ProductPicker, productName, type Product } from './ProductPicker';
import { QuantityForm } from './QuantityForm';
import { addDays, defaultLanguage, isoDay, itemsOf, quantityProblems } from './rules';
import { SlotCalendar, type Slot } from './SlotCalendar';
import { serviceCodeOf, TicketError } from './TicketError';
import { LeaveGuard } from '../../components/LeaveGuard';
import { TicketsFrame } from './TicketsFrame';
import { TodayBookings, type StoredBooking } from './TodayBookings';
import { holdOf, useExpireInCore, useOpenReservation } from './useOpenReservation';
import { terminalToday } from '../../lib/format';
const emptyCustomer: CustomerInput = { firstName: '', lastName: '', email: '', language: '' };

/** Sell tickets as a third party: product, slot, quantities, optional 60-minute hold, customer, booking. */
export function SellTicketsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const catalog = useCall();
  const slotsCall = useCall();
  const step = useCall();
  const [products, setProducts] = useState<MethodOutput<'ticketing.products'> | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [from, setFrom] = useState(() => isoDay(terminalToday()));
  const [to, setTo] = useState(() => addDays(isoDay(terminalToday()), 6));
  const [slots, setSlots] = useState<MethodOutput<'ticketing.availabilities'> | null>(null);
  const pay = usePaymentChoice();
  const method = pay.method;
  const [slot, setSlot] = useState<Slot | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [hold, setHold] = useState<Hold | null>(null);
  const [holdEnded, setHoldEnded] = useState<'expired' | 'released' | null>(null);
  const [customer, setCustomer] = useState<CustomerInput>(emptyCustomer);
  const [booking, setBooking] = useState<(Pick<StoredBooking, 'booking' | 'productId' | 'startsAt'> & { cancelled?: boolean }) | null>(
    null,
  );
  const [tried, setTried] = useState(false);
  const [restored, setRestored] = useState(false);

  const runCatalog = catalog.run;
  const runSlots = slotsCall.run;
  useEffect(() => {
    void runCatalog('ticketing.products', {}).then(setProducts);
  }, [runCatalog]);

  const languages = product ? Object.keys(product.nameTranslations) : [];

  const loadSlots = useCallback(
    (p: Product, a: string, b: string) => {
      setSlot(null);
      setSlots(null);
      void runSlots('ticketing.availabilities', { productId: p.id, from: a, to: b }).then(setSlots);
    },
    [runSlots],
  );

  // After a release: fresh counts, the chosen slot (and its quantities) kept.
  const refreshSlots = (p: Product) => {
    void runSlots('ticketing.availabilities', { productId: p.id, from, to }).then((r) => {
      if (!r) return;
      setSlots(r);
      setSlot((cur) => (cur ? (r.availabilities.find((a) => a.startsAt === cur.startsAt) ?? cur) : cur));
    });
  };

  const choose = (p: Product) => {
    setProduct(p);
    setQuantities({});
    setCustomer((c) => ({ ...c, language: defaultLanguage(Object.keys(p.nameTranslations), f.lang) }));
    loadSlots(p, from, to);
  };

  const reset = () => {
    setBooking(null);
    setSlot(null);
    setQuantities({});
    setHold(null);
    setHoldEnded(null);
    setCustomer({ ...emptyCustomer, language: customer.language });
    setTried(false);
    if (product) loadSlots(product, from, to);
  };

  // The terminal's open reservation (kept in the core) comes back: product, slot, quantities, countdown.
  useOpenReservation(products !== null, (r, running) => {
    const p = products?.products.find((x) => x.id === r.productId);
    if (!p) return;
    setProduct(p);
    setCustomer((c) => ({ ...c, language: defaultLanguage(Object.keys(p.nameTranslations), f.lang) }));
    const day = r.startsAt.slice(0, 10);
    const [a, b] = from <= day && day <= to ? [from, to] : [day, addDays(day, 6)];
    setFrom(a);
    setTo(b);
    setSlot(null);
    setSlots(null);
    void runSlots('ticketing.availabilities', { productId: p.id, from: a, to: b }).then((list) => {
      setSlots(list);
      setSlot(list?.availabilities.find((x) => x.startsAt === r.startsAt) ?? null);
    });
    setQuantities(Object.fromEntries(r.items.map((i) => [i.categoryId, i.quantity])));
    setHold(running ? holdOf(r) : null);
    setHoldEnded(running ? null : 'expired');
    setRestored(true);
  });

  const expireInCore = useExpireInCore();
  const holdId = hold?.id ?? null;
  const onExpired = useCallback(() => {
    if (holdId) expireInCore(holdId);
    setHold(null);
    setHoldEnded('expired');
  }, [holdId, expireInCore]);

  const items = itemsOf(quantities);
  const qtyOk = slot !== null && quantityProblems(slot, quantities).length === 0;
  const custProblem = customerProblem(customer, languages);

  const reserve = async () => {
    if (!product || !slot || !qtyOk) return;
    const r = await step.run('ticketing.reserve', { productId: product.id, startsAt: slot.startsAt, items });
    if (r) {
      setHold(holdOf(r));
      setHoldEnded(null);
    }
  };

  const release = async () => {
    if (!hold) return;
    const r = await step.run('ticketing.cancelReservation', { reservationId: hold.reservationId });
    if (r) {
      setHold(null);
      setHoldEnded('released');
      if (product) refreshSlots(product);
    }
  };

  const book = async () => {
    setTried(true);
    if (!product || !slot || !qtyOk || custProblem) return;
    const r = await step.run('ticketing.book', {
      productId: product.id,
      startsAt: slot.startsAt,
      items,
      customer: { firstName: customer.firstName.trim(), lastName: customer.lastName.trim(), email: customer.email.trim() },
      language: customer.language,
      ...(hold ? { reservationId: hold.reservationId } : {}),
      // The prices the slot offered: the receipt lists them, the closing counts the total.
      prices: slot.prices.map((p) => ({ categoryId: p.categoryId, unitPriceCents: p.priceCents })),
      ...(slots?.currency ? { currency: slots.currency } : {}),
      ...(method ? { paymentMethodId: method } : {}),
    });
    if (r) {
      setBooking({ booking: r, productId: product.id, startsAt: slot.startsAt });
      setHold(null);
    }
  };

  // A refused booking whose reservation is gone: drop the hold so the cashier can reserve again or book without.
  useEffect(() => {
    const code = serviceCodeOf(step.error);
    if (hold && code && ['reservation_expired', 'reservation_released', 'reservation_consumed'].includes(code)) {
      setHold(null);
      setHoldEnded('expired');
    }
  }, [step.error, hold]);

  if (booking) {
    const bookedProduct = products?.products.find((p) => p.id === booking.productId);
    const categoryName = (id: string) => bookedProduct?.categories.find((c) => c.id === id)?.name ?? id;
    return (
      <TicketsFrame title={t('tickets.sell.title')} testId="screen-tickets-sell">
        <BookingDone
          key={booking.booking.entry.id}
          booking={booking.booking}
          startsAt={booking.startsAt}
          cancelled={booking.cancelled ?? false}
          categoryName={categoryName}
          onNew={reset}
        />
      </TicketsFrame>
    );
  }

  return (
    <TicketsFrame title={t('tickets.sell.title')} testId="screen-tickets-sell">
      <LeaveGuard
        active={hold !== null}
        busy={step.busy}
        error={step.error}
        title={t('openSale.holdTitle')}
        cancelLabel={t('openSale.holdRelease')}
        onCancel={() => void release()}
        summary={hold && <p>{t('openSale.holdText', { time: f.time(hold.expiresAt) })}</p>}
      />
      <TodayBookings onOpen={setBooking} />
      <h2>{t('tickets.sell.products')}</h2>
      <Busy busy={catalog.busy} />
      <TicketError error={catalog.error} />
      {products && (
        <>
          {products.fetchedAt && <p className="muted small">{t('common.asOf', { time: f.dateTime(products.fetchedAt) })}</p>}
          <ProductPicker products={products.products} currency={products.currency} selected={product?.id ?? null} onSelect={choose} />
        </>
      )}
      {product && (
        <section aria-labelledby="tk-when">
          <h2 id="tk-when">{t('tickets.sell.when', { product: productName(product, f.lang) })}</h2>
          <div className="tk-range">
            <label>
              {t('tickets.sell.from')}
              <DateField value={from} testId="range-from" onChange={setFrom} />
            </label>
            <label>
              {t('tickets.sell.to')}
              <DateField value={to} testId="range-to" onChange={setTo} />
            </label>
            <button
              type="button"
              data-testid="range-show"
              disabled={hold !== null || !from || !to}
              onClick={() => loadSlots(product, from, to)}
            >
              {t('tickets.sell.show')}
            </button>
          </div>
          <Busy busy={slotsCall.busy} />
          <TicketError error={slotsCall.error} />
          {slots && (
            <SlotCalendar
              slots={slots.availabilities}
              selected={slot?.startsAt ?? null}
              disabled={hold !== null}
              onSelect={(s) => {
                setSlot(s);
                setQuantities({});
              }}
            />
          )}
        </section>
      )}
      {product && slot && slots && (
        <section aria-labelledby="tk-qty">
          <h2 id="tk-qty">
            {t('tickets.sell.quantities', { when: slot.slotType === 'time' ? f.dateTime(slot.startsAt) : f.date(slot.startsAt) })}
          </h2>
          <QuantityForm
            product={product}
            slot={slot}
            currency={slots.currency}
            quantities={quantities}
            onChange={setQuantities}
            locked={hold !== null}
          />
          {hold ? (
            <HoldBar hold={hold} busy={step.busy} onRelease={() => void release()} onExpired={onExpired} />
          ) : (
            <button
              type="button"
              className="button-secondary"
              data-testid="reserve"
              disabled={!qtyOk || step.busy}
              onClick={() => void reserve()}
            >
              {t('tickets.hold.reserve')}
            </button>
          )}
          {restored && hold && (
            <p className="muted small" data-testid="hold-restored">
              {t('openReservation.restored')}
            </p>
          )}
          {holdEnded && (
            <p className="panel panel-warn" role="status" data-testid="hold-ended">
              {t(`tickets.hold.${holdEnded}`)}
            </p>
          )}
          <CustomerForm value={customer} onChange={setCustomer} languages={languages} uiLanguage={f.lang} />
          {tried && custProblem && (
            <p className="input-message" role="alert" data-testid="customer-problem">
              {t(`tickets.customer.problem.${custProblem}`)}
            </p>
          )}
          <PaymentMethodPicker {...pay} />
          <div className="actions">
            <button type="button" data-testid="book" disabled={!qtyOk || step.busy} onClick={() => void book()}>
              {hold ? t('tickets.sell.bookHeld') : t('tickets.sell.book')}
            </button>
          </div>
        </section>
      )}
      {/* A reopened hold whose slot is not (or not yet) listed stays visible and releasable. */}
      {hold && !(product && slot && slots) && (
        <HoldBar hold={hold} busy={step.busy} onRelease={() => void release()} onExpired={onExpired} />
      )}
      <Busy busy={step.busy} />
      <TicketError error={step.error} />
    </TicketsFrame>
  );
}
