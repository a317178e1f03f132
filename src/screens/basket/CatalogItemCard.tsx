import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleCatalogItem } from '../../../electron/core/contract';
import { useFormat } from '../../hooks/useLang';
import { formatPercent } from '../../lib/format';
import { isSellable, localName, valueRange } from '../../lib/sale-rules';

/**
 * One voucher type for sale: image, name, price, discount, value range or variants; sold-out and
 * unavailable types are marked and cannot be picked. Without an image, name and price take the room.
 */
export function CatalogItemCard({
  item,
  selected,
  onSelect,
  tileRef,
}: {
  item: SaleCatalogItem;
  selected: boolean;
  onSelect(): void;
  /** Notes the tile (its sold-out state and contingent are read when it is in view). */
  tileRef?: (el: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const sellable = isSellable(item);
  const name = localName(item.name, f.lang);
  const range = valueRange(item);
  // An image that cannot load (offline till, moved file) is left out: the tile shows name and price larger.
  const [imageFailed, setImageFailed] = useState(false);
  const hasImage = item.imageUrl !== null && !imageFailed;
  return (
    <button
      type="button"
      ref={tileRef}
      className={`catalog-item${selected ? ' selected' : ''}${hasImage ? '' : ' no-image'}${sellable ? '' : ' unavailable'}`}
      aria-pressed={selected}
      disabled={!sellable}
      onClick={onSelect}
      data-testid="catalog-item"
      data-id={item.id}
      data-kind={item.kind}
      data-state={item.soldOut ? 'sold-out' : sellable ? 'sellable' : 'unavailable'}
      data-checked={item.checkedAt !== null}
    >
      {hasImage && (
        <img src={item.imageUrl ?? ''} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setImageFailed(true)} />
      )}
      <span className="catalog-name">{name}</span>
      <span className="catalog-price">
        {!sellable && !item.soldOut && t('sell.notSellable')}
        {sellable && item.kind === 'value_voucher' && t('sell.range', { min: f.money(range.min), max: f.money(range.max) })}
        {sellable && item.kind === 'package' && item.priceCents !== null && f.money(item.priceCents)}
        {sellable &&
          item.kind === 'variants' &&
          t('sell.variantsFrom', { price: f.money(Math.min(...item.variants.map((v) => v.priceCents))) })}
      </span>
      {item.discountPercentage !== null && item.listPriceCents !== null && (
        <span className="catalog-discount">
          <s>{f.money(item.listPriceCents)}</s> −{formatPercent(item.discountPercentage, f.lang)}
        </span>
      )}
      {!item.published && <span className="flag flag-warn">{t('sell.unpublished')}</span>}
      {item.soldOut && (
        <span className="flag flag-bad" data-testid="sold-out">
          {t('sellMore.soldOut')}
        </span>
      )}
      {sellable && item.remainingContingent !== null && (
        <span className="flag" data-testid="left">
          {t('sellMore.left', { count: item.remainingContingent })}
        </span>
      )}
    </button>
  );
}
