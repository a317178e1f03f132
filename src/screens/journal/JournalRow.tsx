import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '../../../electron/core/contract';
import { formatVoucherCode } from '../../../electron/core/contract/codes';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorPanel, ErrorWords } from '../../components/ErrorPanel';
import { ReceiptPreview } from '../../components/ReceiptPreview';
import { useApp } from '../../app-context';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { DecisionPanel } from './DecisionPanel';
import { undoableKinds, undoEntry } from '../../lib/undo';

/** One journal row: what happened, its state, and what can be done (reprint, undo, decide). */
export function JournalRow({ entry: e }: { entry: JournalEntry }) {
  const { t } = useTranslation();
  const f = useFormat();
  const call = useCall();
  const { status } = useApp();
  // A row of the other mode (training rows seen in live mode) is read-only: badged, no reprint, no undo.
  const foreign = e.mode !== status.mode;
  const [showReceipt, setShowReceipt] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // One line per step so a screen holds 20+; a tap opens its details and actions.
  const [open, setOpen] = useState(false);
  // Orders and bookings carry an opaque id, not something a cashier reads: leave the column empty.
  const code = e.code ? (e.code.length === 12 ? formatVoucherCode(e.code) : e.code) : '';
  const unresolved = e.state === 'pending' || e.state === 'uncertain' || e.state === 'needs_decision';
  const reprint = () =>
    void call.run('print.reprint', { ref: { journalId: e.id } }).then((job) => setNote(job ? t('receipt.reprinted') : null));
  return (
    <li
      className={`journal-row state-${e.state}`}
      data-testid="journal-row"
      data-id={e.id}
      data-kind={e.kind}
      data-state={e.state}
      data-code={e.code ?? ''}
      data-mode={e.mode}
      data-damaged={e.damaged ? 'true' : undefined}
    >
      <button
        type="button"
        className="journal-main"
        aria-expanded={open || unresolved}
        data-testid="row-open"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="time">{f.time(e.createdAt)}</span>
        <span className="kind">{t(`journal.kind.${e.kind}`)}</span>
        {foreign && e.mode === 'training' && (
          <span className="state-badge badge-training" data-testid="training-badge">
            {t('journal.trainingView.badge')}
          </span>
        )}
        <span className="code-text">{code}</span>
        <span className="num">{e.amountCents !== null ? f.money(e.amountCents, e.currency) : ''}</span>
        <span className={`state-badge badge-${e.state}`} data-testid="row-state">
          {t(`journal.state.${e.state}`)}
        </span>
        <span className="cashier muted">{e.cashier ?? ''}</span>
      </button>
      {e.damaged && (
        <p className="small panel panel-bad" data-testid="row-damaged">
          {t('journal.damaged', { reason: e.damaged, id: e.id })}
        </p>
      )}
      {e.state === 'uncertain' || e.state === 'pending' ? <p className="small">{t('journal.verifying')}</p> : null}
      {e.state === 'failed' && e.error && (
        <div className="small reason">
          <ErrorWords said={{ message: e.error, messageId: e.errorMessageId, params: e.errorParams }} />
        </div>
      )}
      {e.state === 'needs_decision' && (
        <DecisionPanel entry={e} busy={call.busy} onDecide={(outcome) => void call.run('journal.decide', { id: e.id, outcome })} />
      )}
      {!unresolved && open && (
        <div className="actions">
          {e.state === 'succeeded' && (
            <>
              {!foreign && (
                <button type="button" className="button-secondary" data-testid="reprint" onClick={reprint}>
                  {t('receipt.reprint')}
                </button>
              )}
              <button
                type="button"
                className="button-secondary"
                aria-expanded={showReceipt}
                data-testid="show-receipt"
                onClick={() => setShowReceipt((s) => !s)}
              >
                {t('receipt.show')}
              </button>
            </>
          )}
          {e.cancellable && !foreign && undoableKinds.has(e.kind) && (
            <ConfirmButton
              testId="undo"
              label={t(`journal.undo.${e.kind}`)}
              question={t('journal.undoConfirm')}
              disabled={call.busy}
              onConfirm={() => void undoEntry(call, e)}
            />
          )}
        </div>
      )}
      {note && <p role="status">{note}</p>}
      <ErrorPanel error={call.error} pin={call.pin} />
      {showReceipt && <ReceiptPreview journalId={e.id} />}
    </li>
  );
}
