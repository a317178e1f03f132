// A voucher scanned in the basket: a stock voucher becomes a stock line (its amount asked when it
// is free); any other voucher asks once, "pay with it" or "load it" (only what it allows; a tile
// that said which one already, pay or load, goes straight on). An expired voucher pays only once the
// cashier accepts it; a short code is shown beside the voucher it stands for. A voucher that cannot
// pay says why (used up, cancelled, …) beside what it still allows. Paying again with a voucher
// whose same redemption did not happen earlier today asks first (the core's `firstAttempt`).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodOutput, Order } from '../../../electron/core/contract';
import { formatVoucherCode } from '../../../electron/core/contract/codes';
import { AmountKeypad } from '../../components/AmountKeypad';
import { CodeEntry } from '../../components/CodeEntry';
import { InputMessage } from '../../components/ErrorPanel';
import { TypedCode } from '../../components/TypedCode';
import { useFormat } from '../../hooks/useLang';
import { verdictOf, type Verdict } from '../check/verdict';
import { serialQueue } from '../../lib/serial';
import { CannotPay, cannotPaySentence } from './CannotPay';
import { RetryQuestion } from './RetryQuestion';
import { redeemRetryOf } from './order-state';
import type { OrderState } from './useOrder';

export type VoucherIntent = 'ask' | 'pay' | 'load' | 'stock';

type Pending =
  | { step: 'ask'; code: string; canPay: boolean; canLoad: boolean; verdict: Verdict; locked: boolean }
  | { step: 'load'; code: string }
  | { step: 'stock'; code: string; status: MethodOutput<'depot.status'> }
  | { step: 'expired'; code: string; validUntil: string | null };

interface Props {
  state: OrderState;
  intent: VoucherIntent;
  /** A code handed over (Check's "pay with it", a scan on the overview): asked about at once. */
  handed?: string | null;
}

export function VoucherPanel({ state, intent, handed }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const { run, busy } = state.call;
  const [pending, setPending] = useState<Pending | null>(null);
  const [amount, setAmount] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // The last voucher looked up: what was typed, and whether it ran out (warn, not block).
  const [looked, setLooked] = useState<{ typed: string; v: MethodOutput<'voucher.lookup'> } | null>(null);
  const order: Order | null = state.order;
  // The order as it is when a lookup answers (a goods line added just before the scan may land meanwhile).
  const latest = useRef(order);
  useEffect(() => {
    latest.current = order;
  }, [order]);

  const payWith = (code: string, confirmRetryOf?: string) => {
    setPending(null);
    void state.write('order.addTender', { tender: { kind: 'voucher', code, ...(confirmRetryOf ? { confirmRetryOf } : {}) } });
  };
  // The redemption was tried earlier today and did not happen: asked here, instead of the error panel.
  const retry = redeemRetryOf(state.call.error);
  // An expired voucher (as the service says now, not from the cache) asks first.
  const payOrWarn = (v: MethodOutput<'voucher.lookup'>) =>
    v.info?.expired && !v.fromCache ? setPending({ step: 'expired', code: v.code, validUntil: v.info.validUntil }) : payWith(v.code);
  // A new scan starts clean: the last voucher's question and messages go. Scans are handled one
  // after another: a second scan during the first's lookup waits, so the later one has the last word.
  const [queue] = useState(serialQueue);
  const scanned = (code: string) =>
    void queue(() => {
      setPending(null);
      setProblem(null);
      setAmount(0);
      setLooked(null);
      return decide(code);
    });
  const decide = async (code: string) => {
    const v = await run('voucher.lookup', { code });
    if (!v) return;
    setLooked({ typed: code, v });
    const verdict = verdictOf(v);
    const now = latest.current;
    const canPay = verdict.canPay && !!now && now.restCents > 0;
    // A scan is taken for what it is: after the activation tile, a voucher that can pay what is
    // left of the order pays it (the customer's voucher), it is not refused as no stock voucher.
    if (verdict.canActivate || (intent === 'stock' && !canPay)) {
      const status = await run('depot.status', { code: v.code });
      if (!status) return;
      if (!status.canBeActivated) return setProblem(t('basket.cannotActivate', { message: status.message ?? '' }));
      if (!status.freeAmount) return void state.write('order.addLine', { line: { kind: 'stock', code: status.code } });
      return setPending({ step: 'stock', code: status.code, status });
    }
    // Scanned to pay, but it cannot: the service's reason first, then what it allows.
    if (intent === 'pay' && !verdict.canPay) setProblem(`${t('verdict.no')}: ${cannotPaySentence(verdict, v.locked, t, f.lang)}`);
    if ((intent === 'pay' || intent === 'stock') && canPay) return payOrWarn(v);
    if (intent === 'load' && verdict.canLoad) return setPending({ step: 'load', code: v.code });
    if (!verdict.canPay && !verdict.canLoad) return setProblem(t('basket.voucherNone'));
    setPending({ step: 'ask', code: v.code, canPay: verdict.canPay, canLoad: verdict.canLoad, verdict, locked: v.locked });
  };
  // Once, when the panel opens with a handed code.
  const onHanded = useEffectEvent((code: string) => void queue(() => decide(code)));
  useEffect(() => {
    if (handed) onHanded(handed);
  }, [handed]);
  const addAmount = () => {
    if (!pending || pending.step === 'ask' || pending.step === 'expired') return;
    if (amount <= 0) return setProblem(t('load.amountMissing'));
    const line =
      pending.step === 'load'
        ? { kind: 'load' as const, code: pending.code, amountCents: amount }
        : { kind: 'stock' as const, code: pending.code, amountCents: amount };
    void state.write('order.addLine', { line }).then((o) => {
      if (!o) return;
      setPending(null);
      setAmount(0);
    });
  };

  // Paying needs something still to pay; else the question's focus goes to loading.
  const payable = pending?.step === 'ask' && pending.canPay && !!order && order.restCents > 0;
  return (
    <section className="add-panel" data-testid="add-voucher">
      <CodeEntry label={t('basket.scanVoucher')} busy={busy} onSubmit={scanned} autoFocus={!pending} />
      {looked && <TypedCode typed={looked.typed} code={looked.v.code} />}
      <InputMessage message={problem} />
      {pending?.step === 'expired' && (
        <div className="panel panel-warn" role="alert" data-testid="expired-warning">
          <p>
            <strong>{t('pay.expiredWarn', { code: formatVoucherCode(pending.code), date: f.date(pending.validUntil) })}</strong>
          </p>
          <div className="actions">
            <button type="button" data-testid="accept-expired" autoFocus disabled={busy} onClick={() => payWith(pending.code)}>
              {t('pay.acceptExpired')}
            </button>
            <button type="button" className="button-secondary" data-testid="reject-expired" onClick={() => setPending(null)}>
              {t('pay.rejectExpired')}
            </button>
          </div>
        </div>
      )}
      {retry && (
        <RetryQuestion
          first={retry}
          busy={busy}
          onSend={() => payWith(retry.code, retry.journalId)}
          onDrop={() => state.call.setError(null)}
        />
      )}
      {pending?.step === 'ask' && (
        // The question appears where the cashier looks, with the focus on its first answer.
        <div className="panel panel-ask" role="group" aria-label={t('basket.askTitle')} data-testid="voucher-ask">
          <p>
            <strong>{t('basket.askTitle')}</strong> {formatVoucherCode(pending.code)}
          </p>
          <div className="actions">
            {pending.canPay && (
              <button
                type="button"
                autoFocus={payable}
                data-testid="ask-pay"
                disabled={busy || !payable}
                onClick={() => (looked ? payOrWarn(looked.v) : payWith(pending.code))}
              >
                {t('basket.payWith')}
              </button>
            )}
            {pending.canLoad && (
              <button
                type="button"
                autoFocus={!payable}
                data-testid="ask-load"
                disabled={busy}
                onClick={() => setPending({ step: 'load', code: pending.code })}
              >
                {t('basket.loadIt')}
              </button>
            )}
          </div>
          {pending.canPay && !payable && <p className="muted">{t('basket.nothingToPay')}</p>}
          {/* Only "load" offered: the cashier reads why it cannot pay (used up, cancelled, …). */}
          {!pending.canPay && <CannotPay verdict={pending.verdict} locked={pending.locked} />}
        </div>
      )}
      {(pending?.step === 'load' || pending?.step === 'stock') && (
        <div className="panel" data-testid={`voucher-${pending.step}`}>
          <p>
            <strong>{t(pending.step === 'load' ? 'basket.loadTitle' : 'basket.stockTitle')}</strong> {formatVoucherCode(pending.code)}
          </p>
          <div className="amount-step">
            <AmountKeypad
              label={
                pending.step === 'stock' && pending.status.range
                  ? t('activateRange.label', {
                      min: f.money(pending.status.range.minCents, pending.status.currency),
                      max: f.money(pending.status.range.maxCents, pending.status.currency),
                    })
                  : t('basket.amount')
              }
              cents={amount}
              onChange={setAmount}
              onEnter={addAmount}
              autoFocus
              testId={pending.step === 'load' ? 'load-amount' : 'depot-amount'}
            />
            <div className="goods-side">
              <button type="button" data-testid="add-voucher-line" disabled={busy} onClick={addAmount}>
                {t('basket.addLine')}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
