// Tells the cashier when a step opened a till session by itself (the till had been closed, or the
// previous day's session was closed after midnight) and with which float, until they dismiss it:
// the core's `session.changed` notice, never a silent change. Shown on the screens where the cashier
// sells and closes (kept while another screen is open; the manager's till screen tells the session
// itself, and lists such as the journal keep their room).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SessionChanged } from '../../electron/core/contract';
import { useApp } from '../app-context';
import { useFormat } from '../hooks/useLang';

const shownOn = (path: string) => path === '/' || path.startsWith('/basket') || path.startsWith('/tickets') || path === '/till-close';

const told = { opened_after_close: 'tillSession.openedAfterClose', auto_closed: 'tillSession.autoClosed' } as const;

export function SessionNotice() {
  const { t } = useTranslation();
  const f = useFormat();
  const { bridge, status } = useApp();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<SessionChanged | null>(null);
  useEffect(
    () =>
      bridge.on('session.changed', (p) => {
        if (p.notice in told) setNotice(p);
      }),
    [bridge],
  );
  const session = notice?.session;
  if (!notice || !session || !(notice.notice in told) || !shownOn(pathname)) return null;
  const amount = f.money(session.floatCents, status.currency);
  return (
    <div className="panel panel-warn session-notice" role="alert" data-testid="session-notice" data-notice={notice.notice}>
      <span>
        {t(told[notice.notice as keyof typeof told], { number: session.number })}{' '}
        {t(session.floatCents > 0 ? 'tillSession.floatStandard' : 'tillSession.floatNone', { amount })}
      </span>{' '}
      <button type="button" className="button-secondary" onClick={() => setNotice(null)} data-testid="session-notice-ok">
        {t('tillSession.dismiss')}
      </button>
    </div>
  );
}
