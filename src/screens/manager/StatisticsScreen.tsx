// Voucher sales statistics: opens on this month; presets or a free range whose last day counts
// (the service's exclusive `to` is the day after, checked before sending); totals, revenue by
// voucher type and by point of sale (chart and table), the monthly trend of a year, CSV.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app-context';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useLoad } from '../../hooks/useLoad';
import { formatMoney, terminalToday } from '../../lib/format';
import { CountAmountTable } from './CountAmountTable';
import { ManagerFrame } from './ManagerFrame';
import { exclusiveTo, inclusiveEnd, presetRange, presets, type Preset } from './ranges';
import { NameChart, TrendChart } from './Charts';
import { downloadCsv, useManagerCall } from './useManagerCall';

export function StatisticsScreen() {
  const { t } = useTranslation();
  const { status } = useApp();
  const call = useManagerCall();
  const trendCall = useManagerCall();
  const [active, setActive] = useState<Preset | 'custom'>('month');
  const [from, setFrom] = useState(() => presetRange('month').from);
  const [end, setEnd] = useState(() => inclusiveEnd(presetRange('month').to));
  const [message, setMessage] = useState<string | null>(null);
  // The range asked for (a new object on every ask, so asking again reads again); null after a
  // range refused here. Opens on this month.
  const [asked, setAsked] = useState<{ from: string; end: string } | null>(() => ({ from, end }));
  const [year, setYear] = useState(terminalToday().getFullYear());
  const fromField = useRef<HTMLInputElement>(null);
  const { run } = call;
  const { run: runTrend } = trendCall;
  // A result for other dates than those asked would mislead: not shown while the new one loads.
  const readStatistics = useCallback(
    async () => (asked ? run('report.statistics', { from: asked.from, to: exclusiveTo(asked.end) }) : null),
    [run, asked],
  );
  const { value: result } = useLoad(readStatistics);
  const readTrend = useCallback(() => runTrend('report.statisticsTrend', { year }), [runTrend, year]);
  const { value: trend } = useLoad(readTrend);
  const lang = status.language;
  const currency = result?.currency ?? trend?.currency ?? status.currency;
  const money = (c: number) => formatMoney(c, currency, lang);
  const posName = (p: string) => t(`manager.statistics.pos.${p}`, { defaultValue: p });

  const load = (range: { from: string; end: string }) => {
    // Refused here, before anything is sent (the core refuses it too).
    const problem = !range.from || !range.end ? 'incomplete' : range.end < range.from ? 'toBeforeFrom' : null;
    setMessage(problem && t(`manager.statistics.${problem}`));
    setAsked(problem ? null : { ...range });
  };
  const choose = (p: Preset) => {
    const r = presetRange(p);
    setActive(p);
    setFrom(r.from);
    setEnd(inclusiveEnd(r.to));
    load({ from: r.from, end: inclusiveEnd(r.to) });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setActive('custom');
    load({ from, end });
  };
  const exportCsv = async () => {
    if (!result) return;
    const file = await call.run('report.statisticsCsv', { from: result.from.slice(0, 10), to: result.to.slice(0, 10) });
    if (file) downloadCsv(file);
  };

  return (
    <ManagerFrame title={t('manager.statistics.title')} testId="manager-statistics">
      <div className="mgr-segmented" role="group" aria-label={t('manager.statistics.presets')}>
        {presets.map((p) => (
          <button key={p} type="button" aria-pressed={active === p} onClick={() => choose(p)} data-testid={`stats-preset-${p}`}>
            {t(`manager.statistics.preset.${p}`)}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={active === 'custom'}
          onClick={() => {
            setActive('custom');
            fromField.current?.focus();
          }}
          data-testid="stats-preset-custom"
        >
          {t('manager.statistics.custom')}
        </button>
      </div>
      <form className="mgr-row" onSubmit={submit}>
        <label className="mgr-field">
          {t('manager.statistics.from')}
          <input ref={fromField} type="date" value={from} onChange={(e) => setFrom(e.target.value)} data-testid="stats-from" />
        </label>
        <label className="mgr-field">
          {t('manager.statistics.to')}
          <input type="date" value={end} onChange={(e) => setEnd(e.target.value)} data-testid="stats-to" />
        </label>
        <button type="submit" data-testid="stats-show">
          {t('manager.statistics.show')}
        </button>
      </form>
      <p className="mgr-note">{t('manager.statistics.toInclusive')}</p>
      {message && (
        <p className="input-message" role="alert" data-testid="input-message">
          {message}
        </p>
      )}
      <Busy busy={call.busy} />
      <ErrorPanel error={call.error} />
      {result && (
        <div data-testid="stats-result" data-from={result.from} data-to={result.to}>
          <div className="mgr-row">
            <p className="mgr-total">
              <span data-testid="stats-total" data-cents={result.amountTotalCents}>
                {money(result.amountTotalCents)}
              </span>{' '}
              <span className="mgr-note" data-testid="stats-count">
                {t('manager.statistics.count', { count: result.countVouchers })}
              </span>
            </p>
            <button type="button" onClick={() => void exportCsv()} data-testid="stats-csv">
              {t('manager.csv')}
            </button>
          </div>
          <div className="mgr-columns">
            <section>
              <h2>{t('manager.statistics.byType')}</h2>
              <NameChart
                testId="stats-chart-type"
                label={t('manager.statistics.byType')}
                currency={currency}
                language={lang}
                data={result.byVoucherType.map((v) => ({ name: v.name, value: v.amountCents }))}
              />
              <CountAmountTable
                testId="stats-table-type"
                head={[t('manager.statistics.voucherType'), t('manager.statistics.vouchers'), t('manager.statistics.amount')]}
                rows={result.byVoucherType.map((v) => ({ key: v.id, name: v.name, title: v.name, count: v.count, cents: v.amountCents }))}
                money={money}
              />
            </section>
            <section>
              <h2>{t('manager.statistics.byPos')}</h2>
              <NameChart
                testId="stats-chart-pos"
                label={t('manager.statistics.byPos')}
                currency={currency}
                language={lang}
                data={result.byPointOfSale.map((p) => ({ name: posName(p.pointOfSale), value: p.amountCents }))}
              />
              <CountAmountTable
                testId="stats-table-pos"
                head={[t('manager.statistics.pointOfSale'), t('manager.statistics.orders'), t('manager.statistics.amount')]}
                rows={result.byPointOfSale.map((p) => ({
                  key: p.pointOfSale,
                  name: posName(p.pointOfSale),
                  count: p.countOrders,
                  cents: p.amountCents,
                }))}
                money={money}
              />
            </section>
          </div>
        </div>
      )}
      <section className="mgr-section">
        <div className="mgr-row">
          <h2>{t('manager.statistics.trend', { year })}</h2>
          <button type="button" className="button-secondary" onClick={() => setYear((y) => y - 1)} data-testid="stats-year-prev">
            {t('manager.statistics.prevYear')}
          </button>
          <button
            type="button"
            className="button-secondary"
            disabled={year >= terminalToday().getFullYear()}
            onClick={() => setYear((y) => y + 1)}
            data-testid="stats-year-next"
          >
            {t('manager.statistics.nextYear')}
          </button>
        </div>
        <Busy busy={trendCall.busy} label={t('manager.statistics.trendLoading')} />
        <ErrorPanel error={trendCall.error} />
        {trend && trend.year === year && <TrendChart months={trend.months} currency={currency} language={lang} />}
      </section>
    </ManagerFrame>
  );
}
