// A promo code: checked with the service when added, a negative line.
import { useTranslation } from 'react-i18next';
import { CodeEntry } from '../../components/CodeEntry';
import type { OrderState } from './useOrder';

export function PromoPanel({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <section className="add-panel" data-testid="add-promo">
      <CodeEntry
        kind="promo"
        label={t('basket.promoCode')}
        busy={state.call.busy}
        submitLabel={t('basket.addLine')}
        onSubmit={(code) => void state.write('order.addLine', { line: { kind: 'promo', code } })}
      />
    </section>
  );
}
