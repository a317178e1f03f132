// Monthly voucher archive: outstanding balance (the liability) of a month, complimentary vouchers
// included / excluded / only, and the trend of the last 12 or 24 months.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ArchiveMonthView } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { formatDateTime, formatMoney } from '../../lib/format';
import { ManagerFrame } from './ManagerFrame';
import { useManagerCall } from './useManagerCall';

type Complimentary = ArchiveMonthView['complimentary'];
const complimentaryValues: Complimentary[] = ['included', 'excluded', 'only'];

function thisMonth(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

export function ArchiveScreen() {
  const { t } = useTranslation();
  const { status } = useApp();
  const call = useManagerCall();
  const trendCall = useManagerCall();
  const [month, setMonth] = useState(thisMonth());
  const [complimentary, setComplimentary] = useState<Complimentary>('included');
  const [span, setSpan] = useState<12 | 24>(12);
  const [result, setResult] = useState<ArchiveMonthView | null>(null);
  const [trend, setTrend] = useState<ArchiveMonthView[]>([]);
  const { run } = call;
  const { run: runTrend } = trendCall;
  const money = (c: number | null) => (c === null ? '–' : formatMoney(c, 'CHF', status.language));

  const load = useCallback(
    async (refresh: boolean) => {
      setResult(null);
      const r = await run('report.archive', { month, complimentary, refresh });
      if (r) setResult(r);
    },
    [run, month, complimentary],
  );
  const loadTrend = useCallback(
    async (refresh: boolean) => {
      const r = await runTrend('report.archiveTrend', { months: span, complimentary, refresh });
      if (r) setTrend(r.months);
    },
    [runTrend, span, complimentary],
  );
  useEffect(() => {
    void load(false);
  }, [load]);
  useEffect(() => {
    void loadTrend(false);
  }, [loadTrend]);

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
          onClick={() => void Promise.all([load(true), loadTrend(true)])}
          data-testid="archive-refresh"
        >
          {t('manager.refresh')}
        </button>
      </div>
      <Busy busy={call.busy} />
      <ErrorPanel error={call.error} />
      {result && (
        <div data-testid="archive-result" data-month={result.month} data-complimentary={result.complimentary}>
          <p>{t('manager.archive.outstanding', { month: result.month })}</p>
          <p className="mgr-total" data-testid="archive-total" data-cents={result.totalBalanceCents ?? ''}>
            {money(result.totalBalanceCents)}
          </p>
          <p className="mgr-note">
            {result.stale
              ? t('manager.archive.stale')
              : t('manager.archive.asOf', { time: formatDateTime(result.fetchedAt, status.language) })}
          </p>
        </div>
      )}
      <section className="mgr-section">
        <div className="mgr-row">
          <h2>{t('manager.archive.trend')}</h2>
          <div className="mgr-segmented">
            {([12, 24] as const).map((n) => (
              <button key={n} type="button" aria-pressed={span === n} onClick={() => setSpan(n)} data-testid={`archive-span-${n}`}>
                {t('manager.archive.months', { count: n })}
              </button>
            ))}
          </div>
        </div>
        <ErrorPanel error={trendCall.error} />
        <div className="mgr-chart" data-testid="archive-chart" data-points={trend.length}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={trend.map((m) => ({ month: m.month, value: (m.totalBalanceCents ?? 0) / 100 }))}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="month" />
              <YAxis />
              <Tooltip formatter={(v) => formatMoney(Math.round(Number(v) * 100), 'CHF', status.language)} />
              <Bar dataKey="value" name={t('manager.archive.outstandingShort')} fill="#0b4f9c" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </section>
    </ManagerFrame>
  );
}
