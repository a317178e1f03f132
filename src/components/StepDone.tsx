import type { ReactNode } from 'react';
import type { JournalEntry } from '../../electron/core/contract';
import { ConfirmButton } from './ConfirmButton';
import { ReceiptPreview } from './ReceiptPreview';
import { StepResult } from './StepResult';

/** The undo offered beside a finished step while the service still lets it be cancelled. */
export interface StepUndo {
  testId: string;
  label: string;
  question: string;
  disabled: boolean;
  onConfirm(entry: JournalEntry): void;
}

/**
 * A finished value step (load, promo, activation): what happened, its undo while the service still
 * allows it (above the receipt, so it stays in view at 1024×768), then the receipt.
 */
export function StepDone({
  entry,
  testId,
  children,
  undo,
}: {
  entry: JournalEntry;
  testId: string;
  children: (entry: JournalEntry) => ReactNode;
  undo?: StepUndo | null;
}) {
  return (
    <StepResult entry={entry}>
      {(e) => (
        <div className="panel panel-ok step-done" role="status" data-testid={testId}>
          {children(e)}
          {undo && e.cancellable && (
            <ConfirmButton
              testId={undo.testId}
              label={undo.label}
              question={undo.question}
              disabled={undo.disabled}
              onConfirm={() => undo.onConfirm(e)}
            />
          )}
          <ReceiptPreview journalId={e.id} />
        </div>
      )}
    </StepResult>
  );
}
