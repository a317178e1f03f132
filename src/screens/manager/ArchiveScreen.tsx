// Monthly voucher archive: outstanding balance (the liability) of a month, complimentary vouchers
// included / excluded / only, and the table and chart of the last 12 or 24 months with the change
// against the month before; CSV and print of the table.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArchiveMonthView } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useLoad } from '../../hooks/useLoad';
import { formatDateTime, formatMoney, formatMonth, terminalToday } from '../../lib/format';
import { ArchiveTable } from './ArchiveTable';
import { ArchiveChart } from './Charts';
import { ManagerFrame } from './ManagerFrame';
import { downloadCsv, useManagerCall } from './useManagerCall';

type Complimentary = ArchiveMonthView['complimentary'];
const complimentaryValues: Complimentary[] = ['included', 'excluded', 'only'];

function thisMonth(): string {
  const d = terminalToday();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

export function ArchiveScreen() {
  const { t } = useTranslation();
  const { status } = useApp();
  const call = useManagerCall();
  const tableCall = useManagerCall();
  const fileCall = useManagerCall();
  const [month, setMonth] = useState(thisMonth());
  const [complimentary, setComplimentary] = useState<Complimentary>('included');
  const [span, setSpan] = useState<12 | 24>(12);
  const [printed, setPrinted] = useState<string | null>(null);
  const { run } = call;
  const { run: runTable } = tableCall;
  // Read when the screen opens and when a choice changes; the refresh button asks past the cache
  // (the figures shown are cleared first).
  const readMonth = useCallback(
    (refresh: boolean) => run('report.archive', { month, complimentary, refresh }),
    [run, month, complimentary],
  );
  const readTable = useCallback(
    (refresh: boolean) => runTable('report.archiveTable', { months: span, complimentary, refresh }),
    [runTable, span, complimentary],
  );
  const { value: result, reload: reloadMonth } = useLoad(readMonth);
  const { value: table, reload: reloadTable } = useLoad(readTable);
  const currency = table?.currency ?? status.currency;
  const lang = status.language;
  const money = (c: number | null) => (c === null ? '–' : formatMoney(c, currency, lang));

  const exportCsv = async () => {
    const file = await fileCall.run('report.archiveCsv', { months: span, complimentary });
    if (file) downloadCsv(file);
  };
  const print = async () => {
    setPrinted(null);
    const r = await fileCall.run('report.archivePrint', { months: span, complimentary });
    if (r) setPrinted(r.queued ? t('manager.archive.printed') : r.message);
  };

  return (
    <ManagerFrame title={t('manager.archive.title')} testId="manager-archive">
      <div className="mgr-row">
        <label className="mgr-field">
          {t('manager.archive.month')}
          <input
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
            data-testid="archive-month"
          />
        </label>
        <div className="mgr-field" role="group" aria-label={t('manager.archive.complimentary')}>
          <span>{t('manager.archive.complimentary')}</span>
          <div className="mgr-segmented">
            {complimentaryValues.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={complimentary === c}
                onClick={() => setComplimentary(c)}
                data-testid={`archive-compl-${c}`}
              >
                {t(`manager.archive.compl.${c}`)}
              </button>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="button-secondary"
          onClick={() => void Promise.all([reloadMonth(true), reloadTable(true)])}
          data-testid="archive-refresh"
        >
          {t('manager.refresh')}
        </button>
      </div>
      <Busy busy={call.busy} />
      <ErrorPanel error={call.error} />
      {result && (
        <div data-testid="archive-result" data-month={result.month} data-complimentary={result.complimentary}>
          <p>{t('manager.archive.outstanding', { month: formatMonth(result.month, lang) })}</p>
          <p className="mgr-total" data-testid="archive-total" data-cents={result.totalBalanceCents ?? ''}>
            {money(result.totalBalanceCents)}
          </p>
          <p className="mgr-note">
            {result.stale ? t('manager.archive.stale') : t('manager.archive.asOf', { time: formatDateTime(result.fetchedAt, lang) })}
          </p>
        </div>
      )}
      <section className="mgr-section">
        <div className="mgr-row">
          <h2>{t('manager.archive.table')}</h2>
          <div className="mgr-segmented" role="group" aria-label={t('manager.archive.trend')}>
            {([12, 24] as const).map((n) => (
              <button key={n} type="button" aria-pressed={span === n} onClick={() => setSpan(n)} data-testid={`archive-span-${n}`}>
                {t('manager.archive.months', { count: n })}
              </button>
            ))}
          </div>
          <button type="button" className="button-secondary" disabled={!table} onClick={() => void exportCsv()} data-testid="archive-csv">
            {t('manager.csv')}
          </button>
          <button type="button" className="button-secondary" disabled={!table} onClick={() => void print()} data-testid="archive-print">
            {t('manager.archive.print')}
          </button>
        </div>
        <Busy busy={tableCall.busy} label={t('manager.archive.loading')} />
        <ErrorPanel error={tableCall.error ?? fileCall.error} />
        {printed && (
          <p className="mgr-note" role="status" data-testid="archive-printed">
            {printed}
          </p>
        )}
        {table && (
          <div className="archive-body wide-panes" data-testid="archive-loaded">
            <ArchiveChart months={table.months} currency={currency} language={lang} />
            <ArchiveTable months={table.months} currency={currency} language={lang} />
          </div>
        )}
      </section>
    </ManagerFrame>
  );
}
