// A cashier counts and closes the till (issue 24) when the manager's setting lets cashiers close:
// the manager's own count, preview and confirm (TillClose), then the Z as kept and printed. The core
// decides who may (the setting, and only a session without another cashier's sales); a refusal
// says why.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionReport } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useCall } from '../../hooks/useCall';
import { useLoad } from '../../hooks/useLoad';
import { ReportView } from '../manager/till/ReportView';
import { TillClose } from '../manager/till/TillClose';

export function CashierTillClose() {
  const { t } = useTranslation();
  const { status } = useApp();
  const navigate = useNavigate();
  const call = useCall();
  const closeCall = useCall();
  const { run } = call;
  const [closed, setClosed] = useState<{ z: SessionReport; printed: boolean } | null>(null);
  const readX = useCallback(async () => {
    const cur = await run('session.current', {});
    if (!cur) return null;
    return cur.session ? ((await run('session.x', {}))?.report ?? null) : ('closed' as const);
  }, [run]);
  const { value: x } = useLoad(readX);
  const currency = (x && x !== 'closed' ? x.currency : null) ?? status.currency;
  return (
    <ScreenFrame title={t('tillClose.heading')} testId="screen-till-close">
      <Busy busy={call.busy} label={t('till.busy')} />
      <ErrorPanel error={call.error} />
      {closed ? (
        <section data-testid="till-closed">
          <p className="panel panel-ok" role="status">
            {t('till.closedNote', { number: closed.z.session.number })} {closed.printed ? t('till.printed') : ''}
          </p>
          <ReportView report={closed.z} testId="till-z" />
        </section>
      ) : x === 'closed' ? (
        <p className="panel" data-testid="till-close-none">
          {t('tillClose.alreadyClosed')}
        </p>
      ) : (
        x && (
          <TillClose
            currency={currency}
            call={closeCall}
            onCancel={() => void navigate('/')}
            onClosed={(z, printed) => setClosed({ z, printed })}
          />
        )
      )}
    </ScreenFrame>
  );
}
