// The archive table (its chart: ArchiveChart.tsx): closing balance per month, the change against the month before
// (amount and percent), the running month and months corrected at the service marked.
import { useTranslation } from 'react-i18next';
import type { ArchiveTableMonth } from '../../../electron/core/contract';
import { formatDateTime, formatMoney, formatMonth, formatPercent } from '../../lib/format';

interface Props {
  months: ArchiveTableMonth[];
  currency: string | null;
  language: string;
}

function signed(text: string, cents: number): string {
  return cents > 0 ? `+${text}` : text;
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
