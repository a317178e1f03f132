// The manager reports' table of name, count and amount (closing per payment method and per kind,
// statistics per voucher type and per point of sale).
import type { ReactNode } from 'react';

export interface CountAmountRow {
  key: string;
  name: ReactNode;
  /** A long free-text name: wrapped anywhere and shown whole on hover. */
  title?: string;
  /** Null: a figure that is no count of anything (a float, a rounding). */
  count: number | null;
  cents: number;
  /** Data attributes of the row (e.g. `data-kind`), for tests and styles. */
  data?: Record<`data-${string}`, string>;
}

interface Props {
  testId: string;
  /** Headings of the name, count and amount columns. */
  head: [ReactNode, ReactNode, ReactNode];
  rows: CountAmountRow[];
  money(cents: number): string;
  /** Amounts in bold (what should be in the drawer). */
  strong?: boolean;
}

export function CountAmountTable({ testId, head, rows, money, strong = false }: Props) {
  return (
    <table className="mgr-table" data-testid={testId}>
      <thead>
        <tr>
          <th>{head[0]}</th>
          <th className="num">{head[1]}</th>
          <th className="num">{head[2]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} {...r.data}>
            <td className={r.title === undefined ? undefined : 'mgr-name'} title={r.title}>
              {r.name}
            </td>
            <td className="num">{r.count ?? ''}</td>
            <td className="num">{strong ? <strong>{money(r.cents)}</strong> : money(r.cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
