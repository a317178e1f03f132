// The day report (the sessions that ended that day, summed from their Z snapshots, so it always
// agrees with the printed Zs) and the month report (the sum of its days).
import type { CashierSplit, MoneySplit, PaymentMethod, PeriodTotals, SessionReport } from '../contract';
import { addSplit, emptySplit, finishSplit } from '../money';

/** What is summed: one Z, or the totals of a day. */
interface Part {
  sessions: number;
  drawer: { floatCents: number; expectedCents: number; countedCents: number; differenceCents: number; uncountedSessions: number };
  split: MoneySplit;
  byCashier: readonly CashierSplit[];
}

function sum(parts: readonly Part[], configured: readonly PaymentMethod[]): PeriodTotals {
  const split = emptySplit();
  const cashiers = new Map<string | null, CashierSplit>();
  const drawer = { floatCents: 0, expectedCents: 0, countedCents: 0, differenceCents: 0, uncountedSessions: 0 };
  for (const p of parts) {
    addSplit(split, p.split);
    for (const k of Object.keys(drawer) as Array<keyof typeof drawer>) drawer[k] += p.drawer[k];
    for (const c of p.byCashier) {
      const into = cashiers.get(c.cashier) ?? { cashier: c.cashier, expectedCashCents: 0, split: emptySplit() };
      into.expectedCashCents += c.expectedCashCents;
      addSplit(into.split, c.split);
      cashiers.set(c.cashier, into);
    }
  }
  const byCashier = [...cashiers.values()].sort((a, b) => (a.cashier ?? '\uffff').localeCompare(b.cashier ?? '\uffff'));
  for (const c of byCashier) finishSplit(c.split, configured);
  return { sessions: parts.reduce((n, p) => n + p.sessions, 0), drawer, split: finishSplit(split, configured), byCashier };
}

/** Sums the Z reports of several sessions (an uncounted one adds nothing to counted and difference). */
export function periodTotals(zs: readonly SessionReport[], configured: readonly PaymentMethod[]): PeriodTotals {
  return sum(
    zs.map((z) => ({
      sessions: 1,
      drawer: {
        floatCents: z.drawer.floatCents,
        expectedCents: z.drawer.expectedCents,
        countedCents: z.drawer.countedCents ?? 0,
        differenceCents: z.drawer.differenceCents ?? 0,
        uncountedSessions: z.drawer.countedCents === null ? 1 : 0,
      },
      split: z.split,
      byCashier: z.byCashier,
    })),
    configured,
  );
}

/** Sums period totals (the days of a month). */
export function sumPeriods(parts: readonly PeriodTotals[], configured: readonly PaymentMethod[]): PeriodTotals {
  return sum(parts, configured);
}
