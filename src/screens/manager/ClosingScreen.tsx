// Day closings from the local journal as they were before till sessions: open and
// uncertain items first, totals per operation kind and per cashier, the cross-check against the
// service's redemption list, print and CSV export. Closed days keep their snapshot; the till is now
// closed with its Z (till/TillScreen.tsx), so this screen no longer closes a day.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app-context';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useLoad } from '../../hooks/useLoad';
import { formatDateTime, formatMoney } from '../../lib/format';
import { ClosingAskedBooked } from './ClosingAskedBooked';
import { OpenReservationNote } from '../../components/OpenReservationNote';
import { ClosingMethods, ClosingOperations } from './ClosingMoney';
import { CountAmountTable } from './CountAmountTable';
import { DrawerOpen } from './DrawerOpen';
import { ManagerFrame } from './ManagerFrame';
import { ClosingCrossCheck } from './ClosingCrossCheck';
import { isoDay } from './ranges';
import { receiptNumber } from '../../lib/receipt-number';
import { terminalToday } from '../../lib/format';
import { downloadCsv, useManagerCall } from './useManagerCall';
import { DayField } from './DayField';

export function ClosingScreen() {
  const { t } = useTranslation();
  const { status } = useApp();
  const call = useManagerCall();
  const [day, setDay] = useState(isoDay(terminalToday()));
  const [printed, setPrinted] = useState<string | null>(null);
  const { run } = call;
  const money = (c: number | null) => (c === null ? '–' : formatMoney(c, status.currency, status.language));
  const kind = (k: string) => t(`journal.kind.${k}`, { defaultValue: k });

  // Read for the day chosen; read again on demand with the report shown cleared first.
  const read = useCallback(() => run('report.closing', { day }), [run, day]);
  const { value: report, reload } = useLoad(read);
  const load = () => reload(true);

  const print = async () => {
    const r = await run('report.closingPrint', { day });
    if (r) setPrinted(r.queued ? t('manager.closing.printed') : (r.message ?? ''));
  };
  const exportCsv = async () => {
    const file = await run('report.closingCsv', { day });
    if (file) downloadCsv(file);
  };

  return (
    <ManagerFrame title={t('manager.closing.title')} testId="manager-closing">
      <div className="mgr-row">
        <DayField day={day} onDay={setDay} testId="closing-day" />
        <button type="button" className="button-secondary" onClick={() => void load()} data-testid="closing-refresh">
          {t('manager.refresh')}
        </button>
        <button
          type="button"
          onClick={() => void print()}
          disabled={!report || report.openPurchases.length > 0}
          data-testid="closing-print"
        >
          {t('manager.closing.print')}
        </button>
        <button type="button" onClick={() => void exportCsv()} disabled={!report} data-testid="closing-csv">
          {t('manager.csv')}
        </button>
      </div>
      {printed && (
        <p role="status" data-testid="closing-print-result">
          {printed}
        </p>
      )}
      <Busy busy={call.busy} />
      <ErrorPanel error={call.error} />
      {report && (
        <div data-testid="closing-report">
          <p className="mgr-note">{t('manager.closing.generated', { time: formatDateTime(report.generatedAt, status.language) })}</p>
          <p className="mgr-note" data-testid="closing-mode" data-mode={status.mode}>
            {t(`manager.closingCheck.mode.${status.mode}`)}
          </p>
          {report.closed && (
            <p className="panel panel-ok" role="status" data-testid="closing-closed">
              {t('manager.closingMoney.closed', { time: formatDateTime(report.closed.closedAt, status.language) })}
            </p>
          )}
          {/* At 1920×1080: open items and the money on the left, the cross-check and the drawer on the right. */}
          <div className="wide-panes closing-panes">
            <div className="pane" data-testid="closing-money-pane">
              {report.openReservations[0] && (
                <OpenReservationNote
                  reservation={report.openReservations[0]}
                  now={new Date(report.generatedAt)}
                  testId="closing-open-reservation"
                />
              )}
              <section className="mgr-section">
                <h2>{t('manager.closing.open')}</h2>
                {report.open.length === 0 ? (
                  <p data-testid="closing-open-none">{t('manager.closing.openNone')}</p>
                ) : (
                  <table className="mgr-table" data-testid="closing-open">
                    <tbody>
                      {report.open.map((o) => (
                        <tr key={o.id}>
                          <td>{formatDateTime(o.createdAt, status.language)}</td>
                          <td>{kind(o.kind)}</td>
                          <td className="mgr-bad">{t(`journal.state.${o.state}`, { defaultValue: o.state })}</td>
                          <td className="code-text">{o.code ?? ''}</td>
                          <td className="num">{money(o.amountCents)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
              {report.damaged && report.damaged.length > 0 && (
                <section className="mgr-section">
                  <h2>{t('manager.closing.damaged')}</h2>
                  <table className="mgr-table" data-testid="closing-damaged">
                    <tbody>
                      {report.damaged.map((d) => (
                        <tr key={d.id} data-id={d.id}>
                          <td>{formatDateTime(d.createdAt, status.language)}</td>
                          <td className="code-text">{receiptNumber(d.id)}</td>
                          <td className="mgr-bad">{d.reason}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              )}
              <ClosingOperations report={report} money={(c) => money(c)} />
              {/* Two columns at 1024×768: methods and kinds on the left, cashiers on the right. */}
              <div className="mgr-columns">
                <div>
                  <ClosingMethods report={report} money={(c) => money(c)} />
                  <h2>{t('manager.closing.totals')}</h2>
                  <CountAmountTable
                    testId="closing-totals"
                    head={[t('manager.closing.kind'), t('manager.closing.count'), t('manager.closing.amount')]}
                    rows={report.totals.map((r) => ({
                      key: r.kind,
                      name: kind(r.kind),
                      count: r.count,
                      cents: r.amountCents,
                      data: { 'data-kind': r.kind },
                    }))}
                    money={money}
                  />
                  <p>{t('manager.closing.failed', { count: report.failedCount })}</p>
                </div>
                <div>
                  <h2>{t('manager.closing.byCashier')}</h2>
                  {/* What each cashier took in, as the day's sessions tell it (the sessions named below). */}
                  <table className="mgr-table" data-testid="closing-cashiers">
                    <tbody>
                      {report.takings.map((c) => (
                        <tr key={c.cashier ?? '-'}>
                          <td>{c.cashier ?? t('manager.closing.openTill')}</td>
                          <td className="num">{c.count}</td>
                          <td className="num">{money(c.amountCents)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <p data-testid="closing-sessions">
                    {t('manager.closing.sessionsClosed', { list: report.sessions.closed.join(', ') || '–' })}
                    {report.sessions.open !== null ? ` ${t('manager.closing.sessionOpen', { number: report.sessions.open })}` : ''}
                  </p>
                </div>
              </div>
            </div>
            <div className="pane" data-testid="closing-check-pane">
              <ClosingAskedBooked list={report.askedBooked} />
              <ClosingCrossCheck check={report.crossCheck} />
              <DrawerOpen />
            </div>
          </div>
        </div>
      )}
    </ManagerFrame>
  );
}
