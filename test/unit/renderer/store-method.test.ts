import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { PaymentMethod } from '../../../electron/core/contract';
import { storeMethodName } from '../../../src/screens/manager/store-method';

// A `t` that shows its key, so the test reads which word was chosen.
const t = ((key: string) => `<${key}>`) as unknown as TFunction;
const list: PaymentMethod[] = [
  { id: 'cash', names: { de: 'Bar', fr: 'Espèces', it: 'Contanti', en: 'Cash' }, kind: 'cash', paymentId: null },
  { id: 'twint', names: { de: 'TWINT', fr: 'TWINT', it: 'TWINT', en: 'TWINT' }, kind: 'other', paymentId: null },
];

describe('the Store screen names a payment method', () => {
  it("by the merchant's name in the chosen language", () => {
    expect(storeMethodName(list, { method: 'cash', paymentKind: 'cash', count: 1, amountCents: 100 }, 'fr', t)).toBe('Espèces');
    expect(storeMethodName(list, { method: 'cash', paymentKind: 'cash', count: 1, amountCents: 100 }, 'it', t)).toBe('Contanti');
  });

  it("by its kind when this till's settings do not list it, and never by its code", () => {
    const other = storeMethodName(list, { method: 'kasse2-voucher-card', paymentKind: 'card', count: 1, amountCents: 100 }, 'de', t);
    expect(other).toBe('<basket.tender.card>');
    expect(storeMethodName(list, { method: null, paymentKind: null, count: 1, amountCents: 100 }, 'en', t)).toBe(
      '<manager.store.noMethod>',
    );
  });
});
