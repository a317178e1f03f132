// The merchant's payment methods (a setting), read once per screen, and their names by language.
import { useEffect, useState } from 'react';
import type { PaymentMethod } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { methodName } from './method-name';

export interface Methods {
  list: PaymentMethod[];
  /** The method's name in `lang` (the UI's unless given); null for an unknown id. */
  name(id: string | null, lang: string): string | null;
}

export { methodName };

export function useMethods(): Methods {
  const { bridge } = useApp();
  const [list, setList] = useState<PaymentMethod[]>([]);
  useEffect(() => {
    let alive = true;
    void bridge.call('payment.settings', {}).then((r) => alive && r.ok && setList(r.value.methods));
    return () => {
      alive = false;
    };
  }, [bridge]);
  return { list, name: (id, lang) => methodName(list, id, lang) };
}
