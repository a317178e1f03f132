// Counting cash (the float when the till opens, the drawer when it closes): the total on the amount
// keypad, or the number of each note and coin of the currency (the total is their sum).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DenominationCount } from '../../../../electron/core/contract';
import { AmountKeypad } from '../../../components/AmountKeypad';
import { useFormat } from '../../../hooks/useLang';

export interface CashCountValue {
  cents: number;
  denominations?: DenominationCount;
}

/** Notes and coins per currency (cents); a currency not listed is counted as a total only. */
const denominations: Record<string, number[]> = {
  CHF: [100_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5],
  EUR: [50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
};

interface Props {
  label: string;
  currency: string | null;
  value: CashCountValue;
  onChange(v: CashCountValue): void;
  onEnter?(): void;
  testId: string;
}

export function CashCount({ label, currency, value, onChange, onEnter, testId }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const list = (currency !== null ? denominations[currency] : undefined) ?? [];
  const [byPiece, setByPiece] = useState(value.denominations !== undefined);
  const counts = new Map((value.denominations ?? []).map((d) => [d.valueCents, d.count]));
  const setCount = (valueCents: number, count: number) => {
    counts.set(valueCents, count);
    const next = list.map((v) => ({ valueCents: v, count: counts.get(v) ?? 0 })).filter((d) => d.count > 0);
    onChange({ cents: next.reduce((s, d) => s + d.valueCents * d.count, 0), denominations: next });
  };
  return (
    <div className="till-count" data-testid={testId}>
      {list.length > 0 && (
        <div className="mgr-row" role="group" aria-label={label}>
          <button
            type="button"
            className={byPiece ? 'button-secondary' : ''}
            aria-pressed={!byPiece}
            onClick={() => setByPiece(false)}
            data-testid={`${testId}-total`}
          >
            {t('till.countTotal')}
          </button>
          <button
            type="button"
            className={byPiece ? '' : 'button-secondary'}
            aria-pressed={byPiece}
            onClick={() => setByPiece(true)}
            data-testid={`${testId}-pieces`}
          >
            {t('till.countPieces')}
          </button>
        </div>
      )}
      {byPiece ? (
        <div className="till-pieces">
          {list.map((v) => (
            <label key={v} className="till-piece">
              <span>{f.money(v, currency)}</span>
              <input
                type="number"
                min={0}
                max={100000}
                inputMode="numeric"
                value={counts.get(v) ?? 0}
                onChange={(e) => setCount(v, Math.max(0, Math.floor(Number(e.target.value) || 0)))}
                data-testid={`${testId}-piece-${v}`}
              />
            </label>
          ))}
          <p className="till-piece-total">
            {label}: <strong data-testid={`${testId}-sum`}>{f.money(value.cents, currency)}</strong>
          </p>
        </div>
      ) : (
        <AmountKeypad
          label={label}
          cents={value.cents}
          currency={currency}
          onChange={(cents) => onChange({ cents })}
          onEnter={onEnter}
          autoFocus
          testId={`${testId}-amount`}
        />
      )}
    </div>
  );
}
