import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleCatalogItem } from '../../../electron/core/contract';
import { AmountKeypad } from '../../components/AmountKeypad';
import { InputMessage } from '../../components/ErrorPanel';
import { SafeHtml } from '../../components/SafeHtml';
import { useFormat } from '../../hooks/useLang';
import { localName, priceProblem, valueRange, type QuantityLine } from '../../lib/sale-rules';

/** What the picker adds: one voucher of a type at a price. */
export type PickedVoucher = Omit<QuantityLine, 'key' | 'quantity'>;

/**
 * Chooses the price of one voucher of a type (amount, variant or fixed) and adds it; `room` is how
 * many more the contingent allows (Infinity: no limit).
 */
export function ItemPicker({ item, room, onAdd }: { item: SaleCatalogItem; room: number; onAdd(line: PickedVoucher): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [amount, setAmount] = useState(0);
  const [variant, setVariant] = useState(item.variants.find((v) => v.preSelected)?.id ?? item.variants[0]?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const name = localName(item.name, f.lang);
  const range = valueRange(item);

  const add = () => {
    const v = item.variants.find((x) => x.id === variant);
    const price = item.kind === 'value_voucher' ? amount : item.kind === 'variants' ? (v?.priceCents ?? 0) : (item.priceCents ?? 0);
    const p = priceProblem(item, price, variant);
    if (p)
      return setProblem(
        t(p === 'sold_out' ? 'sellMore.soldOutProblem' : `sell.problem.${p}`, { min: f.money(range.min), max: f.money(range.max) }),
      );
    if (room < 1) return setProblem(t('sellMore.tooMany', { count: item.remainingContingent ?? 0 }));
    setProblem(null);
    onAdd({ productId: item.id, name: v ? `${name} – ${v.name}` : name, unitPriceCents: price });
    setAmount(0);
  };

  const addButton = (
    <button
      type="button"
      data-testid="add-line"
      autoFocus={item.kind === 'package'}
      // Variants not read yet (the list names none): nothing to choose from.
      disabled={item.kind === 'variants' && item.variants.length === 0}
      onClick={add}
    >
      {t('sell.add')}
    </button>
  );
  return (
    <section className="card picker" aria-label={name} data-testid="picker">
      <h2>{name}</h2>
      <SafeHtml className="description" html={localName(item.descriptionHtml, f.lang)} />
      {item.kind === 'value_voucher' && (
        // The add button level with the amount field: in view at 1024×768.
        <div className="amount-step">
          <AmountKeypad
            label={t('sell.amount', { min: f.money(range.min), max: f.money(range.max) })}
            cents={amount}
            onChange={setAmount}
            onEnter={add}
            autoFocus
            testId="sell-amount"
          />
          <div className="goods-side">
            <InputMessage message={problem} />
            {addButton}
          </div>
        </div>
      )}
      {item.kind === 'variants' && (
        <fieldset className="variants">
          <legend>{t('sell.variant')}</legend>
          {item.variants.map((v, i) => (
            <label key={v.id} className="radio">
              <input
                type="radio"
                name={`variant-${item.id}`}
                value={v.id}
                checked={variant === v.id}
                autoFocus={i === 0}
                onChange={() => setVariant(v.id)}
                onKeyDown={(e) => e.key === 'Enter' && add()}
              />
              {v.name} – {f.money(v.priceCents)}
            </label>
          ))}
        </fieldset>
      )}
      {item.kind === 'package' && item.priceCents !== null && (
        <p>
          {t('sell.price')}: <strong>{f.money(item.priceCents)}</strong>
        </p>
      )}
      {item.kind !== 'value_voucher' && (
        <>
          <InputMessage message={problem} />
          {addButton}
        </>
      )}
    </section>
  );
}
