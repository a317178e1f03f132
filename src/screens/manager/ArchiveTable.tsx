// The archive table and its chart: closing balance per month, the change against the month before
// (amount and percent), the running month and months corrected at the service marked.
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ArchiveTableMonth } from '../../../electron/core/contract';
import { formatDateTime, formatMoney, formatMoneyAxis, formatMonth, formatPercent } from '../../lib/format';

interface Props {
  months: ArchiveTableMonth[];
  currency: string | null;
  language: string;
}

function signed(text: string, cents: number): string {
  return cents > 0 ? `+${text}` : text;
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

/** One row per month, newest first. */
export function ArchiveTable({ months, currency, language }: Props) {
  const { t } = useTranslation();
  const money = (c: number | null) => (c === null ? '–' : formatMoney(c, currency, language));
  const percent = (p: number | null) => (p === null ? '–' : signed(formatPercent(p, language), p));
  return (
    <table className="mgr-table archive-table" data-testid="archive-table">
      <thead>
        <tr>
          <th>{t('manager.archive.month')}</th>
          <th className="num">{t('manager.archive.colBalance')}</th>
          <th className="num">{t('manager.archive.colChange')}</th>
          <th className="num">{t('manager.archive.colChangePct')}</th>
        </tr>
      </thead>
      <tbody>
        {[...months].reverse().map((m) => (
          <tr
            key={m.month}
            data-month={m.month}
            data-cents={m.totalBalanceCents ?? ''}
            data-change={m.changeCents ?? ''}
            data-open={m.open}
            data-corrected={m.correctedFromCents !== null}
            className={m.open ? 'archive-open' : undefined}
          >
            <td>
              {formatMonth(m.month, language)}
              {m.open && (
                <span className="mgr-badge" title={t('manager.archive.openHint')}>
                  {t('manager.archive.open')}
                </span>
              )}
              {m.correctedFromCents !== null && (
                <span
                  className="mgr-badge mgr-badge-warn"
                  title={
                    m.correctedAt
                      ? t('archiveCorrected.hint', { amount: money(m.correctedFromCents), date: formatDateTime(m.correctedAt, language) })
                      : t('manager.archive.correctedHint', { amount: money(m.correctedFromCents) })
                  }
                  data-testid="archive-corrected"
                >
                  {t('manager.archive.corrected')}
                </span>
              )}
            </td>
            <td className="num">{money(m.totalBalanceCents)}</td>
            <td className="num">{m.changeCents === null ? '–' : signed(money(m.changeCents), m.changeCents)}</td>
            <td className="num">{percent(m.changePercent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
