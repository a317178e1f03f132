import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/useLang';
import { parseAmount, pressBackspace, pressDigit } from '../lib/amount';
import { AmountScanGuard } from '../lib/scan-burst';
import { InputMessage } from './ErrorPanel';

interface Props {
  label: string;
  cents: number;
  onChange(cents: number): void;
  currency?: string | null;
  /** Enter in the field. */
  onEnter?(): void;
  autoFocus?: boolean;
  testId?: string;
  disabled?: boolean;
}

const keys = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '00', '0'];

/** Amount entry in integer cents, digits shifting in from the right; the currency is always shown. */
export function AmountKeypad({ label, cents, onChange, currency, onEnter, autoFocus, testId = 'amount', disabled }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const guard = useRef(new AmountScanGuard());
  const [scanned, setScanned] = useState(false);
  return (
    <div className="amount-entry">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="amount-input"
        data-testid={`${testId}-input`}
        data-cents={cents}
        inputMode="numeric"
        autoComplete="off"
        autoFocus={autoFocus}
        disabled={disabled}
        value={f.money(cents, currency)}
        onChange={(e) => {
          // Pasted or autofilled text such as "12.50".
          const parsed = parseAmount(e.target.value.replace(/[^\d.,]/g, ''));
          if (parsed !== null) onChange(parsed);
        }}
        onKeyDown={(e) => {
          if (e.key.length === 1) guard.current.key(e.key, e.timeStamp, cents);
          if (e.key !== 'Enter') setScanned(false);
          if (/^\d$/.test(e.key)) {
            e.preventDefault();
            onChange(pressDigit(cents, e.key));
          } else if (e.key === 'Backspace') {
            e.preventDefault();
            onChange(pressBackspace(cents));
          } else if (e.key === 'Delete') {
            e.preventDefault();
            onChange(0);
          } else if (e.key === 'Enter') {
            e.preventDefault();
            // A code scanned into the amount field must never become an amount.
            const restore = guard.current.enter(e.timeStamp);
            if (restore !== null) {
              onChange(restore);
              setScanned(true);
              return;
            }
            onEnter?.();
          } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey) {
            e.preventDefault();
          }
        }}
      />
      <InputMessage message={scanned ? t('amount.scanned') : null} />
      <div className="keypad" role="group" aria-label={label}>
        {keys.map((k) => (
          <button type="button" key={k} className="key" disabled={disabled} onClick={() => onChange(pressDigit(cents, k))}>
            {k}
          </button>
        ))}
        <button
          type="button"
          className="key"
          disabled={disabled}
          aria-label={t('code.backspace')}
          onClick={() => onChange(pressBackspace(cents))}
        >
          ⌫
        </button>
      </div>
    </div>
  );
}
