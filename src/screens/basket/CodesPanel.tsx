// Vouchers sold as codes: the catalog's types; the picker's price added as a codes line.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleCatalogItem } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { useFormat } from '../../hooks/useLang';
import { CatalogItemCard } from './CatalogItemCard';
import { ItemPicker } from './ItemPicker';
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
  const item = catalog.find((c) => c.id === selected) ?? null;
  const language = (['fr', 'it', 'en'] as const).find((l) => l === f.lang) ?? 'de';
  return (
    <section className="add-panel" data-testid="add-codes">
      {item ? (
        <ItemPicker
          key={item.id}
          item={item}
          room={item.remainingContingent ?? Infinity}
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
            <CatalogItemCard key={c.id} item={c} selected={false} onSelect={() => setSelected(c.id)} />
          ))}
          {catalog.length === 0 && <p className="muted">{t('sell.emptyCatalog')}</p>}
        </div>
      )}
    </section>
  );
}
