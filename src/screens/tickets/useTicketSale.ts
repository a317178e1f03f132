// State and steps of the ticket sale: product and slot, quantities, customer (or a walk-in guest
// without e-mail), optional 60-minute hold, booking. The screen (SellTicketsScreen) only lays it out.
import { useCallback, useEffect, useState } from 'react';
import type { MethodOutput } from '../../../electron/core/contract';
import { usePaymentChoice } from '../../components/PaymentMethodPicker';
import { useApp } from '../../app-context';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { terminalToday } from '../../lib/format';
import type { Hold } from './HoldBar';
import type { Product } from './ProductPicker';
import { addDays, customerProblem, defaultLanguage, isoDay, itemsOf, quantityProblems, type CustomerInput } from './rules';
import type { Slot } from './SlotCalendar';
import { serviceCodeOf } from '../../../electron/core/contract/service-code';
import type { StoredBooking } from './TodayBookings';
import { holdOf, useExpireInCore, useOpenReservation } from './useOpenReservation';

/** The four steps of the sale. */
export type SaleStep = 1 | 2 | 3 | 4;
export const saleSteps = [1, 2, 3, 4] as const;

const emptyCustomer: CustomerInput = { firstName: '', lastName: '', email: '', language: '', walkIn: false };

/** A finished booking as the screen shows it (also one reopened from today's list). */
export type ShownBooking = Pick<StoredBooking, 'booking' | 'productId' | 'startsAt'> & { cancelled?: boolean };

/** The merchant's fallback address of walk-in bookings (null: none set, undefined: not read yet). */
function useWalkInEmail(): string | null | undefined {
  const { bridge } = useApp();
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    void bridge.call('ticketing.walkIn', {}).then((r) => setEmail(r.ok ? r.value.email : null));
  }, [bridge]);
  return email;
}

export function useTicketSale() {
  const f = useFormat();
  const catalog = useCall();
  const slotsCall = useCall();
  const step = useCall();
  const pay = usePaymentChoice();
  const walkInEmail = useWalkInEmail();
  const [current, setCurrent] = useState<SaleStep>(1);
  const [products, setProducts] = useState<MethodOutput<'ticketing.products'> | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [from, setFrom] = useState(() => isoDay(terminalToday()));
  const [to, setTo] = useState(() => addDays(isoDay(terminalToday()), 6));
  const [slots, setSlots] = useState<MethodOutput<'ticketing.availabilities'> | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [hold, setHold] = useState<Hold | null>(null);
  const [holdEnded, setHoldEnded] = useState<'expired' | 'released' | null>(null);
  const [customer, setCustomer] = useState<CustomerInput>(emptyCustomer);
  const [booking, setBooking] = useState<ShownBooking | null>(null);
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

  /** A slot chosen: its quantities start empty and the sale moves on to them. */
  const chooseSlot = (s: Slot) => {
    setSlot(s);
    setQuantities({});
    setCurrent(2);
  };

  const reset = () => {
    setBooking(null);
    setSlot(null);
    setQuantities({});
    setHold(null);
    setHoldEnded(null);
    setCustomer({ ...emptyCustomer, language: customer.language });
    setTried(false);
    setCurrent(1);
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
    // A running hold continues with the customer; an ended one with its (now free) quantities.
    setCurrent(running ? 3 : 2);
  });

  const expireInCore = useExpireInCore();
  const holdId = hold?.id ?? null;
  const onExpired = useCallback(() => {
    if (holdId) expireInCore(holdId);
    setHold(null);
    setHoldEnded('expired');
  }, [holdId, expireInCore]);

  const items = itemsOf(quantities);
  const slotShown = product !== null && slot !== null && slots !== null;
  const qtyOk = slot !== null && quantityProblems(slot, quantities).length === 0;
  const custProblem = customerProblem(customer, languages);
  /**
   * The last step that can be opened: the pay step once the quantities are fine, also before the
   * customer is typed (a hold can be made first, as on the one-page sale); Book then asks for the customer.
   */
  const open: number = !slotShown ? 1 : !qtyOk ? 2 : 4;
  const reachable = (s: SaleStep): boolean => s <= open;

  const go = (s: SaleStep) => {
    if (reachable(s)) setCurrent(s);
  };
  /** Next: on the customer step an incomplete customer shows why instead. */
  const next = () => {
    if (current === 3 && custProblem) {
      setTried(true);
      return;
    }
    if (current < 4) go((current + 1) as SaleStep);
  };
  const back = (): boolean => {
    if (current === 1) return false;
    setCurrent((current - 1) as SaleStep);
    return true;
  };

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
    if (custProblem) setCurrent(3);
    if (!product || !slot || !qtyOk || custProblem) return;
    const names = { firstName: customer.firstName.trim(), lastName: customer.lastName.trim() };
    const r = await step.run('ticketing.book', {
      productId: product.id,
      startsAt: slot.startsAt,
      items,
      ...(customer.walkIn ? { customer: names, walkIn: true as const } : { customer: { ...names, email: customer.email.trim() } }),
      language: customer.language,
      ...(hold ? { reservationId: hold.reservationId } : {}),
      // No prices: the core asks the service for the slot's own offer (a caller's price is never booked).
      ...(pay.method ? { paymentMethodId: pay.method } : {}),
    });
    if (r) {
      setBooking({ booking: r, productId: product.id, startsAt: slot.startsAt });
      setHold(null);
    }
  };

  // A refused booking whose reservation is gone: drop the hold so the cashier can reserve again or book without
  // (adjusted while rendering when a new error arrives, not in an effect).
  const [seenError, setSeenError] = useState(step.error);
  if (step.error !== seenError) {
    setSeenError(step.error);
    const code = serviceCodeOf(step.error);
    if (hold && code && ['reservation_expired', 'reservation_released', 'reservation_consumed'].includes(code)) {
      setHold(null);
      setHoldEnded('expired');
    }
  }

  return {
    catalog,
    slotsCall,
    step,
    pay,
    walkInEmail,
    current,
    go,
    next,
    back,
    reachable,
    products,
    product,
    choose,
    from,
    setFrom,
    to,
    setTo,
    slots,
    slot,
    chooseSlot,
    loadSlots,
    slotShown,
    quantities,
    setQuantities,
    qtyOk,
    hold,
    holdEnded,
    restored,
    onExpired,
    reserve,
    release,
    customer,
    setCustomer,
    custProblem,
    tried,
    languages,
    booking,
    setBooking,
    book,
    reset,
  };
}

/** What the sale hook answers. */
export type TicketSale = ReturnType<typeof useTicketSale>;
