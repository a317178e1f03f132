import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MAX_TICKETS_PER_CATEGORY } from '../../../electron/core/contract/constants';
import { useFormat } from '../../hooks/useLang';
import { categoryName, type Product } from './ProductPicker';
import { quantityProblems, totalCents, type QuantityProblem } from './rules';
import type { Slot } from './SlotCalendar';

function ruleText(t: TFunction, p: Slot['prices'][number]): string {
  const parts: string[] = [];
  if (!p.allowZeroQuantity) parts.push(t('tickets.qty.required'));
  if (p.minQuantity > 1) parts.push(t('tickets.qty.min', { count: p.minQuantity }));
  if (p.maxQuantity !== null) parts.push(t('tickets.qty.max', { count: p.maxQuantity }));
  return parts.join(' · ');
}

/** Quantity per person category with its price and rules; problems are shown before anything is sent. */
export function QuantityForm({
  product,
  slot,
  currency,
  quantities,
  onChange,
  locked,
  action,
}: {
  product: Product;
  slot: Slot;
  currency: string;
  quantities: Record<string, number>;
  onChange(q: Record<string, number>): void;
  locked: boolean;
  /** Beside the total (the basket's add button: in view with the quantities at 1024×768). */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const problems = quantityProblems(slot, quantities);
  const problemOf = (id: string): QuantityProblem | undefined => problems.find((p) => p.categoryId === id);
  const set = (id: string, q: number) => onChange({ ...quantities, [id]: Math.max(0, Math.min(MAX_TICKETS_PER_CATEGORY, q)) });
  return (
    <div>
      <div className="tk-qty" role="group" aria-label={t('tickets.qty.label')}>
        {slot.prices.map((p) => {
          const cat = product.categories.find((c) => c.id === p.categoryId);
          const q = quantities[p.categoryId] ?? 0;
          const problem = problemOf(p.categoryId);
          const name = categoryName(product, p.categoryId, f.lang);
          return (
            <div key={p.categoryId} style={{ display: 'contents' }}>
              <div>
                <strong>{name}</strong> <span>{f.money(p.priceCents, currency)}</span>
                {cat && (cat.ageFrom !== null || cat.ageTo !== null) && (
                  <span className="muted small"> ({t('tickets.qty.age', { from: cat.ageFrom ?? 0, to: cat.ageTo ?? '∞' })})</span>
                )}
                <div className="muted small">{ruleText(t, p)}</div>
                {problem && (
                  <div className="input-message" role="alert" data-testid={`qty-problem-${p.categoryId}`}>
                    {t(`tickets.qty.problem.${problem.kind}`, { count: problem.limit })}
                  </div>
                )}
              </div>
              <div className="tk-stepper">
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={t('tickets.qty.less', { name })}
                  disabled={locked || q === 0}
                  data-testid={`qty-minus-${p.categoryId}`}
                  onClick={() => set(p.categoryId, q - 1)}
                >
                  −
                </button>
                <output data-testid={`qty-${p.categoryId}`} aria-label={name}>
                  {q}
                </output>
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={t('tickets.qty.more', { name })}
                  disabled={locked}
                  data-testid={`qty-plus-${p.categoryId}`}
                  onClick={() => set(p.categoryId, q + 1)}
                >
                  +
                </button>
              </div>
              <div className="num">{f.money(p.priceCents * q, currency)}</div>
            </div>
          );
        })}
      </div>
      <p className="tk-total">
        <span>
          <strong>{t('tickets.qty.total')}</strong> <span data-testid="total">{f.money(totalCents(slot, quantities), currency)}</span>
        </span>
        {action}
      </p>
      {problemOf('total') && (
        <p className="input-message" role="alert" data-testid="qty-problem-total">
          {t(`tickets.qty.problem.${problemOf('total')!.kind}`, { count: problemOf('total')!.limit })}
        </p>
      )}
    </div>
  );
}
