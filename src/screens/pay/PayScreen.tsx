import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirstAttempt, Purchase } from '../../../electron/core/contract';
import { formatVoucherCode, sameVoucherCode } from '../../../electron/core/contract/codes';
import { AmountKeypad } from '../../components/AmountKeypad';
import { Busy } from '../../components/Busy';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CodeEntry } from '../../components/CodeEntry';
import { TypedCode } from '../../components/TypedCode';
import { ErrorPanel, InputMessage } from '../../components/ErrorPanel';
import { firstAttemptOf, RetryQuestion } from '../../components/RetryQuestion';
import { LeaveGuard } from '../../components/LeaveGuard';
import { PaymentMethodPicker, usePaymentChoice } from '../../components/PaymentMethodPicker';
import { ReceiptPreview } from '../../components/ReceiptPreview';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useCall } from '../../hooks/useCall';
import { useHandedCode } from '../../hooks/useHandedCode';
import { useFormat } from '../../hooks/useLang';
import { PurchaseLines } from './PurchaseLines';
import { holdsMoney, useOpenPurchase } from './useOpenPurchase';

/** Pay with voucher: the amount still to pay, vouchers one by one, the rest by cash or card. */
export function PayScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { busy, error, pin, run, setError } = useCall();
  const [total, setTotal] = useState(0);
  const [local, setLocal] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [expired, setExpired] = useState<{ code: string; validUntil: string | null } | null>(null);
  // A voucher handed over from Check ("Pay with it"): added as soon as the purchase is open
  // (started here or reopened); a new purchase after this one forgets it (reset).
  const [handed, setHanded] = useState(useHandedCode());
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const [resolved, setResolved] = useState<{ typed: string; code: string } | null>(null);
  const payment = usePaymentChoice();
  const method = payment.method;

  const start = () => {
    if (total <= 0) return setLocal(t('pay.amountMissing'));
    setLocal(null);
    void run('purchase.start', { totalCents: total }).then((p) => p && opened(p));
  };
  const add = (code: string, into = purchase) => {
    if (!into) return;
    const taken = into.lines.some(
      (l) => l.kind === 'redeem' && l.code && sameVoucherCode(l.code, code) && l.state !== 'failed' && l.state !== 'not_applied',
    );
    if (taken) return setLocal(t('pay.sameTwice'));
    setLocal(null);
    setExpired(null);
    // Look first: an expired voucher is accepted only after the cashier says so (warn, not block).
    void run('voucher.lookup', { code }).then((v) => {
      // A short code: the terminal continues with the real code the service answered.
      setResolved(v ? { typed: code, code: v.code } : null);
      if (v?.info?.expired && !v.fromCache) setExpired({ code: v.code, validUntil: v.info.validUntil });
      else pay(v?.code ?? code, into);
    });
  };
  const pay = (code: string, into = purchase) => {
    if (!into) return;
    setExpired(null);
    void run('purchase.addVoucher', { purchaseId: into.id, code }).then((p) => p && setPurchase(p));
  };
  // The cashier confirmed paying again after that attempt did not happen.
  const payAgain = (first: FirstAttempt) => {
    if (!purchase) return;
    void run('purchase.addVoucher', { purchaseId: purchase.id, code: first.code, confirmRetryOf: first.journalId }).then(
      (p) => p && setPurchase(p),
    );
  };
  // A purchase just started or reopened: a handed voucher goes onto it at once.
  const opened = (p: Purchase) => {
    setPurchase(p);
    if (!handed || p.state !== 'open') return;
    setHanded(null);
    add(handed, p);
  };
  const restored = useOpenPurchase(purchase, setPurchase, opened);
  const hasMoney = holdsMoney(purchase);
  const finish = () => {
    if (!purchase) return;
    const paid = purchase.remainingCents > 0 && method ? { paymentMethodId: method } : {};
    void run('purchase.finish', { purchaseId: purchase.id, ...paid }).then((p) => p && setPurchase(p));
  };
  const cancel = () => {
    if (!purchase) return;
    void run('purchase.cancel', { purchaseId: purchase.id }).then((p) => {
      setConfirmCancel(false);
      if (p) setPurchase(p);
    });
  };
  const money = (cents: number) => f.money(cents, purchase?.currency);
  const checking = purchase && purchase.unresolvedCents > 0 ? t('openSale.checking', { amount: money(purchase.unresolvedCents) }) : null;
  // Escape, the back button, a link or a scan leaving the screen: LeaveGuard asks what to do.
  const onEscape = useCallback(() => {
    if (expired) {
      setExpired(null);
      return true;
    }
    if (confirmCancel) {
      setConfirmCancel(false);
      return true;
    }
    return false;
  }, [confirmCancel, expired]);

  // The next purchase starts clean: none of the last customer's messages stay on screen.
  const reset = () => {
    setHanded(null);
    setPurchase(null);
    setTotal(0);
    setConfirmCancel(false);
    setLocal(null);
    setResolved(null);
    setExpired(null);
    setError(null);
  };

  return (
    <ScreenFrame title={t('tiles.pay')} testId="screen-pay" onEscape={onEscape}>
      <LeaveGuard
        active={hasMoney}
        busy={busy}
        error={error}
        canFinish={!checking}
        onFinish={finish}
        onCancel={cancel}
        summary={
          purchase && (
            <>
              <p data-testid="leave-summary">
                {t('openSale.leaveText', { taken: money(purchase.paidCents), rest: money(purchase.remainingCents) })}
              </p>
              {checking && <p>{t('openSale.leaveChecking', { amount: money(purchase.unresolvedCents) })}</p>}
            </>
          )
        }
      />
      {!restored && <Busy busy />}
      {restored && !purchase && (
        <div className="step amount-layout">
          <AmountKeypad label={t('pay.totalLabel')} cents={total} onChange={setTotal} onEnter={start} autoFocus testId="total" />
          <div className="amount-side">
            {handed && (
              <p className="panel" data-testid="handed-code">
                {t('verdict.payHanded', { code: formatVoucherCode(handed) })}
              </p>
            )}
            <button type="button" data-testid="start" disabled={busy} onClick={start}>
              {t('pay.start')}
            </button>
          </div>
        </div>
      )}
      {purchase && (
        // At 1920×1080 the totals, the scan field and the buttons stay on the left whatever the
        // number of vouchers; the vouchers and the receipt sit beside them.
        <div className="step wide-panes pay-panes">
          <div className="pane" data-testid="pay-controls">
            <dl className="summary" data-testid="purchase-summary" data-state={purchase.state}>
              <dt>{t('pay.total')}</dt>
              <dd data-testid="total">{f.money(purchase.totalCents, purchase.currency)}</dd>
              <dt>{t('pay.paidByVoucher')}</dt>
              <dd data-testid="paid">{money(purchase.paidCents)}</dd>
              {purchase.unresolvedCents > 0 && (
                <>
                  <dt>{t('openSale.beingChecked')}</dt>
                  <dd data-testid="being-checked">{money(purchase.unresolvedCents)}</dd>
                </>
              )}
              <dt>{t('pay.restCash')}</dt>
              <dd className="big" data-testid="remaining" data-cents={purchase.remainingCents}>
                {f.money(purchase.remainingCents, purchase.currency)}
              </dd>
            </dl>
            {purchase.cancelling && (
              <p className="panel panel-warn" role="status" data-testid="purchase-cancelling">
                {t('pay.cancelling')}
              </p>
            )}
            {purchase.state === 'open' && !purchase.cancelling && purchase.remainingCents > 0 && (
              <CodeEntry label={t('pay.scanVoucher')} busy={busy} submitLabel={t('pay.addVoucher')} onSubmit={(code) => add(code)} />
            )}
            {resolved && <TypedCode typed={resolved.typed} code={resolved.code} />}
            {expired && purchase.state === 'open' && (
              <div className="panel panel-warn" role="alert" data-testid="expired-warning">
                <p>
                  <strong>{t('pay.expiredWarn', { code: formatVoucherCode(expired.code), date: f.date(expired.validUntil) })}</strong>
                </p>
                <div className="actions">
                  <button type="button" data-testid="accept-expired" autoFocus disabled={busy} onClick={() => pay(expired.code)}>
                    {t('pay.acceptExpired')}
                  </button>
                  <button type="button" className="button-secondary" data-testid="reject-expired" onClick={() => setExpired(null)}>
                    {t('pay.rejectExpired')}
                  </button>
                </div>
              </div>
            )}
            {purchase.state === 'open' && (
              <div className="actions">
                {checking && (
                  <p className="panel panel-warn" role="status" data-testid="finish-waiting">
                    {checking}
                  </p>
                )}
                {purchase.remainingCents > 0 && <PaymentMethodPicker {...payment} />}
                <button type="button" data-testid="finish" disabled={busy || !!checking} onClick={finish}>
                  {purchase.remainingCents > 0
                    ? t('pay.finishRest', { amount: f.money(purchase.remainingCents, purchase.currency) })
                    : t('pay.finish')}
                </button>
                <ConfirmButton
                  label={t('pay.cancel')}
                  question={t('pay.cancelConfirm')}
                  yesLabel={t('common.yesCancel')}
                  // A payment only the back office can undo: the lines say why (PurchaseLines).
                  disabled={busy || purchase.lines.some((l) => l.backOfficeOnly)}
                  testId="cancel-purchase"
                  asking={confirmCancel}
                  onAsking={setConfirmCancel}
                  onConfirm={cancel}
                />
              </div>
            )}
            {purchase.state !== 'open' && (
              <>
                <p
                  className={`panel ${purchase.state === 'finished' ? 'panel-ok' : 'panel-warn'}`}
                  role="status"
                  data-testid="purchase-done"
                >
                  {purchase.state === 'finished'
                    ? t('pay.finished', { amount: f.money(purchase.remainingCents, purchase.currency) })
                    : t('pay.cancelled')}
                </p>
                <button type="button" data-testid="new-purchase" autoFocus onClick={reset}>
                  {t('pay.new')}
                </button>
              </>
            )}
          </div>
          <div className="pane" data-testid="pay-record">
            <PurchaseLines purchase={purchase} />
            {/* One receipt per purchase (its print job is keyed by the purchase id). */}
            {purchase.state !== 'open' && purchase.lines.some((l) => l.state === 'succeeded') && (
              <div className="slips">
                <ReceiptPreview journalId={purchase.id} />
              </div>
            )}
          </div>
        </div>
      )}
      <InputMessage message={local} />
      <Busy busy={busy} />
      <RetryQuestion error={error} busy={busy} onSend={payAgain} onDrop={() => setError(null)} />
      <ErrorPanel error={firstAttemptOf(error) ? null : error} pin={pin} />
    </ScreenFrame>
  );
}
