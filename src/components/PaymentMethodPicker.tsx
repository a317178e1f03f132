// How the customer pays the part no voucher covers: the merchant's payment methods (a setting),
// as one button group; the first method is chosen until the cashier picks another.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, PaymentMethod } from '../../electron/core/contract';
import { useApp } from '../app-context';

/** The payment methods from the core (cash and card until a manager sets others). */
export function usePaymentMethods(): PaymentMethod[] {
  const { bridge } = useApp();
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  useEffect(() => {
    let alive = true;
    void bridge.call('payment.settings', {}).then((r) => {
      if (alive && r.ok) setMethods(r.value.methods);
    });
    return () => {
      alive = false;
    };
  }, [bridge]);
  return methods;
}

/** Radio buttons of the payment methods; calls onChange with the first one as soon as they are known. */
export function PaymentMethodPicker({ value, onChange }: { value: string | null; onChange(id: string): void }) {
  const { t, i18n } = useTranslation();
  const methods = usePaymentMethods();
  const lang = (['de', 'fr', 'it', 'en'].includes(i18n.language) ? i18n.language : 'de') as Language;
  useEffect(() => {
    if (value === null && methods[0]) onChange(methods[0].id);
  }, [methods, value, onChange]);
  if (methods.length === 0) return null;
  return (
    <fieldset className="payment-methods" data-testid="payment-methods">
      <legend>{t('payment.legend')}</legend>
      {methods.map((m) => (
        <label key={m.id} className="radio">
          <input
            type="radio"
            name="payment-method"
            data-testid={`payment-${m.id}`}
            checked={value === m.id}
            onChange={() => onChange(m.id)}
          />{' '}
          {m.names[lang]}
        </label>
      ))}
    </fieldset>
  );
}
