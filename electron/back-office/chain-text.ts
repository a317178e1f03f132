// The chain view as text for `npm run store -- chain`: one line per store and day, then the store's
// month; amounts in units with two decimals (the store keeps cents; currencies are the tills').
import type { ChainFigures, ChainMonth } from './client/chain';

const head = ['store', 'day', 'orders', 'sales', 'cash', 'card', 'other', 'vouchers', 'sessions', 'difference'];

const units = (cents: number): string => (cents / 100).toFixed(2);

function line(f: ChainFigures): string[] {
  return [
    f.store,
    f.day ?? 'month',
    String(f.orders),
    units(f.salesCents),
    units(f.cashCents),
    units(f.cardCents),
    units(f.otherCents),
    units(f.vouchersCents),
    String(f.sessions),
    units(f.differenceCents),
  ];
}

export function chainText(m: ChainMonth): string {
  const rows = [head];
  for (const store of m.stores) {
    rows.push(...m.days.filter((d) => d.store === store.store).map(line), line(store));
  }
  if (m.stores.length === 0) return `chain view ${m.month}: no store has rows in this month.`;
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const text = rows.map((r) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
  return [`chain view ${m.month}`, ...text].join('\n');
}
