import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '../../../electron/core/contract';
import { productBookability } from '../../../electron/core/contract/constants';
import { useFormat } from '../../hooks/useLang';

export type Product = MethodOutput<'ticketing.products'>['products'][number];

/** Name of a product in the UI language when it has one. */
export function productName(p: Product, lang: string): string {
  return p.nameTranslations[lang] || p.name;
}

/** Name of a person category of `p` in the UI language when it has one (else its default name, else its id). */
export function categoryName(p: Product | undefined | null, id: string, lang: string): string {
  const c = p?.categories.find((k) => k.id === id);
  return c ? c.nameTranslations[lang] || c.name : id;
}

/** Products from the local catalog; inactive and category-less ones shown, but not selectable. */
export function ProductPicker({
  products,
  currency,
  selected,
  onSelect,
}: {
  products: Product[];
  currency: string | null;
  selected: string | null;
  onSelect(p: Product): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  if (products.length === 0)
    return (
      <p className="panel panel-warn" data-testid="no-products">
        {t('tickets.sell.noProducts')}
      </p>
    );
  return (
    <div className="tk-products" role="group" aria-label={t('tickets.sell.products')}>
      {products.map((p) => {
        const b = productBookability(p);
        const from = p.categories.length ? Math.min(...p.categories.map((c) => c.priceFromCents)) : null;
        return (
          <button
            key={p.id}
            type="button"
            className="tk-product"
            aria-pressed={selected === p.id}
            disabled={b !== 'bookable'}
            data-testid={`product-${p.id}`}
            data-bookable={b}
            onClick={() => onSelect(p)}
          >
            <span>{productName(p, f.lang)}</span>
            {b === 'bookable' && from !== null && (
              <span className="muted">{t('tickets.sell.priceFrom', { price: f.money(from, currency) })}</span>
            )}
            {b !== 'bookable' && (
              <span className="muted" data-testid="not-bookable">
                {t(`tickets.sell.notBookable.${b}`)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
