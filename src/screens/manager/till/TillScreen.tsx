// The till: open it with a counted float, the X report of the running session, count and
// close it (the Z, confirmed, kept and printed), the closed sessions with their Z, the day and month
// reports. The day closings kept before till sessions stay viewable under "earlier day closings".
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionReport, TillSession } from '../../../../electron/core/contract';
import { useApp } from '../../../app-context';
import { Busy } from '../../../components/Busy';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useLoad } from '../../../hooks/useLoad';
import { useFormat } from '../../../hooks/useLang';
import { DrawerOpen } from '../DrawerOpen';
import { ManagerFrame } from '../ManagerFrame';
import { downloadCsv, useManagerCall } from '../useManagerCall';
import { CashCount, type CashCountValue } from './CashCount';
import { ReportView } from './ReportView';
import { SessionList } from './SessionList';
import { TillClose } from './TillClose';

/** A session a step opened by itself whose float nobody counted yet (session.open counts it now). */
const uncounted = (s: TillSession) => s.openReason !== 'counted' && s.floatCents === 0 && s.floatDenominations === null;

type View = { step: 'x' } | { step: 'count' } | { step: 'closed'; z: SessionReport; printed: boolean };

export function TillScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { status } = useApp();
  const call = useManagerCall();
  const closeCall = useManagerCall();
  const { run } = call;
  const [view, setView] = useState<View>({ step: 'x' });
  const [float, setFloat] = useState<CashCountValue>({ cents: 0 });
  const [note, setNote] = useState<string | null>(null);
  const [countFloat, setCountFloat] = useState(false);
  const readX = useCallback(async () => {
    const cur = await run('session.current', {});
    if (!cur) return null;
    return cur.session ? ((await run('session.x', {}))?.report ?? null) : ('closed' as const);
  }, [run]);
  const { value: x, reload } = useLoad(readX);
  const currency = (x && x !== 'closed' ? x.currency : null) ?? status.currency;

  const open = async () => {
    const r = await run('session.open', {
      floatCents: float.cents,
      ...(float.denominations ? { denominations: float.denominations } : {}),
    });
    if (!r) return;
    setCountFloat(false);
    await reload(true);
  };
  const printX = async () => {
    const r = await run('session.print', {});
    if (r) setNote(r.queued ? t('till.printed') : (r.message ?? ''));
  };
  const csvX = async () => {
    const file = await run('session.csv', {});
    if (file) downloadCsv(file);
  };

  return (
    <ManagerFrame title={t('till.title')} testId="manager-till">
      <Busy busy={call.busy} label={t('till.busy')} />
      <ErrorPanel error={call.error} />
      {note && (
        <p role="status" data-testid="till-note">
          {note}
        </p>
      )}
      {view.step === 'closed' && (
        <section data-testid="till-closed">
          <p className="panel panel-ok" role="status">
            {t('till.closedNote', { number: view.z.session.number })} {view.printed ? t('till.printed') : ''}
          </p>
          <ReportView report={view.z} testId="till-z" />
          <button type="button" onClick={() => setView({ step: 'x' })} data-testid="till-next">
            {t('till.next')}
          </button>
        </section>
      )}
      {view.step === 'count' && (
        <TillClose
          currency={currency}
          call={closeCall}
          onCancel={() => setView({ step: 'x' })}
          onClosed={(z, printed) => {
            setView({ step: 'closed', z, printed });
            void reload(true);
          }}
        />
      )}
      {view.step === 'x' && x === 'closed' && (
        <section data-testid="till-open-step">
          <h2>{t('till.closedTill')}</h2>
          <CashCount
            label={t('till.float')}
            currency={currency}
            value={float}
            onChange={setFloat}
            onEnter={() => void open()}
            testId="till-float"
          />
          <button type="button" onClick={() => void open()} disabled={call.busy} data-testid="till-open">
            {t('till.open', { amount: f.money(float.cents, currency) })}
          </button>
        </section>
      )}
      {view.step === 'x' && x && x !== 'closed' && (
        <section data-testid="till-x">
          <div className="mgr-row">
            <h2>{t('till.xTitle', { number: x.session.number })}</h2>
            <button
              type="button"
              onClick={() => setView({ step: 'count' })}
              disabled={x.openItems.length > 0}
              data-testid="till-start-close"
            >
              {t('till.countAndClose')}
            </button>
            <button type="button" className="button-secondary" onClick={() => void printX()} data-testid="till-print-x">
              {t('till.printX')}
            </button>
            <button type="button" className="button-secondary" onClick={() => void csvX()} data-testid="till-csv-x">
              {t('manager.csv')}
            </button>
            <button type="button" className="button-secondary" onClick={() => void reload(true)} data-testid="till-refresh">
              {t('manager.refresh')}
            </button>
          </div>
          {uncounted(x.session) && (
            <div className="mgr-row" data-testid="till-float-later">
              {countFloat ? (
                <>
                  <CashCount label={t('till.float')} currency={currency} value={float} onChange={setFloat} testId="till-float" />
                  <button type="button" onClick={() => void open()} disabled={call.busy} data-testid="till-open">
                    {t('till.countFloatNow', { amount: f.money(float.cents, currency) })}
                  </button>
                </>
              ) : (
                <button type="button" className="button-secondary" onClick={() => setCountFloat(true)} data-testid="till-count-float">
                  {t('till.countFloat')}
                </button>
              )}
            </div>
          )}
          <p className="mgr-note">{t('till.openedAt', { time: f.dateTime(x.session.openedAt), name: x.session.openedBy ?? '–' })}</p>
          <ReportView report={x} testId="till-x-report" />
          <DrawerOpen onOpened={() => void reload(true)} />
        </section>
      )}
      {view.step !== 'count' && <SessionList key={view.step === 'closed' ? view.z.session.id : 'list'} />}
      <p>
        <Link to="/manager/closing" data-testid="till-old-closings">
          {t('till.oldClosings')}
        </Link>
      </p>
    </ManagerFrame>
  );
}
