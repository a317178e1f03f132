// The leave question (LeaveDialog): asked before a cashier logs out with something open, the
// cashier chooses: finish, cancel (every voucher restored), keep it open (a marker on the home
// screen and in the status bar leads back), or stay.
import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoreErrorData } from '../../electron/core/contract';
import { ErrorPanel } from './ErrorPanel';

/** The leave question itself: finish, cancel, keep it open, or stay (Escape stays). */
export interface LeaveDialogProps {
  title: string;
  summary: ReactNode;
  busy: boolean;
  error: CoreErrorData | null;
  canFinish?: boolean;
  onFinish?(): void;
  /** Words of the finish button (default "Finish purchase"). */
  finishLabel?: string;
  onCancel(): void;
  cancelLabel?: string;
  onKeep(): void;
  /** Words of the keep button (default "Keep it open"). */
  keepLabel?: string;
  onStay(): void;
}

export function LeaveDialog({
  title,
  summary,
  busy,
  error,
  canFinish = true,
  onFinish,
  finishLabel,
  onCancel,
  cancelLabel,
  onKeep,
  keepLabel,
  onStay,
}: LeaveDialogProps) {
  const { t } = useTranslation();
  // Escape answers "stay" (and must not reach the screen's own Escape, which would ask again). A layout
  // effect: the listener is in place in the same task the dialog enters the page, so an Escape that
  // comes before the browser painted it is not taken by the screen (which would ask again).
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      onStay();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [onStay]);
  return (
    <div className="leave-guard-backdrop">
      <div
        className="panel panel-warn leave-guard"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-guard-title"
        data-testid="leave-guard"
      >
        <h2 id="leave-guard-title">{title}</h2>
        {summary}
        <ErrorPanel error={error} />
        <div className="actions">
          {onFinish && (
            <button type="button" data-testid="leave-finish" disabled={busy || !canFinish} onClick={onFinish}>
              {finishLabel ?? t('openSale.finish')}
            </button>
          )}
          <button type="button" className="button-danger" data-testid="leave-cancel" disabled={busy} onClick={onCancel}>
            {cancelLabel ?? t('openSale.cancel')}
          </button>
          <button type="button" className="button-secondary" data-testid="leave-keep" autoFocus disabled={busy} onClick={onKeep}>
            {keepLabel ?? t('openSale.keep')}
          </button>
          <button type="button" className="button-secondary" data-testid="leave-stay" disabled={busy} onClick={onStay}>
            {t('openSale.stay')}
          </button>
        </div>
      </div>
    </div>
  );
}
