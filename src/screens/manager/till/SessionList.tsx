// The till sessions that ended on a day: each Z to view, print again (a copy of the same document)
// or export; the day report and the month report as CSV.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionReport } from '../../../../electron/core/contract';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useLoad } from '../../../hooks/useLoad';
import { useFormat } from '../../../hooks/useLang';
import { terminalToday } from '../../../lib/format';
import { isoDay } from '../ranges';
import { downloadCsv, useManagerCall } from '../useManagerCall';
import { ReportView } from './ReportView';
import { DayField } from '../DayField';

export function SessionList() {
  const { t } = useTranslation();
  const f = useFormat();
  const call = useManagerCall();
  const { run } = call;
  const [day, setDay] = useState(isoDay(terminalToday()));
  const [shown, setShown] = useState<SessionReport | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const read = useCallback(async () => (await run('session.list', { day }))?.sessions ?? null, [run, day]);
  const { value: sessions } = useLoad(read);
  const csv = async (input: { sessionId: string } | { day: string } | { month: string }) => {
    const file = await run('session.csv', input);
    if (file) downloadCsv(file);
  };
  const reprint = async (sessionId: string) => {
    const r = await run('session.print', { sessionId });
    if (r) setNote(r.queued ? t(r.copy ? 'till.printedCopy' : 'till.printed') : (r.message ?? ''));
  };
  const view = async (sessionId: string) => {
    const r = await run('session.z', { sessionId });
    if (r) setShown(r.report);
  };
  return (
    <section className="mgr-section" data-testid="till-sessions">
      <h2>{t('till.sessions')}</h2>
      <div className="mgr-row">
        <DayField day={day} onDay={setDay} testId="till-day" />
        <button type="button" className="button-secondary" onClick={() => void csv({ day })} data-testid="till-day-csv">
          {t('till.dayCsv')}
        </button>
        <button
          type="button"
          className="button-secondary"
          onClick={() => void csv({ month: day.slice(0, 7) })}
          data-testid="till-month-csv"
        >
          {t('till.monthCsv')}
        </button>
      </div>
      {note && (
        <p role="status" data-testid="till-sessions-note">
          {note}
        </p>
      )}
      <ErrorPanel error={call.error} />
      <table className="mgr-table" data-testid="till-session-list">
        <tbody>
          {(sessions ?? [])
            .filter((s) => s.state === 'closed')
            .map((s) => (
              <tr key={s.id} data-number={s.number}>
                <td>{t('till.zTitle', { number: s.number })}</td>
                <td>
                  {f.dateTime(s.openedAt)} – {f.date(s.closedAt) === f.date(s.openedAt) ? f.time(s.closedAt) : f.dateTime(s.closedAt)}
                </td>
                <td>{s.closedBy ?? (s.closeReason === 'auto' ? t('till.autoClosed') : '')}</td>
                <td className="num">{s.countedCents === null ? t('till.notCounted') : f.money(s.countedCents)}</td>
                <td className={`num ${s.differenceCents ? 'mgr-bad' : ''}`}>
                  {s.differenceCents === null ? '' : f.money(s.differenceCents)}
                </td>
                <td>
                  <div className="till-actions">
                    <button
                      type="button"
                      className="button-secondary"
                      onClick={() => void view(s.id)}
                      data-testid={`till-view-${s.number}`}
                    >
                      {t('till.view')}
                    </button>
                    <button
                      type="button"
                      className="button-secondary"
                      onClick={() => void reprint(s.id)}
                      data-testid={`till-reprint-${s.number}`}
                    >
                      {t('till.reprint')}
                    </button>
                    <button
                      type="button"
                      className="button-secondary"
                      onClick={() => void csv({ sessionId: s.id })}
                      data-testid={`till-csv-${s.number}`}
                    >
                      {t('manager.csv')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      {shown && <ReportView report={shown} testId="till-shown-z" />}
    </section>
  );
}
