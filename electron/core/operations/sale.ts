// Selling vouchers as codes: price rules checked against the types' details (sale-catalog.ts)
// before sending, the order journaled, and cancelled (order deleted) while the service allows it.
import { CoreError, type NewOrderLine, type SaleCatalogItem } from '../contract';
import { say, serviceSaid, type CoreMessage } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import type { CreateOrderRequest } from '../service/wire';
import { checkTypes, saleCatalog, VALUE_MAX, VALUE_MIN } from './sale-catalog';
import { journaledStep, readFailure, requireOnline, service, stepBy, type StepBy } from './context';
import { pendingRow, undoByExternalId } from './undo';
import { toEntry } from '../store/journal-view';
import type { JournalRow } from '../store/journal';
import type { Handlers } from '../contract/calls';

/** The price rule a line breaks, or null. Types missing from the cache are left to the service. */
export function priceProblem(item: SaleCatalogItem | undefined, unitPriceCents: number): CoreMessage | null {
  if (!item) return null;
  if (!item.published || item.kind === 'other') return say('typeNotSellable');
  if (item.soldOut) return say('typeSoldOut');
  if (item.kind === 'value_voucher') {
    const min = Math.max(VALUE_MIN, item.minimumCents ?? VALUE_MIN);
    const max = Math.min(VALUE_MAX, item.maximumCents ?? VALUE_MAX);
    return unitPriceCents < min || unitPriceCents > max ? say('valueBetween', { min, max }) : null;
  }
  if (item.kind === 'package') return item.priceCents !== null && unitPriceCents !== item.priceCents ? say('packageAtPrice') : null;
  return item.variants.some((v) => v.priceCents === unitPriceCents) ? null : say('pickVariant');
}

function countBy(ids: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

/** Handlers of sale.*. */
export function saleHandlers(rt: CoreRuntime) {
  return {
    'sale.catalog': () => saleCatalog(rt),
    'sale.availability': async (input) => ({ items: await checkTypes(rt, input.productIds) }),
    'sale.cancel': async (input, ctx?) => toEntry(rt.db, await cancelSale(rt, stepBy(ctx), input.journalId)),
  } satisfies Handlers;
}

/** A sale of codes: one line per voucher, and the language of the vouchers. */
export interface SellCodesInput {
  lines: readonly { productId: string; unitPriceCents: number }[];
  language: Extract<NewOrderLine, { kind: 'codes' }>['language'];
}

/** Sells vouchers as codes (an order's codes line) under the journal protocol: price rules and contingents checked first. */
export async function sellCodes(rt: CoreRuntime, by: StepBy, input: SellCodesInput): Promise<JournalRow> {
  // The types of the order read again (unless read in the last minute): sold out, contingent.
  const items = new Map(
    (
      await checkTypes(
        rt,
        input.lines.map((l) => l.productId),
      )
    ).map((i) => [i.id, i]),
  );
  input.lines.forEach((l) => {
    const problem = priceProblem(items.get(l.productId), l.unitPriceCents);
    if (problem) throw new CoreError('invalid_input', problem);
  });
  // More vouchers of a type than its contingent has left: refused before sending.
  for (const [id, count] of countBy(input.lines.map((l) => l.productId))) {
    const left = items.get(id)?.remainingContingent;
    if (left !== null && left !== undefined && count > left) {
      throw new CoreError('invalid_input', say('onlyLeft', { count: left }));
    }
  }
  requireOnline(rt);
  const body: CreateOrderRequest = {
    order_lines: input.lines.map((l) => ({ product_id: l.productId, unit_price_in_cents: l.unitPriceCents, quantity: 1 })),
    delivery: 'codes',
    language: input.language,
  };
  const { row } = await journaledStep(rt, by, {
    begin: () =>
      pendingRow(rt, by, {
        kind: 'order',
        amountCents: input.lines.reduce((s, l) => s + l.unitPriceCents, 0),
        request: body,
      }),
    call: () => service(rt).ordering.createOrder(body),
    // Journal what the service returned (it may total less than asked: a discount).
    succeed: (_r, res) => ({
      externalId: res.order_id,
      amountCents: res.vouchers.reduce((s, v) => s + v.amount_in_cents, 0),
    }),
  });
  return row;
}

/** Cancels a code sale (deletes the service's order) while the service allows it. */
export async function cancelSale(rt: CoreRuntime, by: StepBy, journalId: string): Promise<JournalRow> {
  return undoByExternalId(rt, by, {
    journalId,
    kind: 'order',
    notUndoable: say('onlyCompletedSale'),
    already: say('saleCancelled'),
    idField: 'order_id',
    // Voucher Order Info first: a refusal is shown with its reason and the delete is never sent.
    precheck: async (orderId) => {
      const info = await service(rt).ordering.orderInfo(orderId).catch(readFailure);
      if (!info.can_be_cancelled) {
        throw new CoreError('service_refused', serviceSaid(info.can_not_be_cancelled_reason, say('saleNotCancellable')), false, {
          orderId,
        });
      }
    },
    call: (orderId) => service(rt).ordering.deleteOrder(orderId),
  });
}
