// One table of the office page with its CSV download; money and instants in the Swiss formats of
// the terminal.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../lib/format';
import { downloadCsv } from './download';
import { isInstant, isMoney, type Cell, type OfficeTable } from './table';

export function useOfficeFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    lang,
    money: (cents: number | null) => (cents === null ? '' : formatMoney(cents, null, lang)),
    instant: (at: string | null) => (at ? formatDateTime(at, lang) : ''),
  };
}

export function DataTable({ table }: { table: OfficeTable }) {
  const { t } = useTranslation();
  const f = useOfficeFormat();
  const cell = (c: Cell, i: number, link: string | null | undefined) => {
    if (isMoney(c))
      return (
        <td key={i} className={`num${c.cents !== null && c.cents < 0 ? ' neg' : ''}`}>
          {f.money(c.cents)}
        </td>
      );
    if (isInstant(c)) return <td key={i}>{f.instant(c.at)}</td>;
    if (typeof c === 'number')
      return (
        <td key={i} className="num">
          {c}
        </td>
      );
    return <td key={i}>{i === 0 && link ? <Link to={link}>{c}</Link> : (c ?? '')}</td>;
  };
  return (
    <section className="table-block">
      <table data-table={table.name}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && (
            <tr className="none">
              <td colSpan={table.head.length}>{t('none')}</td>
            </tr>
          )}
          {table.rows.map((r, i) => (
            <tr key={i} className={table.totals?.[i] ? 'total' : undefined}>
              {r.map((c, j) => cell(c, j, table.links?.[i]))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="no-print">
        <button type="button" className="link" onClick={() => downloadCsv(table, f.instant)}>
          {t('csv')}: {table.caption}
        </button>
      </p>
    </section>
  );
}
