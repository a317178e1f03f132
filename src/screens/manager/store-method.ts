// A payment method of the store day as the Store screen names it: the merchant's name in the
// chosen language; a method this till's settings do not list (another till's own) by its kind;
// none stated as such. Never the method's code.
import type { TFunction } from 'i18next';
import type { PaymentMethod, StoreDay } from '../../../electron/core/contract';
import { methodName } from '../basket/method-name';

export function storeMethodName(list: PaymentMethod[], row: StoreDay['perMethod'][number], lang: string, t: TFunction): string {
  const named = methodName(list, row.method, lang);
  if (named !== null) return named;
  return row.method !== null && row.paymentKind !== null ? t(`basket.tender.${row.paymentKind}`) : t('manager.store.noMethod');
}
