// The open order's tools in the screen's head, beside the back button: the customer's language
// (receipt and display) and cancelling the order. Up there they take no room from the basket's lines.
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../electron/core/contract';
import { CancelOrder } from './CancelOrder';
import { openOrder, waysOut } from './order-state';
import type { OrderState } from './useOrder';

const customerLanguages: readonly Language[] = ['de', 'fr', 'it', 'en'];
/** Each language by its own name (the same in every UI language). */
const endonyms: Record<Language, string> = { de: 'Deutsch', fr: 'Français', it: 'Italiano', en: 'English' };

export function BasketTools({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  const open = openOrder(state.order);
  if (!open) return null;
  return (
    <div className="basket-tools" data-testid="basket-tools">
      <label className="field small">
        {t('basket.customerLanguage')}
        <select
          data-testid="customer-language"
          value={open.customerLanguage ?? ''}
          onChange={(e) => {
            const language = customerLanguages.find((l) => l === e.target.value) ?? null;
            void state.write('order.setLanguage', { language });
          }}
        >
          <option value="">{t('basket.languageDefault')}</option>
          {customerLanguages.map((l) => (
            <option key={l} value={l}>
              {endonyms[l]}
            </option>
          ))}
        </select>
      </label>
      {waysOut(open).cancel && <CancelOrder state={state} />}
    </div>
  );
}
