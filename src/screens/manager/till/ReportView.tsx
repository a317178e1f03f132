// One X or Z report (or the Z before it is confirmed): open items first, then the report's rows
// (contract/z-rows.ts) in the order the printed report and the CSV carry them: the sales total, the
// payment methods (cash among them), the drawer (expected, counted, difference), refunds, vouchers
// taken, the drawer openings, the vouchers issued; per cashier and the orders on demand.
import type { SessionReport } from '../../../../electron/core/contract';
// The rows straight from their module: the contract barrel would bring zod into the cashier's bundle.
import { zRows } from '../../../../electron/core/contract/z-rows';
import { OpenItems } from './OpenItems';
import { ReportDetails } from './ReportDetails';
import { ZRowsTable } from './ZRowsTable';

interface Props {
  report: SessionReport;
  testId?: string;
}

export function ReportView({ report: r, testId = 'till-report' }: Props) {
  const rows = zRows(r);
  return (
    <div data-testid={testId} data-kind={r.kind} data-number={r.session.number}>
      <OpenItems items={r.openItems} currency={r.currency} />
      <ZRowsTable rows={rows.filter((row) => row.cashier === undefined)} currency={r.currency} testId="till-rows" />
      <ReportDetails report={r} rows={rows.filter((row) => row.cashier !== undefined)} />
    </div>
  );
}
