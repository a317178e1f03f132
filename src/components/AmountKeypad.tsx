import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/useLang';
import { centsText, parseAmount, pressBackspace, pressKey, textCents } from '../lib/amount';
import { AmountScanGuard } from '../lib/scan-burst';
import { InputMessage } from './ErrorPanel';

interface Props {
  label: string;
  cents: number;
  onChange(cents: number): void;
  currency?: string | null;
  /** Enter in the field. */
  onEnter?(): void;
  /** A code scanned into the field while it was empty (upper case); without it the field only says it was a scan. */
  onScan?(code: string): void;
  autoFocus?: boolean;
  testId?: string;
  disabled?: boolean;
}

const keys = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '00', '.'];

/**
 * Amount entry as people type it: digits are francs unless a point is typed (`80` is 80.00,
 * `12.5` is 12.50); the currency and the amount that will be booked are always shown beside it.
 */
export function AmountKeypad({ label, cents, onChange, currency, onEnter, onScan, autoFocus, testId = 'amount', disabled }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const bookedId = useId();
  const guard = useRef(new AmountScanGuard());
  const [scanned, setScanned] = useState(false);
  const [typed, setTyped] = useState(() => centsText(cents));
  // The screen may set the amount itself (a new order, a restored amount): then its text shows.
  const text = textCents(typed) === cents ? typed : centsText(cents);
  // The amount this field last reported: any other the screen set itself.
  const reported = useRef(cents);
  useEffect(() => {
    if (cents !== reported.current) guard.current.amountSet(cents);
    reported.current = cents;
  }, [cents]);
  const put = (next: string) => {
    setTyped(next);
    const value = textCents(next);
    if (value === null || value === cents) return;
    reported.current = value;
    onChange(value);
  };
  return (
    <div className="amount-entry">
      <label htmlFor={id}>{label}</label>
      <div className="amount-field">
        <input
          id={id}
          className="amount-input"
          data-testid={`${testId}-input`}
          data-cents={cents}
          inputMode="decimal"
          autoComplete="off"
          autoFocus={autoFocus}
          disabled={disabled}
          placeholder="0"
          aria-describedby={bookedId}
          value={text}
          onChange={(e) => {
            // Pasted or autofilled text such as "12.50".
            const parsed = parseAmount(e.target.value.replace(/[^\d.,]/g, ''));
            if (parsed !== null) put(centsText(parsed));
          }}
          onKeyDown={(e) => {
            if (e.key.length === 1) guard.current.key(e.key, e.timeStamp, cents, performance.now());
            if (e.key !== 'Enter') setScanned(false);
            if (/^[\d.,]$/.test(e.key)) {
              e.preventDefault();
              put(pressKey(text, e.key));
            } else if (e.key === 'Backspace') {
              e.preventDefault();
              put(pressBackspace(text));
            } else if (e.key === 'Delete') {
              e.preventDefault();
              put('');
            } else if (e.key === 'Enter') {
              e.preventDefault();
              // A code scanned into the amount field must never become an amount.
              const restore = guard.current.enter(e.timeStamp);
              if (restore !== null) {
                put(centsText(restore));
                // Into an empty field: the code goes where codes go; else the typed amount stays and the message says why.
                if (restore === 0 && onScan && guard.current.scanned) onScan(guard.current.scanned);
                else setScanned(true);
                return;
              }
              onEnter?.();
            } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey) {
              e.preventDefault();
            }
          }}
        />
        <output id={bookedId} className="amount-booked" data-testid={`${testId}-booked`} aria-label={t('amount.booked')}>
          {f.money(cents, currency)}
        </output>
      </div>
      <InputMessage message={scanned ? t('amount.scanned') : null} />
      <div className="keypad" role="group" aria-label={label}>
        {keys.map((k) => (
          <button
            type="button"
            key={k}
            className="key"
            disabled={disabled}
            aria-label={k === '.' ? t('amount.point') : undefined}
            data-testid={`${testId}-key-${k === '.' ? 'point' : k}`}
            onClick={() => put(pressKey(text, k))}
          >
            {k}
          </button>
        ))}
        <button
          type="button"
          className="key key-back"
          disabled={disabled}
          aria-label={t('code.backspace')}
          data-testid={`${testId}-key-back`}
          onClick={() => put(pressBackspace(text))}
        >
          ⌫
        </button>
      </div>
    </div>
  );
}
