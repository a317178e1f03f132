import { useTranslation } from 'react-i18next';
import type { SaleCatalogItem } from '../../../electron/core/contract';
import { useFormat } from '../../hooks/useLang';
import { changeQuantity, roomFor, type QuantityLine } from '../../lib/sale-rules';

/** The cart of a sale: one line per type and price with a quantity stepper (− n +) and its sum. */
export function CartLines({
  cart,
  catalog,
  onChange,
}: {
  cart: QuantityLine[];
  catalog: SaleCatalogItem[];
  onChange(cart: QuantityLine[]): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <ul className="cart-lines">
      {cart.map((l) => {
        const room = roomFor(
          catalog.find((c) => c.id === l.productId),
          cart,
        );
        return (
          <li key={l.key} data-testid="cart-line" data-quantity={l.quantity}>
            <span className="cart-name">
              {l.name}
              <span className="muted num"> · {f.money(l.unitPriceCents)}</span>
            </span>
            <span className="stepper" role="group" aria-label={t('sellMore.quantityOf', { name: l.name })}>
              <button
                type="button"
                className="button-secondary"
                data-testid="qty-less"
                aria-label={t('sellMore.less', { name: l.name })}
                onClick={() => onChange(changeQuantity(cart, l.key, -1))}
              >
                −
              </button>
              <output className="num" data-testid="qty" aria-live="polite">
                {l.quantity}
              </output>
              <button
                type="button"
                className="button-secondary"
                data-testid="qty-more"
                aria-label={t('sellMore.more', { name: l.name })}
                disabled={room < 1}
                onClick={() => onChange(changeQuantity(cart, l.key, 1))}
              >
                +
              </button>
            </span>
            <span className="num" data-testid="line-sum">
              {f.money(l.quantity * l.unitPriceCents)}
            </span>
            <button
              type="button"
              className="button-secondary"
              aria-label={t('sell.remove', { name: l.name })}
              onClick={() => onChange(cart.filter((x) => x.key !== l.key))}
            >
              ✕
            </button>
          </li>
        );
      })}
    </ul>
  );
}
