// A table's CSV offered as a file to save (made in the browser from the rows the page shows).
import { tableCsv, type OfficeTable } from './table';

/** Offers a table's CSV as a download. */
export function downloadCsv(t: OfficeTable, instant: (at: string | null) => string): void {
  const url = URL.createObjectURL(new Blob([tableCsv(t, instant)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${t.name.replace(/[^A-Za-z0-9_.-]/g, '_')}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
