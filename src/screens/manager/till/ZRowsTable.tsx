// The rows of an X or Z report (contract/z-rows.ts) as a table: the same rows in the same order as
// the printed report and the CSV. Headings span the table; parts of a row are indented.
import { useTranslation } from 'react-i18next';
import type { ZRow, ZWord } from '../../../../electron/core/contract';
import { useFormat } from '../../../hooks/useLang';

/** The i18n key of each word of the report. */
const wordKeys: Record<ZWord, string> = {
  salesTotal: 'till.salesTotal',
  methods: 'till.methods',
  drawer: 'till.drawer',
  float: 'till.float',
  cashIn: 'till.cashTaken',
  cashOut: 'till.cashOut',
  expected: 'till.expected',
  counted: 'till.counted',
  difference: 'till.difference',
  refunds: 'till.refunds',
  vouchersAccepted: 'till.vouchersAccepted',
  complimentary: 'till.complimentary',
  derecognized: 'till.derecognized',
  backOffice: 'till.backOffice',
  drawerOpenings: 'till.drawerOpenings',
  liabilities: 'till.liabilities',
  cancelled: 'till.cancelled',
  freeCredit: 'till.freeCredit',
  rounding: 'till.rounding',
  promo: 'till.promo',
  goods: 'till.goods',
  ordersFinished: 'till.ordersFinished',
  ordersCancelled: 'till.ordersCancelled',
  byCashier: 'manager.closing.byCashier',
  expectedCash: 'till.expectedCash',
};

/** Test ids of the rows screens and tests look for. */
const testIds: Record<string, string> = {
  drawer: 'till-drawer',
  methods: 'till-terminals',
  'drawer.expected': 'till-expected',
  'drawer.counted': 'till-counted',
  'drawer.difference': 'till-difference',
  drawer_openings: 'till-drawer-openings',
};

interface Props {
  rows: readonly ZRow[];
  currency: string | null;
  testId: string;
}

/** The name of a row in the UI language (the back office's CSV of a Z names its rows alike). */
export function useZRowName(): (row: ZRow) => string {
  const { t, i18n } = useTranslation();
  const lang = (['de', 'fr', 'it', 'en'] as const).find((l) => l === i18n.language) ?? 'de';
  return (row: ZRow): string => {
    const n = row.name;
    if ('word' in n) return t(wordKeys[n.word]);
    if ('method' in n) return n.method.names?.[lang] ?? n.method.method ?? t('till.notStated');
    if ('group' in n) return t(`till.group.${n.group}`);
    if ('opening' in n) return `${n.opening.actor ?? '–'}: ${n.opening.reason}`;
    return n.cashier ?? t('manager.closing.openTill');
  };
}

export function ZRowsTable({ rows, currency, testId }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const name = useZRowName();
  const amount = (row: ZRow): string => {
    if ('opening' in row.name) return f.dateTime(row.name.opening.at);
    if (row.cents === null) return row.key === 'drawer.counted' || row.key === 'drawer.difference' ? t('till.notCounted') : '';
    const m = f.money(row.cents, currency);
    return row.key === 'drawer.difference' && row.cents > 0 ? `+${m}` : m;
  };
  return (
    <table className="mgr-table till-rows" data-testid={testId}>
      <tbody>
        {rows.map((row, i) => {
          const data = {
            'data-key': row.key,
            'data-testid': testIds[row.key],
            ...('method' in row.name ? { 'data-method': row.name.method.method ?? '' } : {}),
            ...('group' in row.name && row.level === 'row' ? { 'data-group': row.name.group } : {}),
            ...(row.key === 'drawer.difference' && row.cents !== null
              ? { 'data-cents': row.cents, className: `till-difference ${row.cents === 0 ? 'till-even' : 'till-off'}` }
              : {}),
          };
          if (row.level === 'head')
            return (
              <tr key={`${row.key}-${i}`} className="till-head" {...data}>
                <th colSpan={3}>{name(row)}</th>
              </tr>
            );
          const a = amount(row);
          return (
            <tr key={`${row.key}-${i}`} {...data}>
              <td className={row.level === 'sub' ? 'till-sub' : undefined}>{name(row)}</td>
              <td className="num">{row.count ?? ''}</td>
              <td className="num">{row.strong ? <strong>{a}</strong> : a}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
