// The trend of the chain month: the sales of every store per day of the month, beside the month
// before (day 1 beside day 1).
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { OfficeMonth, OfficeMonthFigures } from '../../electron/core/contract/office';
import { formatMoneyAxis } from '../lib/format';
import { useOfficeFormat } from './DataTable';

function perDay(m: OfficeMonthFigures): Map<number, number> {
  const by = new Map<number, number>();
  for (const d of m.days) {
    const n = Number(d.day?.slice(8, 10));
    by.set(n, (by.get(n) ?? 0) + d.salesCents);
  }
  return by;
}

export default function MonthChart({ month }: { month: OfficeMonth }) {
  const { t } = useTranslation();
  const f = useOfficeFormat();
  const now = perDay(month.current);
  const before = perDay(month.previous);
  const data = Array.from({ length: 31 }, (_, i) => ({ day: i + 1, now: now.get(i + 1) ?? 0, before: before.get(i + 1) ?? 0 }));
  return (
    <figure className="chart" aria-label={t('trend')}>
      <figcaption>{t('trend')}</figcaption>
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis tickFormatter={(v: number) => formatMoneyAxis(v, null, f.lang)} width={90} />
          <Tooltip formatter={(v) => f.money(Number(v))} />
          <Legend />
          <Line
            type="linear"
            dataKey="now"
            name={month.current.month}
            stroke="#1f5fa8"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="before"
            name={`${t('monthBefore')} ${month.previous.month}`}
            stroke="#9aa5b1"
            strokeDasharray="5 4"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
