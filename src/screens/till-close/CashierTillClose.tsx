// A cashier counts and closes the till when the manager's setting lets cashiers close: a blind
// count (TillClose `blind`: confirmed before the expected cash is shown), then the Z as kept and
// printed, with the difference. No count again after that: that is the manager's. The core decides
// who may (the setting, and only a session without another cashier's sales); a refusal says why.
// The drawer opens here without a sale too, with a reason and a manager's PIN, whatever the setting.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionReport, TillSession } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useCall } from '../../hooks/useCall';
import { useLoad } from '../../hooks/useLoad';
import { DrawerOpen } from '../manager/DrawerOpen';
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
  // Only whether the till is open and this user may close it: the X (the expected cash) is not the
  // cashier's before the count. The core checks again at the close.
  const readOpen = useCallback(async (): Promise<TillSession | 'closed' | 'off' | null> => {
    const [cur, settings, me] = await Promise.all([run('session.current', {}), run('session.settings', {}), run('auth.session', {})]);
    if (!cur || !settings || !me) return null;
    if (!settings.cashierMayClose && me.managerPinSet && me.user?.role !== 'manager') return 'off';
    return cur.session ?? 'closed';
  }, [run]);
  const { value: x } = useLoad(readOpen);
  const currency = status.currency;
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
      ) : x === 'off' ? (
        <p className="panel panel-bad" role="alert" data-testid="till-close-off">
          {t('coreMessage.tillCloseSettingOff')}
        </p>
      ) : x === 'closed' ? (
        <p className="panel" data-testid="till-close-none">
          {t('tillClose.alreadyClosed')}
        </p>
      ) : (
        x && (
          <TillClose
            blind
            currency={currency}
            call={closeCall}
            onCancel={() => void navigate('/')}
            onClosed={(z, printed) => setClosed({ z, printed })}
          />
        )
      )}
      {!closed && <DrawerOpen />}
    </ScreenFrame>
  );
}
