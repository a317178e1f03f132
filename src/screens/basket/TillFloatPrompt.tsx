// Before the first line of a sale: when the till is closed (and the manager set no standard float),
// or a step opened it without a float, the basket asks for the float. It does not block the sale:
// a sale made without the count opens the session with 0.00 and the notice says so.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSettings, TillSession } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useCall } from '../../hooks/useCall';
import { useFormat } from '../../hooks/useLang';
import { CashCount, type CashCountValue } from '../manager/till/CashCount';

/** A session a step opened by itself whose float nobody counted yet (session.open counts it now). */
const uncounted = (s: TillSession) => s.openReason !== 'counted' && s.floatCents === 0 && s.floatDenominations === null;

export function TillFloatPrompt() {
  const { t } = useTranslation();
  const f = useFormat();
  const { bridge, status } = useApp();
  const call = useCall();
  const { run } = call;
  const [state, setState] = useState<{ session: TillSession | null; settings: SessionSettings } | null>(null);
  const [counting, setCounting] = useState(false);
  const [float, setFloat] = useState<CashCountValue>({ cents: 0 });
  const [opened, setOpened] = useState<TillSession | null>(null);
  const [seen, setSeen] = useState(0);
  useEffect(() => {
    let alive = true;
    void Promise.all([bridge.call('session.current', {}), bridge.call('session.settings', {})]).then(([cur, settings]) => {
      if (alive && cur.ok && settings.ok) setState({ session: cur.value.session, settings: settings.value });
    });
    // A session opened or closed elsewhere (another screen, a sale): read again.
    const off = bridge.on('session.changed', () => setSeen((n) => n + 1));
    return () => {
      alive = false;
      off();
    };
  }, [bridge, seen]);
  const open = async () => {
    const r = await run('session.open', {
      floatCents: float.cents,
      ...(float.denominations ? { denominations: float.denominations } : {}),
    });
    if (!r) return;
    setOpened(r.session);
    setCounting(false);
    setSeen((n) => n + 1);
  };
  if (opened)
    return (
      <p className="panel panel-ok" role="status" data-testid="till-float-opened">
        {t('tillSession.opened', { amount: f.money(opened.floatCents, status.currency) })}
      </p>
    );
  if (!state) return null;
  const { session, settings } = state;
  const asks = session ? uncounted(session) : settings.standardFloatCents == null;
  if (!asks) return null;
  return (
    <section className="panel panel-warn till-float-prompt" data-testid="till-float-prompt">
      <strong>{t('tillSession.askTitle')}</strong>{' '}
      {session ? t('tillSession.askUncounted') : t('tillSession.askNote', { amount: f.money(0, status.currency) })}{' '}
      {counting ? (
        <>
          <CashCount
            label={t('till.float')}
            currency={status.currency}
            value={float}
            onChange={setFloat}
            onEnter={() => void open()}
            testId="basket-float"
          />
          <button type="button" onClick={() => void open()} disabled={call.busy} data-testid="basket-float-open">
            {t('tillSession.open', { amount: f.money(float.cents, status.currency) })}
          </button>
        </>
      ) : (
        <button type="button" className="button-secondary" onClick={() => setCounting(true)} data-testid="basket-float-count">
          {t('tillSession.count')}
        </button>
      )}
      <ErrorPanel error={call.error} pin={call.pin} />
    </section>
  );
}
