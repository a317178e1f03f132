// State of the basket's ticket line while it is put together: product, date range and slot,
// quantities, the customer (a named one, or a walk-in guest when the merchant set the fallback
// address). Adding checks the booking rules first (nothing is sent while one fails), then reserves
// the slot (its hour is the order's deadline) and adds the line; the line is booked at finish.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { useFormat } from '../../hooks/useLang';
import { terminalToday } from '../../lib/format';
import type { Product } from '../tickets/ProductPicker';
import { addDays, customerProblem, defaultLanguage, isoDay, itemsOf, quantityProblems, type CustomerInput } from '../tickets/rules';
import type { Slot } from '../tickets/SlotCalendar';
import type { OrderState } from './useOrder';

const emptyCustomer: CustomerInput = { firstName: '', lastName: '', email: '', language: '', walkIn: false };

/** The line's customer as the order takes it: names and e-mail, or a walk-in guest's names only. */
function customerOf(c: CustomerInput) {
  const names = { firstName: c.firstName.trim(), lastName: c.lastName.trim() };
  return c.walkIn ? names : { ...names, email: c.email.trim() };
}

export function useTicketLine(state: OrderState) {
  const { t } = useTranslation();
  const f = useFormat();
  const { run } = state.call;
  const { bridge } = useApp();
  const [products, setProducts] = useState<MethodOutput<'ticketing.products'> | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [from, setFrom] = useState(() => isoDay(terminalToday()));
  const [to, setTo] = useState(() => addDays(isoDay(terminalToday()), 6));
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [customer, setCustomer] = useState<CustomerInput>(emptyCustomer);
  const [problem, setProblem] = useState<string | null>(null);
  const [custProblemShown, setCustProblemShown] = useState(false);
  // The merchant's fallback address of walk-in guests (null: none set, undefined: not read yet).
  const [walkInEmail, setWalkInEmail] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    void run('ticketing.products', {}).then(setProducts);
    void run('ticketing.walkIn', {}).then((r) => {
      const email = r ? r.email : null;
      setWalkInEmail(email);
      // A walk-in guest is the quick case once it is possible; a named customer is one click away.
      setCustomer((c) => ({ ...c, walkIn: email !== null }));
    });
  }, [run]);

  const languages = product ? Object.keys(product.nameTranslations) : [];
  const custProblem = customerProblem(customer, languages);

  const loadSlots = (p: Product, a: string, b: string) => {
    setSlot(null);
    setSlots(null);
    if (b < a) return;
    void run('ticketing.availabilities', { productId: p.id, from: a, to: b }).then((r) => r && setSlots(r.availabilities));
  };
  const choose = (p: Product) => {
    setProduct(p);
    setQuantities({});
    setCustomer((c) => ({ ...c, language: defaultLanguage(Object.keys(p.nameTranslations), f.lang) }));
    loadSlots(p, from, to);
  };
  const unchoose = () => {
    setProduct(null);
    setSlot(null);
    setSlots(null);
  };
  const chooseSlot = (s: Slot | null) => {
    setSlot(s);
    setQuantities({});
    setProblem(null);
  };

  /** Checks the rules (a message, nothing sent), reserves, adds the line; a line refused by the order releases its reservation. */
  const add = async () => {
    if (!product || !slot) return;
    const items = itemsOf(quantities);
    if (items.length === 0 || quantityProblems(slot, quantities).length > 0) return setProblem(t('basket.ticketsQuantity'));
    setProblem(null);
    setCustProblemShown(true);
    if (custProblem) return;
    const priced = items.map((i) => ({ ...i, unitPriceCents: slot.prices.find((p) => p.categoryId === i.categoryId)?.priceCents ?? 0 }));
    const held = await run('ticketing.reserve', { productId: product.id, startsAt: slot.startsAt, items });
    if (!held) return;
    const o = await state.write('order.addLine', {
      line: {
        kind: 'tickets',
        productId: product.id,
        startsAt: slot.startsAt,
        reservationId: held.reservationId,
        items: priced,
        customer: customerOf(customer),
        language: customer.language,
      },
    });
    if (!o) {
      // Nothing holds the slot for this order: free it again (the typed customer stays to be corrected).
      // (Past the call state, so the order's refusal stays on screen.)
      void bridge.call('ticketing.cancelReservation', { reservationId: held.reservationId });
      return;
    }
    chooseSlot(null);
    setCustProblemShown(false);
    setCustomer((c) => ({ ...emptyCustomer, walkIn: c.walkIn, language: c.language }));
  };

  return {
    products,
    product,
    choose,
    unchoose,
    from,
    setFrom,
    to,
    setTo,
    showRange: () => product && loadSlots(product, from, to),
    slots,
    slot,
    chooseSlot,
    quantities,
    setQuantities,
    customer,
    setCustomer,
    languages,
    walkInEmail,
    custProblem: custProblemShown ? custProblem : null,
    problem,
    add,
  };
}
