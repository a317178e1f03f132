import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { useApp } from '../../app-context';
import { useCall } from '../../hooks/useCall';
import { useHandedCode } from '../../hooks/useHandedCode';
import { ScanResultPanel, type ScanShown } from './ScanResultPanel';
import { TicketError } from './TicketError';
import { TicketInfoPanel } from './TicketInfoPanel';
import { TicketNumberEntry } from './TicketNumberEntry';
import { TicketsFrame } from './TicketsFrame';

type Mode = 'checkin' | 'checkout' | 'info';

/** A short tone: high for yes, low for no (ignored where audio is unavailable). */
function beep(ok: boolean): void {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = ok ? 880 : 220;
    gain.gain.value = 0.15;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + (ok ? 0.15 : 0.45));
    osc.onended = () => void ctx.close();
  } catch {
    // No audio device: the flash is enough.
  }
}

/**
 * The door: continuous scanning of ticket numbers in check-in or check-out mode, a large green or
 * red answer with the reason in words and a flash, ticket info on demand, today's counter.
 */
export function DoorScreen() {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const { busy, error, run, setError } = useCall();
  const [mode, setMode] = useState<Mode>('checkin');
  const [shown, setShown] = useState<ScanShown | null>(null);
  const [flash, setFlash] = useState(0);
  const [counter, setCounter] = useState<MethodOutput<'ticket.scanCounter'> | null>(null);
  // A ticket number scanned on another screen: its info at once.
  const [infoFor, setInfoFor] = useState<string | null>(useHandedCode());
  const [recent, setRecent] = useState<ScanShown[]>([]);

  const refreshCounter = useCallback(() => {
    void bridge.call('ticket.scanCounter', {}).then((r) => {
      if (r.ok) setCounter(r.value);
    });
  }, [bridge]);
  useEffect(refreshCounter, [refreshCounter]);

  const onScan = useCallback(
    async (ticketNumber: string) => {
      setInfoFor(null);
      setShown(null);
      if (mode === 'info') {
        setError(null);
        setInfoFor(ticketNumber);
        return;
      }
      const result = await run(mode === 'checkin' ? 'ticket.checkin' : 'ticket.checkout', { ticketNumber });
      refreshCounter();
      if (!result) return;
      let names: ScanShown['names'] = null;
      if (result.isSuccessful && result.productId) {
        const r = await bridge.call('ticket.describe', {
          productId: result.productId,
          ticketTypeId: result.ticketTypeId,
          ticketNumber: result.ticketNumber,
        });
        if (r.ok) names = r.value;
      }
      const entry: ScanShown = { mode, result, names, at: Date.now() };
      setShown(entry);
      setFlash((n) => n + 1);
      beep(result.isSuccessful);
      setRecent((list) => [entry, ...list].slice(0, 8));
    },
    [bridge, mode, refreshCounter, run, setError],
  );

  return (
    <TicketsFrame title={t('tickets.door.title')} testId="screen-tickets">
      <div
        className={`door-flash ${shown ? (shown.result.isSuccessful ? 'door-flash-ok' : 'door-flash-bad') : ''}`}
        key={flash}
        aria-hidden="true"
        data-testid="door-flash"
        data-flash={shown ? (shown.result.isSuccessful ? 'ok' : 'bad') : 'none'}
      />
      <div className="door-head">
        <fieldset className="door-mode door-toggle">
          <legend>{t('tickets.door.mode')}</legend>
          {(['checkin', 'checkout', 'info'] as const).map((m) => (
            <label key={m} className={`door-toggle-option door-toggle-${m} ${mode === m ? 'is-on' : ''}`}>
              <input
                type="radio"
                name="door-mode"
                value={m}
                checked={mode === m}
                data-testid={`mode-${m}`}
                onChange={() => {
                  setMode(m);
                  setShown(null);
                  setError(null);
                }}
              />
              <span>{t(`tickets.door.${m}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="door-counters" role="status" aria-live="polite">
          <div className="door-counter" data-testid="checkin-counter" data-count={counter?.checkins ?? 0}>
            <span className="door-counter-number">{counter?.checkins ?? 0}</span>
            <span>{t('tickets.door.counter')}</span>
          </div>
          <div className="door-counter" data-testid="checkout-counter" data-count={counter?.checkouts ?? 0}>
            <span className="door-counter-number">{counter?.checkouts ?? 0}</span>
            <span>{t('doorCounter.checkouts')}</span>
          </div>
          <div className="door-counter door-counter-small" data-testid="refused-counter" data-count={counter?.refused ?? 0}>
            <span className="door-counter-number">{counter?.refused ?? 0}</span>
            <span>{t('doorCounter.refused')}</span>
          </div>
        </div>
      </div>
      <TicketNumberEntry
        label={t('tickets.door.scanLabel')}
        submitLabel={t(`tickets.door.${mode}Button`)}
        busy={busy}
        onSubmit={(n) => void onScan(n)}
      />
      <Busy busy={busy} />
      <TicketError error={error} />
      <div className="wide-panes">
        {shown && <ScanResultPanel shown={shown} onInfo={() => setInfoFor(shown.result.ticketNumber)} />}
        {infoFor && <TicketInfoPanel ticketNumber={infoFor} />}
      </div>
      {recent.length > 1 && (
        <section aria-labelledby="door-recent">
          <h2 id="door-recent" className="small">
            {t('tickets.door.recent')}
          </h2>
          <ul className="door-recent" data-testid="door-recent">
            {recent.slice(1).map((r) => (
              <li key={r.at} className={r.result.isSuccessful ? 'ok' : 'bad'}>
                <code>{r.result.ticketNumber}</code> {t(`tickets.door.${r.mode}`)}:{' '}
                {r.result.isSuccessful
                  ? t('tickets.door.okShort')
                  : t(`tickets.scanCode.${r.result.unsuccessfulCode ?? 'unknown'}`, { defaultValue: r.result.unsuccessfulCode ?? '' })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </TicketsFrame>
  );
}
