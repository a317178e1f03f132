import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '../../electron/core/contract';
import { useCall } from '../hooks/useCall';
import { useFormat } from '../hooks/useLang';
import { undoEntry } from '../lib/undo';
import { ConfirmButton } from './ConfirmButton';
import { ErrorPanel } from './ErrorPanel';
import { ReceiptPreview } from './ReceiptPreview';
import { StepResult } from './StepResult';

/** The undo offered with a finished step while the service still lets it be cancelled. */
export interface StepUndo {
  testId: string;
  label: string;
  question: string;
  /** What the cashier sees once the step is undone (the undo's own journal row). */
  undone: (entry: JournalEntry) => ReactNode;
}

interface Props {
  entry: JournalEntry;
  testId: string;
  children: (entry: JournalEntry) => ReactNode;
  undo?: StepUndo;
}

/**
 * A finished value step (load, promo, activation): what happened, its undo while the service still
 * allows it (above the receipt, so it stays in view at 1024×768), then the receipt; once undone,
 * the undo's outcome below. A new step starts with a fresh undo.
 */
export function StepDone(props: Props) {
  return <Outcome key={props.entry.id} {...props} />;
}

function Outcome({ entry, testId, children, undo }: Props) {
  const call = useCall();
  const [undone, setUndone] = useState<JournalEntry | null>(null);
  return (
    <>
      <StepResult entry={entry}>
        {(e) => (
          <div className="panel panel-ok step-done" role="status" data-testid={testId}>
            {children(e)}
            {undo && e.cancellable && !undone && (
              <ConfirmButton
                testId={undo.testId}
                label={undo.label}
                question={undo.question}
                disabled={call.busy}
                onConfirm={() => void undoEntry(call, e).then(setUndone)}
              />
            )}
            <ReceiptPreview journalId={e.id} />
          </div>
        )}
      </StepResult>
      <ErrorPanel error={call.error} pin={call.pin} />
      {undo && undone && <StepResult entry={undone}>{undo.undone}</StepResult>}
    </>
  );
}

/** The free credit the service added to a load or an activation; nothing when there was none. */
export function FreeCredit({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation();
  const f = useFormat();
  const cents = entry.freeCreditCents ?? 0;
  if (cents <= 0) return null;
  return <p data-testid="free-credit">{t('load.freeCredit', { amount: f.money(cents, entry.currency) })}</p>;
}
