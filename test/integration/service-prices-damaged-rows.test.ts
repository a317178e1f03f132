// Truth from the service, not the caller. A ticket booking is priced by the slot's
// own offer (a caller's price is not even accepted), and a journal row that cannot be read back is
// shown as damaged, with its id, in the journal list and the day closing instead of breaking them.
import { beforeAll, describe, expect, it } from 'vitest';
import { getJournalRow } from '../../electron/core/store/journal';
import { fileCore } from '../helpers/file-core';
import { isoDayFromNow } from '../helpers/ticket-slot';
import { shortReference } from '../../electron/core/printing/journal-adapter';
import { sellByVoucher } from '../helpers/sales';
import { codesStep, promoStep, stepEntry } from '../helpers/order-steps';

const h = fileCore({ manager: true });
beforeAll(async () => {
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
});

/** A day slot where 10 tickets of one category may be booked, with that category's price as offered. */
async function slotForTen() {
  const products = await h.call('ticketing.products', {});
  for (const p of products.products.filter((x) => x.slotType === 'day' && x.isActive)) {
    const av = await h.call('ticketing.availabilities', { productId: p.id, from: isoDayFromNow(2), to: isoDayFromNow(14) });
    for (const slot of av.availabilities) {
      const price = slot.prices.find((x) => x.minQuantity <= 10 && (x.maxQuantity === null || x.maxQuantity >= 10) && x.priceCents > 10);
      const others = slot.prices.filter((x) => x !== price);
      if (price && others.every((x) => x.allowZeroQuantity) && (slot.availableCount === null || slot.availableCount >= 10)) {
        return {
          productId: p.id,
          startsAt: slot.startsAt,
          categoryId: price.categoryId,
          priceCents: price.priceCents,
          currency: av.currency,
        };
      }
    }
  }
  throw new Error('no slot for ten tickets');
}

describe('a ticket booking is priced by the service', () => {
  it("refuses a caller's price, and books 10 tickets at the slot's own price", async () => {
    const s = await slotForTen();
    const input = {
      productId: s.productId,
      startsAt: s.startsAt,
      items: [{ categoryId: s.categoryId, quantity: 10 }],
      customer: { firstName: 'Paul', lastName: 'Preis', email: 'paul@example.ch' },
    };
    // The contract no longer takes prices: 10 tickets "at 0.10" cannot even be asked for.
    const cheap = { ...input, prices: [{ categoryId: s.categoryId, unitPriceCents: 10 }], currency: 'CHF' };
    const refused = await h.fail('ticketing.book', cheap as never);
    expect(refused.code).toBe('invalid_input');
    const booked = await h.call('ticketing.book', input);
    expect(booked.entry).toMatchObject({ amountCents: 10 * s.priceCents, currency: s.currency });
    const lines = h.core.runtime.db.prepare('SELECT sale_lines FROM journal WHERE id = ?').get(booked.entry.id) as { sale_lines: string };
    expect(JSON.parse(lines.sale_lines)).toEqual([{ categoryId: s.categoryId, quantity: 10, unitPriceCents: s.priceCents }]);
  });

  it('refuses a slot the service does not offer before anything is sent', async () => {
    const s = await slotForTen();
    const err = await h.fail('ticketing.book', {
      productId: s.productId,
      startsAt: isoDayFromNow(-3),
      items: [{ categoryId: s.categoryId, quantity: 1 }],
      customer: { firstName: 'Paul', lastName: 'Preis', email: 'paul@example.ch' },
    });
    expect(err).toMatchObject({ code: 'conflict', message: 'This slot is not offered any more' });
  });
});

describe('a journal row that cannot be read back', () => {
  it('is listed as damaged with its id in the journal and the closing, which still answer', async () => {
    const db = h.core.runtime.db;
    const promo = stepEntry(await promoStep(h.call, 'SOMMER20', 5000));
    const sale = stepEntry(await codesStep(h.call, 'vt-value', 2500));
    const paid = await sellByVoucher(h.call, 'DEMOTRAIN007', 1500);
    const redeem = paid.tenders[0]!.entries[0]!.id;
    // Bad JSON in two rows (one a redemption the cross-check reads), an absurd amount (beyond a safe integer) in another.
    db.prepare("UPDATE journal SET request = '{broken' WHERE id IN (?, ?)").run(promo.id, redeem);
    db.prepare('UPDATE journal SET amount_cents = ? WHERE id = ?').run(2 ** 60, sale.id);
    expect(getJournalRow(db, promo.id).damaged).toBe('request is not valid JSON');

    const today = await h.call('journal.today', {});
    expect(today.entries.find((e) => e.id === promo.id)).toMatchObject({ damaged: 'request is not valid JSON', cancellable: false });
    expect(today.entries.find((e) => e.id === sale.id)).toMatchObject({ damaged: 'amount is out of range', amountCents: null });

    const closing = await h.call('report.closing', {});
    expect(closing.damaged?.map((d) => d.id).sort()).toEqual([promo.id, redeem, sale.id].sort());
    // The absurd amount is not summed: the code sales total is what the readable rows say.
    expect(closing.totals.find((t) => t.kind === 'order')?.amountCents ?? 0).toBe(0);
    const csv = (await h.call('report.closingCsv', {})).csv;
    expect(csv.split('\n').filter((line) => line.includes('Beschädigte Zeile') && line.includes(shortReference(promo.id)))).toHaveLength(1);
  });
});
