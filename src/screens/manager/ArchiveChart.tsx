// The archive's chart: the closing balance per month as bars, the running month lighter (the table
// beside it: ArchiveTable.tsx).
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ArchiveTableMonth } from '../../../electron/core/contract';
import { formatMoney, formatMoneyAxis, formatMonth } from '../../lib/format';

interface Props {
  months: ArchiveTableMonth[];
  currency: string | null;
  language: string;
}

/** The closing balance per month as bars; the running month lighter. */
export function ArchiveChart({ months, currency, language }: Props) {
  const { t } = useTranslation();
  const data = months.map((m) => ({ month: m.month, value: m.totalBalanceCents ?? 0, open: m.open }));
  return (
    <div
      className="mgr-chart"
      data-testid="archive-chart"
      data-points={months.length}
      role="img"
      aria-label={t('manager.archive.chartLabel')}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 16, right: 8, top: 8, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="month"
            tickFormatter={(m: string) => formatMonth(m, language, 'short')}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis width={96} tickFormatter={(v: number) => formatMoneyAxis(v, currency, language)} />
          <Tooltip labelFormatter={(m) => formatMonth(String(m), language)} formatter={(v) => formatMoney(Number(v), currency, language)} />
          <Bar dataKey="value" name={t('manager.archive.colBalance')} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.month} fill={d.open ? '#7fa7d6' : '#0b4f9c'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
