import { describe, expect, it } from 'vitest';
import { finishSplit, orderFacts, splitOf, stepFacts, type StepMoney } from '../../../electron/core/money';

const step = (s: Partial<StepMoney> & { kind: string }): StepMoney => ({
  amountCents: 0,
  paidCents: 0,
  freeCreditCents: 0,
  orderStep: false,
  paid: { method: null, kind: null },
  backOfficeCents: null,
  ...s,
});

describe('money facts', () => {
  it('an order: tenders taken, change out of the drawer, rounding, goods and promo', () => {
    const s = finishSplit(
      splitOf(
        orderFacts({
          state: 'finished',
          tenders: [
            { method: 'cash', kind: 'cash', amountCents: 5000 },
            { method: 'card', kind: 'card', amountCents: 1000 },
          ],
          changeCents: 1005,
          roundingCents: 5,
          cashMethod: 'cash',
          lines: [
            { kind: 'goods', amountCents: 5000 },
            { kind: 'promo', amountCents: -500 },
            { kind: 'load', amountCents: 500 },
          ],
        }),
      ),
    );
    expect(s.cash).toEqual({ takenCents: 5000, changeCents: 1005, refundsCents: 0, netCents: 3995 });
    expect(s.methods.map((m) => [m.method, m.count, m.netCents])).toEqual([
      ['card', 1, 1000],
      ['cash', 1, 3995],
    ]);
    expect(s.goods).toEqual({ count: 1, amountCents: 5000 });
    expect(s.promo).toEqual({ count: 1, discountCents: 500 });
    expect(s.roundingCents).toBe(5);
    expect(s.orders).toEqual({ finished: 1, cancelled: 0 });
  });

  it('a refund is told once: one refund, by its method, never a sale', () => {
    const s = finishSplit(
      splitOf(
        orderFacts({
          state: 'finished',
          tenders: [{ method: 'cash', kind: 'cash', amountCents: -1200 }],
          changeCents: 0,
          roundingCents: 0,
          cashMethod: 'cash',
          lines: [{ kind: 'goods', amountCents: -1200 }],
        }),
      ),
    );
    expect(s.refunds).toEqual({ count: 1, cashCents: 1200, cardCents: 0, otherCents: 0 });
    expect(s.cash.netCents).toBe(-1200);
    expect(s.methods[0]).toMatchObject({ method: 'cash', count: 0, takenCents: 0, refundsCents: 1200 });
    expect(s.goods).toEqual({ count: -1, amountCents: -1200 });
  });

  it('a load outside an order: paid by its method, free credit apart and never money', () => {
    const facts = stepFacts(
      step({ kind: 'charge', amountCents: 5000, paidCents: 5000, freeCreditCents: 500, paid: { method: 'cash', kind: 'cash' } }),
    );
    const s = finishSplit(splitOf(facts));
    expect(s.cash.takenCents).toBe(5000);
    expect(s.liabilities.find((l) => l.group === 'loads')).toMatchObject({ count: 1, grossCents: 5000, freeCreditCents: 500 });
    expect(facts.filter((f) => f.kind === 'tender').reduce((n, f) => n + f.cents, 0)).toBe(5000);
  });

  it('a step of an order is sold by its line and adds only its free credit; its undo outside gives back by the undone method', () => {
    const line = orderFacts({
      state: 'finished',
      tenders: [{ method: 'card', kind: 'card', amountCents: 3000 }],
      changeCents: 0,
      roundingCents: 0,
      cashMethod: 'cash',
      lines: [{ kind: 'stock', amountCents: 3000 }],
    });
    // Booked 33.00 (production: the balance with the free credit): the line tells what was sold.
    const step3 = stepFacts(step({ kind: 'activate', amountCents: 3300, paidCents: 3000, freeCreditCents: 300, orderStep: true }));
    expect(step3.map((f) => f.kind)).toEqual(['freeCredit']);
    const sale = [...line, ...step3];
    const undo = stepFacts(
      step({ kind: 'deactivate', amountCents: 3300, paidCents: 3000, freeCreditCents: 300, paid: { method: 'card', kind: 'card' } }),
    );
    const s = finishSplit(splitOf([...sale, ...undo]));
    expect(s.liabilities.find((l) => l.group === 'activations')).toMatchObject({
      count: 1,
      grossCents: 3000,
      cancelledCents: 3000,
      netCents: 0,
      freeCreditCents: 0,
    });
    expect(s.refunds).toEqual({ count: 1, cashCents: 0, cardCents: 3000, otherCents: 0 });
    expect(s.methods.find((m) => m.method === 'card')).toMatchObject({ count: 1, netCents: 0 });
  });

  it('a refund order takes back its lines: a cancellation, not one more sale', () => {
    const s = splitOf(
      orderFacts({
        state: 'finished',
        tenders: [{ method: 'cash', kind: 'cash', amountCents: -5000 }],
        changeCents: 0,
        roundingCents: 0,
        cashMethod: 'cash',
        lines: [{ kind: 'load', amountCents: -5000 }],
      }),
    );
    expect(s.liabilities.find((l) => l.group === 'loads')).toMatchObject({
      count: 0,
      grossCents: 0,
      cancelledCount: 1,
      cancelledCents: 5000,
    });
  });

  it('vouchers accepted are no money; a hand-over to the back office is apart', () => {
    const s = splitOf([
      ...stepFacts(step({ kind: 'redeem', amountCents: 2000, orderStep: true })),
      ...stepFacts(step({ kind: 'redeem', amountCents: 700, orderStep: true, backOfficeCents: 700 })),
      ...stepFacts(step({ kind: 'cancel_redemption', amountCents: 500 })),
    ]);
    expect(s.vouchersAccepted).toMatchObject({ count: 1, amountCents: 1500 });
    expect(s.backOffice).toEqual({ count: 1, amountCents: 700 });
    expect(s.methods).toEqual([]);
  });

  it('a cancelled order is only counted', () => {
    const s = splitOf(
      orderFacts({
        state: 'cancelled',
        tenders: [{ method: 'cash', kind: 'cash', amountCents: 900 }],
        changeCents: 0,
        roundingCents: 0,
        cashMethod: 'cash',
        lines: [],
      }),
    );
    expect(s.orders).toEqual({ finished: 0, cancelled: 1 });
    expect(s.cash.takenCents).toBe(0);
  });
});
