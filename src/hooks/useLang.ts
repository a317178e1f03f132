// The UI language and formatters bound to it.
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { AppContext } from '../app-context';
import { formatDate, formatDateTime, formatMoney, formatTime } from '../lib/format';

export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  // An amount whose answer named no currency is shown in the merchant's currency learned by the core.
  const merchant = useContext(AppContext)?.status.currency ?? null;
  return {
    lang,
    money: (cents: number, currency?: string | null) => formatMoney(cents, currency || merchant, lang),
    /** The currency an amount is shown in: its own, else the merchant's. */
    currency: (currency?: string | null) => currency || merchant,
    date: (v: string | null | undefined) => formatDate(v, lang),
    time: (v: string | null | undefined) => formatTime(v, lang),
    dateTime: (v: string | null | undefined) => formatDateTime(v, lang),
  };
}
