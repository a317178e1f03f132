// Tickets as a basket line: product, slot of the coming week, quantities; the slot is reserved at
// once (the reservation's hour is the order's deadline) and booked walk-in when the order finishes.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '../../../electron/core/contract';
import { InputMessage } from '../../components/ErrorPanel';
import { useFormat } from '../../hooks/useLang';
import { terminalToday } from '../../lib/format';
import { ProductPicker, type Product } from '../tickets/ProductPicker';
import { QuantityForm } from '../tickets/QuantityForm';
import { addDays, isoDay, itemsOf, quantityProblems } from '../tickets/rules';
import { SlotCalendar, type Slot } from '../tickets/SlotCalendar';
import type { OrderState } from './useOrder';

export function TicketsPanel({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { run, busy } = state.call;
  const [products, setProducts] = useState<MethodOutput<'ticketing.products'> | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // Booked walk-in at finish: without the merchant's fallback address that would be refused then.
  const [walkIn, setWalkIn] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    void run('ticketing.products', {}).then(setProducts);
    void run('ticketing.walkIn', {}).then((r) => setWalkIn(r ? r.email : null));
  }, [run]);
  const choose = (p: Product) => {
    setProduct(p);
    setSlot(null);
    setSlots(null);
    const from = isoDay(terminalToday());
    void run('ticketing.availabilities', { productId: p.id, from, to: addDays(from, 6) }).then((r) => r && setSlots(r.availabilities));
  };
  const add = async () => {
    if (!product || !slot) return;
    const items = itemsOf(quantities);
    if (items.length === 0 || quantityProblems(slot, quantities).length > 0) return setProblem(t('basket.ticketsQuantity'));
    setProblem(null);
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
        language: f.lang,
      },
    });
    if (!o) return;
    setSlot(null);
    setQuantities({});
  };
  return (
    <section className="add-panel" data-testid="add-tickets">
      {walkIn === null && (
        <p className="panel panel-warn" role="status" data-testid="tickets-no-walk-in">
          {t('ticketSteps.walkInUnavailable')}
        </p>
      )}
      {products && (
        <ProductPicker products={products.products} currency={products.currency} selected={product?.id ?? null} onSelect={choose} />
      )}
      {product && slots && !slot && <SlotCalendar slots={slots} selected={null} onSelect={setSlot} />}
      {product && slot && (
        <>
          <p>
            <strong>{f.dateTime(slot.startsAt)}</strong>{' '}
            <button type="button" className="button-secondary" onClick={() => setSlot(null)}>
              {t('basket.otherSlot')}
            </button>
          </p>
          <QuantityForm
            product={product}
            slot={slot}
            currency={products?.currency ?? ''}
            quantities={quantities}
            onChange={setQuantities}
            locked={busy}
          />
          <InputMessage message={problem} />
          <button type="button" data-testid="add-tickets-line" disabled={busy} onClick={() => void add()}>
            {t('basket.addLine')}
          </button>
        </>
      )}
    </section>
  );
}
