// The money side of the day closing, as the day's sessions tell it (day-sessions.ts): per operation
// count, gross, cancelled and net, per payment method what should be in the drawer and on the card
// terminal, and what each cashier took in. Only read from the summed money split: the rules are the
// money module's, so the closing, the day report and the store day cannot disagree.
import type { ClosingReport, Language, MoneySplit, PaymentMethod, PeriodTotals } from '../contract';

type Operation = ClosingReport['operations'][number];

function operation(group: Operation['group'], count: number, gross: number, cancelledCount: number, cancelled: number): Operation {
  return { group, count, grossCents: gross, cancelledCount, cancelledCents: cancelled, netCents: gross - cancelled };
}

/** Count, gross, cancelled and net of every operation (all six, zero when none): what was paid, never free credit. */
export function closingOperations(s: MoneySplit): ClosingReport['operations'] {
  const l = (g: 'loads' | 'activations' | 'codeSales' | 'tickets') => {
    const x = s.liabilities.find((y) => y.group === g);
    return operation(g, x?.count ?? 0, x?.grossCents ?? 0, x?.cancelledCount ?? 0, x?.cancelledCents ?? 0);
  };
  const v = s.vouchersAccepted;
  const vc = { count: v.cancelledCount ?? 0, cents: v.cancelledCents ?? 0 };
  const p = s.promo;
  const pc = { count: p.cancelledCount ?? 0, cents: p.cancelledCents ?? 0 };
  return [
    l('loads'),
    operation('purchases', v.count, v.amountCents + vc.cents, vc.count, vc.cents),
    l('activations'),
    l('codeSales'),
    l('tickets'),
    operation('promo', p.count + pc.count, p.discountCents + pc.cents, pc.count, pc.cents),
  ];
}

/** Money per payment method (net of change and refunds): the configured methods first, also at zero. */
export function closingByMethod(
  s: MoneySplit,
  configured: readonly PaymentMethod[],
  lang: Language,
  notStated: string,
): ClosingReport['byMethod'] {
  return s.methods.map((m) => ({
    method: m.method,
    kind: m.kind,
    name: m.method === null ? notStated : (configured.find((c) => c.id === m.method)?.names[lang] ?? m.names?.[lang] ?? m.method),
    count: m.count,
    amountCents: m.netCents,
  }));
}

/** What each cashier took in (money by every method, net of change and refunds), as their Zs tell it. */
export function closingTakings(t: PeriodTotals): ClosingReport['takings'] {
  return t.byCashier.map((c) => ({
    cashier: c.cashier,
    count: c.split.methods.reduce((n, m) => n + m.count, 0),
    amountCents: c.split.methods.reduce((n, m) => n + m.netCents, 0),
    cashCents: c.expectedCashCents,
  }));
}
