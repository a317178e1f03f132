import type { ReactNode } from 'react';

/** One column of a table head: its label, right-aligned when it holds numbers. */
export interface TableColumn {
  label: ReactNode;
  num?: boolean;
}

/** The head row of a data table: one `th scope="col"` per column (numbers right-aligned). */
export function TableHead({ columns }: { columns: TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) => (
          <th key={i} scope="col" className={c.num ? 'num' : undefined}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
