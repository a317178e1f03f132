// Twenty-four calendar months of deterministic voucher sales for m-demo (the seed month and the 23
// before it), so statistics and the archive chart show a trend over two years: web/local/import
// orders, several types, some redemptions, complimentary and deleted vouchers (both excluded from
// statistics), and a deleted type that still has sales in the older months.
import type { Db } from '../../common/sqlite';
import { formatTimestamp } from '../../core/service/wire';
import { codeFromSeed } from '../store';
import { issueVoucher, seedOrder, seedRedemption } from './issue';

/** Calendar months of history, the seed month included. */
export const HISTORY_MONTHS = 24;

const TYPES = [
  { id: 'vt-value', name: 'Wertgutschein', prices: [5000, 10000, 20000] },
  { id: 'vt-spa', name: 'Spa-Tag für zwei', prices: [18900] },
  { id: 'vt-ski', name: 'Tageskarte Ski', prices: [6900, 3500] },
] as const;
const RETIRED = { id: 'vt-retired', name: 'Alter Brunch-Gutschein', prices: [4500] } as const;
const POS = ['local', 'web', 'local', 'import', 'web'] as const;
const DAY_MS = 86_400_000;

/** Inserts the sales history of the `HISTORY_MONTHS` calendar months up to `now` (the seed instant). */
export function seedHistory(db: Db, now: Date): void {
  let rnd = 20260101;
  const next = (n: number): number => {
    rnd = (Math.imul(rnd, 1103515245) + 12345) >>> 0;
    return (rnd >>> 8) % n;
  };
  const end = now.getTime();
  let serial = 0;
  for (let month = HISTORY_MONTHS - 1; month >= 0; month--) {
    const first = new Date(now.getFullYear(), now.getMonth() - month, 1).getTime();
    const last = month === 0 ? end : new Date(now.getFullYear(), now.getMonth() - month + 1, 1).getTime();
    const minutes = Math.max(1, Math.floor((last - first) / 60_000));
    const orders = 5 + next(5);
    for (let i = 0; i < orders; i++) {
      // Whole minutes inside the calendar month (and before the seed instant).
      const created = first + Math.floor((minutes * next(10_000)) / 10_000) * 60_000;
      const createdAt = formatTimestamp(new Date(created));
      const pos = POS[next(POS.length)] ?? 'local';
      const orderId = seedOrder(db, 'm-demo', createdAt, pos);
      const count = 1 + next(2);
      for (let j = 0; j < count; j++) {
        serial += 1;
        const type = month > 8 && next(4) === 0 ? RETIRED : (TYPES[next(TYPES.length)] ?? TYPES[0]);
        const sale = type.prices[next(type.prices.length)] ?? 5000;
        const code = codeFromSeed(`history:${serial}`);
        issueVoucher(db, {
          code,
          merchant: 'm-demo',
          type: type.id,
          name: type.name,
          sale,
          createdAt,
          orderId,
          complimentary: serial % 9 === 0,
          deleted: serial % 13 === 0,
        });
        // About half the vouchers are partly used two weeks later (when that is past), a few fully.
        const redeemedAt = created + 14 * DAY_MS;
        if (serial % 13 !== 0 && next(2) === 0 && redeemedAt < end - DAY_MS) {
          const amount = next(3) === 0 ? sale : Math.floor(sale / (2 + next(3)));
          seedRedemption(db, code, amount, formatTimestamp(new Date(redeemedAt)), next(2) === 0 ? 'u-integration' : 'u-integration-2');
        }
      }
    }
  }
}
