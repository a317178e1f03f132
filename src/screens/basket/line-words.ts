// What a basket line and a tender are called, the same words for the cashier's basket and the
// customer display (which shows them in the customer's language: `t` is the one to use).
import type { TFunction } from 'i18next';
import type { OrderLine, Tender } from '../../../electron/core/contract';
import { formatVoucherCode } from '../../../electron/core/contract/codes';

interface Formats {
  date(v: string | null | undefined): string;
  dateTime(v: string | null | undefined): string;
  /** The language the words are in (a product's name in it when it has one). */
  lang?: string;
}

/** A product's name in `lang` (else the first the catalog has), or null. */
function nameIn(names: Record<string, string> | null, lang: string | undefined): string | null {
  if (!names) return null;
  return (lang ? names[lang] : undefined) ?? Object.values(names)[0] ?? null;
}

/** A whole-day slot is a bare date (or starts at midnight): its date alone says when. */
function slotTime(startsAt: string | undefined, f: Formats): string {
  if (!startsAt) return '';
  return /^\d{4}-\d{2}-\d{2}$|T00:00(:00)?/.test(startsAt) ? f.date(startsAt) : f.dateTime(startsAt);
}

/** A code as it is shown: masked codes (`••••1234`) stay as the core sent them. */
export function shownCode(code: string | null): string {
  if (!code) return '';
  return /^[A-Za-z0-9-]+$/.test(code) ? formatVoucherCode(code) : code;
}

/** The line's one-line description ("Load voucher DEMO-…", "2 × Gift card as codes", "Spa: 2 tickets,
 *  25.11.2026 14:00"); `lang` (else the formats' language) names the product. */
export function lineText(line: OrderLine, t: TFunction, f: Formats, lang: string | undefined = f.lang): string {
  switch (line.kind) {
    case 'goods':
      return line.reference ? t('basket.line.goodsRef', { reference: line.reference }) : t('basket.line.goods');
    case 'load':
      return t('basket.line.load', { code: shownCode(line.code) });
    case 'stock':
      return t('basket.line.stock', { code: shownCode(line.code) });
    case 'codes': {
      const name = nameIn(line.productName, lang);
      return name ? t('basket.line.codesNamed', { count: line.quantity, name }) : t('basket.line.codes', { count: line.quantity });
    }
    case 'tickets': {
      const when = slotTime(line.tickets?.startsAt, f);
      const p = line.tickets?.product;
      if (!p) return t('basket.line.tickets', { count: line.quantity, when });
      return t('basket.line.ticketsOf', { count: line.quantity, when, product: (lang && p.nameTranslations[lang]) || p.name });
    }
    case 'promo':
      return t('basket.line.promo', { code: line.code ?? '' });
  }
}

/** The tender's description ("Voucher DEMO-…", or the payment method's name). */
export function tenderText(tender: Tender, t: TFunction, methodName: (id: string | null) => string | null): string {
  if (tender.kind === 'voucher') return t('basket.tender.voucher', { code: shownCode(tender.code) });
  return methodName(tender.paymentMethodId) ?? t(`basket.tender.${tender.kind}`);
}
