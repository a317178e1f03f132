// Tickets as a basket line: product, a slot of the chosen days (the coming week first), quantities
// and the customer (named, or a walk-in guest); the slot is reserved when the line is added (the
// reservation's hour is the order's deadline) and booked for that customer when the order finishes.
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField';
import { InputMessage } from '../../components/ErrorPanel';
import { useFormat } from '../../hooks/useLang';
import { CustomerForm } from '../tickets/CustomerForm';
import { ProductPicker, productName } from '../tickets/ProductPicker';
import { QuantityForm } from '../tickets/QuantityForm';
import { SlotCalendar } from '../tickets/SlotCalendar';
import { StrayReservation } from './StrayReservation';
import { useTicketLine } from './useTicketLine';
import type { OrderState } from './useOrder';

export function TicketsPanel({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy } = state.call;
  const line = useTicketLine(state);
  const { products, product, slot, slots } = line;
  return (
    <section className="add-panel" data-testid="add-tickets">
      <StrayReservation state={state} />
      {/* Once a product is chosen its dates take the room (in view at 1024×768), once a slot is chosen
          the line's own fields; "other product" and "other slot" go back a step. */}
      {products && !product && (
        <ProductPicker products={products.products} currency={products.currency} selected={null} onSelect={line.choose} />
      )}
      {product && !slot && (
        <>
          <p className="tk-chosen">
            <strong data-testid="tickets-product">{productName(product, f.lang)}</strong>{' '}
            <button type="button" className="button-secondary" data-testid="other-product" onClick={line.unchoose}>
              {t('basket.otherProduct')}
            </button>
          </p>
          <div className="tk-range">
            <label>
              {t('tickets.sell.from')}
              <DateField value={line.from} testId="range-from" onChange={line.setFrom} />
            </label>
            <label>
              {t('tickets.sell.to')}
              <DateField value={line.to} testId="range-to" onChange={line.setTo} />
            </label>
            <button type="button" className="button-secondary" data-testid="range-show" disabled={busy} onClick={line.showRange}>
              {t('tickets.sell.show')}
            </button>
          </div>
          {slots && <SlotCalendar slots={slots} selected={null} onSelect={line.chooseSlot} />}
        </>
      )}
      {product && slot && (
        <form
          className="tickets-line"
          // The rules' own messages, in the UI language, instead of the browser's.
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void line.add();
          }}
        >
          <p>
            <strong data-testid="tickets-slot">
              {productName(product, f.lang)} · {f.dateTime(slot.startsAt)}
            </strong>{' '}
            <button type="button" className="button-secondary" data-testid="other-slot" onClick={() => line.chooseSlot(null)}>
              {t('basket.otherSlot')}
            </button>
          </p>
          <QuantityForm
            product={product}
            slot={slot}
            currency={products?.currency ?? ''}
            quantities={line.quantities}
            onChange={line.setQuantities}
            locked={busy}
            action={
              <button type="submit" data-testid="add-tickets-line" disabled={busy}>
                {t('basket.addLine')}
              </button>
            }
          />
          <InputMessage message={line.problem} />
          <CustomerForm
            value={line.customer}
            onChange={line.setCustomer}
            languages={line.languages}
            uiLanguage={f.lang}
            walkInEmail={line.walkInEmail}
          />
          {line.custProblem && (
            <p className="input-message" role="alert" data-testid="customer-problem">
              {t(`tickets.customer.problem.${line.custProblem}`)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
