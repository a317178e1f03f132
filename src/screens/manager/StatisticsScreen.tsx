// Voucher sales statistics: presets or a free range (`to` exclusive, checked before sending),
// totals, bar charts by voucher type and by point of sale, a table, and the CSV download.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatisticsView } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { formatMoney } from '../../lib/format';
import { ManagerFrame } from './ManagerFrame';
import { presetRange, presets, type Preset } from './ranges';
import { downloadCsv, useManagerCall } from './useManagerCall';

function Chart({ data, testId, label }: { data: Array<{ name: string; value: number }>; testId: string; label: string }) {
  const { status } = useApp();
  return (
    <div className="mgr-chart" data-testid={testId} data-bars={data.length}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis />
          <Tooltip formatter={(v) => formatMoney(Math.round(Number(v) * 100), 'CHF', status.language)} />
          <Bar dataKey="value" name={label} fill="#0b4f9c" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function StatisticsScreen() {
  const { t } = useTranslation();
  const { status } = useApp();
  const call = useManagerCall();
  const initial = presetRange('month');
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<StatisticsView | null>(null);
  const money = (c: number) => formatMoney(c, 'CHF', status.language);

  const load = async (range: { from: string; to: string }) => {
    if (!range.from || !range.to) return setMessage(t('manager.statistics.incomplete'));
    // Refused here, before anything is sent (the core refuses it too).
    if (range.to < range.from) return setMessage(t('manager.statistics.toBeforeFrom'));
    setMessage(null);
    setResult(null);
    const r = await call.run('report.statistics', range);
    if (r) setResult(r);
  };
  const choose = (p: Preset) => {
    const r = presetRange(p);
    setFrom(r.from);
    setTo(r.to);
    void load(r);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void load({ from, to });
  };
  const exportCsv = async () => {
    const file = await call.run('report.statisticsCsv', { from, to });
    if (file) downloadCsv(file);
  };

  return (
    <ManagerFrame title={t('manager.statistics.title')} testId="manager-statistics">
      <div className="mgr-segmented" role="group" aria-label={t('manager.statistics.presets')}>
        {presets.map((p) => (
          <button key={p} type="button" className="button-secondary" onClick={() => choose(p)} data-testid={`stats-preset-${p}`}>
            {t(`manager.statistics.preset.${p}`)}
          </button>
        ))}
      </div>
      <form className="mgr-row" onSubmit={submit}>
        <label className="mgr-field">
          {t('manager.statistics.from')}
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} data-testid="stats-from" />
        </label>
        <label className="mgr-field">
          {t('manager.statistics.to')}
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} data-testid="stats-to" />
        </label>
        <button type="submit" data-testid="stats-show">
          {t('manager.statistics.show')}
        </button>
      </form>
      <p className="mgr-note">{t('manager.statistics.toExclusive')}</p>
      {message && (
        <p className="input-message" role="alert" data-testid="input-message">
          {message}
        </p>
      )}
      <Busy busy={call.busy} />
      <ErrorPanel error={call.error} />
      {result && (
        <div data-testid="stats-result">
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
          <h2>{t('manager.statistics.byType')}</h2>
          <Chart
            testId="stats-chart-type"
            label={t('manager.statistics.amount')}
            data={result.byVoucherType.map((v) => ({ name: v.name, value: v.amountCents / 100 }))}
          />
          <table className="mgr-table" data-testid="stats-table-type">
            <thead>
              <tr>
                <th>{t('manager.statistics.voucherType')}</th>
                <th className="num">{t('manager.statistics.vouchers')}</th>
                <th className="num">{t('manager.statistics.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {result.byVoucherType.map((v) => (
                <tr key={v.id}>
                  <td>{v.name}</td>
                  <td className="num">{v.count}</td>
                  <td className="num">{money(v.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t('manager.statistics.byPos')}</h2>
          <Chart
            testId="stats-chart-pos"
            label={t('manager.statistics.amount')}
            data={result.byPointOfSale.map((p) => ({
              name: t(`manager.statistics.pos.${p.pointOfSale}`, { defaultValue: p.pointOfSale }),
              value: p.amountCents / 100,
            }))}
          />
          <table className="mgr-table" data-testid="stats-table-pos">
            <thead>
              <tr>
                <th>{t('manager.statistics.pointOfSale')}</th>
                <th className="num">{t('manager.statistics.orders')}</th>
                <th className="num">{t('manager.statistics.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {result.byPointOfSale.map((p) => (
                <tr key={p.pointOfSale}>
                  <td>{t(`manager.statistics.pos.${p.pointOfSale}`, { defaultValue: p.pointOfSale })}</td>
                  <td className="num">{p.countOrders}</td>
                  <td className="num">{money(p.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ManagerFrame>
  );
}
