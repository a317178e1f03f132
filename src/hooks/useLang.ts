// The UI language and formatters bound to it.
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney, formatTime } from '../lib/format';

export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    lang,
    money: (cents: number, currency?: string | null) => formatMoney(cents, currency, lang),
    date: (v: string | null | undefined) => formatDate(v, lang),
    time: (v: string | null | undefined) => formatTime(v, lang),
    dateTime: (v: string | null | undefined) => formatDateTime(v, lang),
  };
}
