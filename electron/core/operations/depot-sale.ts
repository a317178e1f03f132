// Several stock vouchers sold as one sale (issue 12): checked first (the same code twice is refused,
// each fixed amount or a free amount within its range), then activated in turn, each journaled,
// with one payment method and one receipt; cancelling deactivates every one that was activated.
import { CoreError, type MethodOutput } from '../contract';
import { rowsOfSale, stepPayment } from '../payments/methods';
import type { CoreRuntime } from '../runtime';
import { normalizeVoucherCode } from '../service/wire';
import { getJournalRow } from '../store/journal';
import { toEntry } from '../store/journal-view';
import { newId } from './context';
import { activate, checkActivation, deactivate } from './depot';
import { resolveVoucherCode } from './short-code';
import type { Handlers } from '../host/handlers';

type Sale = MethodOutput<'depot.sale'>;

function view(rt: CoreRuntime, saleId: string, failed: Sale['failed']): Sale {
  const rows = rowsOfSale(rt.db, saleId).map((id) => getJournalRow(rt.db, id));
  let total = 0;
  for (const r of rows) {
    if (r.state !== 'succeeded') continue;
    if (r.kind === 'activate') total += r.amountCents ?? 0;
    if (r.kind === 'deactivate') total -= r.amountCents ?? 0;
  }
  return { saleId, totalCents: total, entries: rows.map((r) => toEntry(rt.db, r)), failed };
}

/** Handlers of depot.sale and depot.cancelSale. */
export function depotSaleHandlers(rt: CoreRuntime) {
  return {
    'depot.sale': async (input): Promise<Sale> => {
      stepPayment(rt.db, input.paymentMethodId); // a bad method is refused before anything moves
      const codes = await Promise.all(input.items.map((i) => resolveVoucherCode(rt, i.code)));
      const seen = new Set<string>();
      for (const c of codes) {
        const n = normalizeVoucherCode(c);
        if (seen.has(n)) throw new CoreError('invalid_input', 'The same voucher is twice in this sale', false, { code: c });
        seen.add(n);
      }
      // Every voucher checked (activatable, fixed amount or a free one within its range) before any is sent.
      for (const [k, item] of input.items.entries()) await checkActivation(rt, codes[k] ?? item.code, item.amountCents);
      const saleId = newId();
      let failed: Sale['failed'] = null;
      for (const [k, item] of input.items.entries()) {
        try {
          await activate(rt, codes[k] ?? item.code, item.amountCents, input.paymentMethodId, saleId);
        } catch (err) {
          // Stop at the first refusal: what was activated stays in the sale (to pay, or to cancel).
          failed = { code: codes[k] ?? item.code, message: (err as Error).message };
          break;
        }
      }
      if (rowsOfSale(rt.db, saleId).length === 0 && failed)
        throw new CoreError('service_refused', failed.message, false, { code: failed.code });
      rt.printing?.onSaleFinal(saleId);
      return view(rt, saleId, failed);
    },
    'depot.cancelSale': async (input): Promise<Sale> => {
      const rows = rowsOfSale(rt.db, input.saleId).map((id) => getJournalRow(rt.db, id));
      if (rows.length === 0) throw new CoreError('not_found', `No journal row ${input.saleId}`);
      const undone = new Set(rows.filter((r) => r.kind === 'deactivate' && r.state === 'succeeded').map((r) => r.code));
      let failed: Sale['failed'] = null;
      for (const r of rows) {
        if (r.kind !== 'activate' || r.state !== 'succeeded' || !r.code || undone.has(r.code)) continue;
        try {
          await deactivate(rt, r.code, input.reason, input.saleId);
        } catch (err) {
          failed ??= { code: r.code, message: (err as Error).message };
        }
      }
      if (!failed) rt.printing?.onSaleFinal(input.saleId);
      return view(rt, input.saleId, failed);
    },
  } satisfies Handlers;
}
