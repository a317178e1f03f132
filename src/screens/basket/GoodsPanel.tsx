// Goods from the shop's main register: the amount (as typed, francs unless a point) and the
// register's receipt number; or a line's amount changed while the order is not paid.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../../electron/core/contract';
import { AmountKeypad } from '../../components/AmountKeypad';
import { InputMessage } from '../../components/ErrorPanel';
import type { OrderState } from './useOrder';

const referencePattern = /^[A-Za-z0-9/.-]*$/;

interface Props {
  state: OrderState;
  editing: OrderLine | null;
  onDone(): void;
  /** A voucher scanned into the empty amount field (right after a line was added): it goes to the voucher panel. */
  onScan?(code: string): void;
}

export function GoodsPanel({ state, editing, onDone, onScan }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState(editing?.amountCents ?? 0);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy } = state.call;
  const add = () => {
    if (amount <= 0) return setProblem(t('pay.amountMissing'));
    if (!referencePattern.test(reference.trim())) return setProblem(t('basket.referenceBad'));
    setProblem(null);
    // The field empties at once (a voucher scanned right after Enter is a code, not more amount);
    // it gets the amount back when the line was not added.
    const typed = amount;
    setAmount(0);
    const done = editing
      ? state.write('order.updateLine', { lineId: editing.id, amountCents: amount })
      : state.write('order.addLine', {
          line: { kind: 'goods', amountCents: amount, ...(reference.trim() ? { reference: reference.trim() } : {}) },
        });
    void done.then((o) => {
      if (!o) return setAmount(typed);
      setReference('');
      onDone();
    });
  };
  return (
    <section className="add-panel goods-panel" data-testid="add-goods">
      <AmountKeypad
        label={editing ? t('basket.changeAmount') : t('basket.goodsAmount')}
        cents={amount}
        onChange={setAmount}
        onEnter={add}
        onScan={onScan}
        autoFocus
        testId="goods"
      />
      <div className="goods-side">
        {!editing && (
          <label htmlFor={id} className="field">
            {t('basket.reference')}
            <input
              id={id}
              value={reference}
              maxLength={64}
              autoComplete="off"
              data-testid="goods-reference"
              onChange={(e) => setReference(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && add()}
            />
          </label>
        )}
        <InputMessage message={problem} />
        <button type="button" data-testid="add-goods-line" disabled={busy} onClick={add}>
          {editing ? t('basket.saveAmount') : t('basket.addLine')}
        </button>
        {editing && (
          <button type="button" className="button-secondary" onClick={onDone}>
            {t('common.no')}
          </button>
        )}
      </div>
    </section>
  );
}
