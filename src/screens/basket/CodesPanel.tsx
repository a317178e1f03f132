// Vouchers sold as codes: the catalog's types (sold out and contingent read per tile shown); the
// picker's price added as a codes line, within what the contingent leaves beside the order's lines.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleCatalogItem } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { useFormat } from '../../hooks/useLang';
import { CatalogItemCard } from './CatalogItemCard';
import { ItemPicker } from './ItemPicker';
import { roomFor } from '../../lib/sale-rules';
import { useTypeChecks } from './useTypeChecks';
import type { OrderState } from './useOrder';

export function CodesPanel({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { run } = state.call;
  const [catalog, setCatalog] = useState<SaleCatalogItem[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const syncedAt = useApp().status.sync.lastSyncAt;
  useEffect(() => {
    void run('sale.catalog', {}).then((c) => c && setCatalog(c.items));
  }, [run, syncedAt]);
  const merge = useCallback((checked: SaleCatalogItem[]) => {
    const byId = new Map(checked.map((c) => [c.id, c]));
    setCatalog((list) => list.map((c) => byId.get(c.id) ?? c));
  }, []);
  const checks = useTypeChecks(merge);
  const pick = (id: string) => {
    setSelected(id);
    checks.ask([id], true);
  };
  const item = catalog.find((c) => c.id === selected) ?? null;
  const inOrder = (state.order?.lines ?? [])
    .filter((l) => l.kind === 'codes' && l.productId)
    .map((l) => ({ key: l.id, productId: l.productId ?? '', name: '', unitPriceCents: 0, quantity: l.quantity }));
  const language = (['fr', 'it', 'en'] as const).find((l) => l === f.lang) ?? 'de';
  return (
    <section className="add-panel" data-testid="add-codes">
      {item ? (
        <ItemPicker
          // The list names no variants: the type's check brings them (and the pre-selected one) a moment later.
          key={`${item.id}:${item.variants.length}`}
          item={item}
          room={roomFor(item, inOrder)}
          onAdd={(l) =>
            void state
              .write('order.addLine', {
                line: { kind: 'codes', productId: l.productId, unitPriceCents: l.unitPriceCents, quantity: 1, language },
              })
              .then((o) => o && setSelected(null))
          }
        />
      ) : (
        <div className="catalog" role="group" aria-label={t('sell.catalog')}>
          {catalog.map((c) => (
            <CatalogItemCard key={c.id} item={c} selected={false} onSelect={() => pick(c.id)} tileRef={checks.observe} />
          ))}
          {catalog.length === 0 && <p className="muted">{t('sell.emptyCatalog')}</p>}
        </div>
      )}
    </section>
  );
}
