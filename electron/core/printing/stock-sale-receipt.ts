// A sale of several stock vouchers -> its one receipt input (sold, or cancelled as a whole).
import { paymentMethodName, rowPayment, rowsOfSale } from '../payments/methods';
import type { Db } from '../store/database';
import { getJournalRow, type JournalRow } from '../store/journal';
import { freeCreditOf } from '../domain/step-money';
import { stepHeader, type HeaderContext } from './journal-adapter';
import type { ReceiptInput } from './input';

/** The receipt of a sale (`cancelled`: of its deactivations); null when nothing succeeded. */
export function stockSaleReceipt(db: Db, saleId: string, h: HeaderContext): { key: string; input: ReceiptInput } | null {
  const rows = rowsOfSale(db, saleId)
    .map((id) => getJournalRow(db, id))
    .filter((r) => r.state === 'succeeded');
  const cancelled = rows.some((r) => r.kind === 'deactivate');
  const lines = rows.filter((r) => r.kind === (cancelled ? 'deactivate' : 'activate'));
  const first = rows.find((r) => r.kind === 'activate');
  if (lines.length === 0 || !first) return null;
  const pay = rowPayment(db, first.id);
  const last = lines[lines.length - 1] ?? first;
  const total = lines.reduce((s, r) => s + (r.amountCents ?? 0), 0);
  const activation = (r: JournalRow) => (r.kind === 'activate' ? r : rows.find((a) => a.kind === 'activate' && a.code === r.code));
  const creditOf = (r: JournalRow): number | null => {
    const a = activation(r);
    return a ? freeCreditOf(a) : null;
  };
  return {
    key: cancelled ? `${saleId}:cancel` : saleId,
    input: {
      header: stepHeader(h, { id: saleId, terminal: first.terminal, cashier: last.cashier, at: last.updatedAt }),
      body: {
        kind: 'stock_sale',
        currency: first.currency ?? 'CHF',
        state: cancelled ? 'cancelled' : 'sold',
        // A cancelled sale takes back the free credit its activations booked (printed negative).
        vouchers: lines.map((r) => ({ code: r.code ?? '', amountCents: r.amountCents ?? 0, freeCreditCents: creditOf(r) })),
        totalCents: total,
        paymentMethod: paymentMethodName(db, pay?.method ?? null, h.language),
      },
      ...(pay?.kind === 'cash' && total > 0 ? { drawer: true } : {}),
    },
  };
}
