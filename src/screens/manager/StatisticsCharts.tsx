// Charts of the statistics screen: revenue by name (voucher type, point of sale) with long names
// abbreviated on the axis (the full name on hover), and the monthly trend of a year.
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMoneyAxis, formatMonth } from '../../lib/format';
import { tickLines } from './chart-labels';

interface TickProps {
  x?: number;
  y?: number;
  payload?: { value: string };
  max: number;
}

/** An axis label: wrapped to two lines and abbreviated, the full name as its tooltip. */
function NameTick({ x = 0, y = 0, payload, max }: TickProps) {
  const full = payload?.value ?? '';
  return (
    <g transform={`translate(${x},${y})`}>
      <text textAnchor="middle" fill="#444" fontSize={12} data-full={full}>
        <title>{full}</title>
        {tickLines(full, max).map((l, i) => (
          <tspan key={i} x={0} dy={14}>
            {l}
          </tspan>
        ))}
      </text>
    </g>
  );
}

interface ChartProps {
  data: Array<{ name: string; value: number }>;
  testId: string;
  label: string;
  currency: string | null;
  language: string;
}

/** Revenue bars by name: every name on the axis (none dropped), abbreviated to fit. */
export function NameChart({ data, testId, label, currency, language }: ChartProps) {
  // About 7 px per character in a half-width chart of about 400 px.
  const max = Math.max(6, Math.floor(48 / Math.max(1, data.length)));
  return (
    <div className="mgr-chart mgr-chart-small" data-testid={testId} data-bars={data.length} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 16, right: 8, top: 8, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" interval={0} height={44} tick={<NameTick max={max} />} />
          <YAxis width={96} tickFormatter={(v: number) => formatMoneyAxis(v, currency, language)} />
          <Tooltip formatter={(v) => formatMoney(Number(v), currency, language)} />
          <Bar dataKey="value" name={label} fill="#0b4f9c" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

interface TrendProps {
  months: Array<{ month: string; amountTotalCents: number | null }>;
  currency: string | null;
  language: string;
}

/** Revenue per month of a year: twelve bars (months still to come stay empty). */
export function TrendChart({ months, currency, language }: TrendProps) {
  const { t } = useTranslation();
  // A month still to come (or unreadable) has no bar; a month without sales a flat one.
  const data = months.map((m) => ({ month: m.month, value: m.amountTotalCents }));
  return (
    <div
      className="mgr-chart mgr-chart-small"
      data-testid="stats-trend"
      data-bars={data.length}
      role="img"
      aria-label={t('manager.statistics.trendLabel')}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 16, right: 8, top: 8, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" interval={0} tickFormatter={(m: string) => formatMonth(m, language, 'month')} />
          <YAxis width={96} tickFormatter={(v: number) => formatMoneyAxis(v, currency, language)} />
          <Tooltip labelFormatter={(m) => formatMonth(String(m), language)} formatter={(v) => formatMoney(Number(v), currency, language)} />
          <Bar dataKey="value" name={t('manager.statistics.amount')} fill="#0b4f9c" isAnimationActive={false} minPointSize={1} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
