// Closing the till: count the drawer (total or per note and coin), see the Z as it would be with the
// difference, confirm; the Z is then kept and printed. Closing is refused while a step is open. The
// manager's till screen previews (audited); a cashier the setting lets close counts blind
// (`blind`): the count is confirmed and closes, the expected cash and the difference come with the Z.
// Each passes its own caller.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionReport } from '../../../../electron/core/contract';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useFormat } from '../../../hooks/useLang';
import type { CallState } from '../../../hooks/useCall';
import { CashCount, type CashCountValue } from './CashCount';
import { ReportView } from './ReportView';

interface Props {
  currency: string | null;
  /** The caller of the screen (a manager's, or the signed-in cashier's). */
  call: CallState;
  /** The Z was stored (and sent to the printer). */
  onClosed(z: SessionReport, printed: boolean): void;
  onCancel(): void;
  /** No preview: the count closes, nothing of the expected cash is shown before. */
  blind?: boolean;
}

export function TillClose({ currency, call, onClosed, onCancel, blind = false }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const [count, setCount] = useState<CashCountValue>({ cents: 0 });
  const [preview, setPreview] = useState<SessionReport | null>(null);
  const input = (confirm: boolean) => ({
    countedCents: count.cents,
    ...(count.denominations ? { denominations: count.denominations } : {}),
    confirm,
  });
  const check = async () => {
    const r = await call.run('session.close', input(false));
    if (r) setPreview(r.report);
  };
  const confirm = async () => {
    // The core prints the Z with the close (once); printing it here again would make a copy.
    const r = await call.run('session.close', input(true));
    if (r) onClosed(r.report, r.printed);
  };
  if (!preview)
    return (
      <section data-testid="till-count-step">
        <h2>{t('till.countDrawer')}</h2>
        {blind && <p className="mgr-note">{t('till.blindNote')}</p>}
        <CashCount
          label={t('till.counted')}
          currency={currency}
          value={count}
          onChange={setCount}
          onEnter={blind ? undefined : () => void check()}
          testId="till-count"
        />
        <div className="mgr-row">
          {blind ? (
            <button type="button" onClick={() => void confirm()} disabled={call.busy} data-testid="till-confirm">
              {t('till.confirmBlind')}
            </button>
          ) : (
            <button type="button" onClick={() => void check()} disabled={call.busy} data-testid="till-check">
              {t('till.check')}
            </button>
          )}
          <button type="button" className="button-secondary" onClick={onCancel} data-testid="till-count-cancel">
            {t('till.cancel')}
          </button>
        </div>
        <ErrorPanel error={call.error} pin={call.pin} />
      </section>
    );
  const blocked = preview.openItems.length > 0;
  return (
    <section data-testid="till-confirm-step">
      <div className="mgr-row till-confirm">
        <p>{t('till.confirmQuestion', { counted: f.money(count.cents, currency) })}</p>
        <button type="button" onClick={() => void confirm()} disabled={call.busy || blocked} data-testid="till-confirm">
          {t('till.confirm')}
        </button>
        <button type="button" className="button-secondary" onClick={() => setPreview(null)} data-testid="till-recount">
          {t('till.recount')}
        </button>
      </div>
      <ErrorPanel error={call.error} />
      <ReportView report={preview} testId="till-preview" />
    </section>
  );
}
