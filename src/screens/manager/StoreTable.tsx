// One table of the store screens (tills, per till, per cashier, per method, sessions, open items,
// the chain view): columns with their head and how a row fills each cell; numbers right-aligned.
import type { ReactNode } from 'react';
import { TableHead, type TableColumn } from '../../components/TableHead';

export interface StoreColumn<R> extends TableColumn {
  cell(row: R): ReactNode;
  /** A cell class besides `num` (e.g. `code-text`). */
  className?: string;
}

interface Props<R> {
  testId: string;
  columns: ReadonlyArray<StoreColumn<R>>;
  rows: readonly R[];
  rowKey(row: R, index: number): string;
  /** Data attributes of a row (e.g. `data-self`), for tests and styles. */
  rowData?(row: R): Record<`data-${string}`, string>;
}

export function StoreTable<R>({ testId, columns, rows, rowKey, rowData }: Props<R>) {
  return (
    <table className="mgr-table" data-testid={testId}>
      <TableHead columns={[...columns]} />
      <tbody>
        {rows.map((r, i) => (
          <tr key={rowKey(r, i)} {...rowData?.(r)}>
            {columns.map((c, j) => (
              <td key={j} className={c.num ? 'num' : c.className}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
