// How the customer pays the part no voucher covers: the merchant's payment methods (a setting),
// as one radio group. The methods are fetched when the screen opens (never while a code is being
// scanned), and the first one is chosen until the cashier picks another.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, PaymentMethod } from '../../electron/core/contract';
import { useApp } from '../app-context';

/** The payment methods and the one chosen (the first until the cashier picks another). */
export interface PaymentChoice {
  methods: PaymentMethod[];
  method: string | null;
  setMethod(id: string): void;
}

/** Loads the payment methods once per screen and chooses the first. */
export function usePaymentChoice(): PaymentChoice {
  const { bridge } = useApp();
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  const [method, setMethod] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void bridge.call('payment.settings', {}).then((r) => {
      if (!alive || !r.ok) return;
      setMethods(r.value.methods);
      setMethod((m) => m ?? r.value.methods[0]?.id ?? null);
    });
    return () => {
      alive = false;
    };
  }, [bridge]);
  return { methods, method, setMethod };
}

/** Radio buttons of the payment methods. */
export function PaymentMethodPicker({ methods, method, setMethod }: PaymentChoice) {
  const { t, i18n } = useTranslation();
  const lang = (['de', 'fr', 'it', 'en'].includes(i18n.language) ? i18n.language : 'de') as Language;
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
            checked={method === m.id}
            onChange={() => setMethod(m.id)}
          />{' '}
          {m.names[lang]}
        </label>
      ))}
    </fieldset>
  );
}
