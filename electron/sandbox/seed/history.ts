// Fourteen months of deterministic voucher sales for m-demo, so statistics and the archive chart
// show a trend: web/local/import orders, several types, some redemptions, complimentary and deleted
// vouchers (both excluded from statistics).
import type { Db } from '../../common/sqlite';
import { codeFromSeed } from '../store';
import { issueVoucher, seedOrder, seedRedemption } from './issue';

const TYPES = [
  { id: 'vt-value', name: 'Wertgutschein', prices: [5000, 10000, 20000] },
  { id: 'vt-spa', name: 'Spa-Tag für zwei', prices: [18900] },
  { id: 'vt-ski', name: 'Tageskarte Ski', prices: [6900, 3500] },
] as const;
const RETIRED = { id: 'vt-retired', name: 'Alter Brunch-Gutschein', prices: [4500] } as const;
const POS = ['local', 'web', 'local', 'import', 'web'] as const;

/** Inserts the sales history; `at(days)` gives a timestamp that many days from the seed instant. */
export function seedHistory(db: Db, at: (days: number) => string): void {
  let rnd = 20260101;
  const next = (n: number): number => {
    rnd = (rnd * 1103515245 + 12345) % 2147483648;
    return rnd % n;
  };
  let serial = 0;
  for (let month = 14; month >= 0; month--) {
    const orders = 5 + next(5);
    for (let i = 0; i < orders; i++) {
      const daysAgo = month * 30 + next(29) + 1;
      const createdAt = at(-daysAgo);
      const pos = POS[next(POS.length)] ?? 'local';
      const orderId = seedOrder(db, 'm-demo', createdAt, pos);
      const count = 1 + next(2);
      for (let j = 0; j < count; j++) {
        serial += 1;
        const type = month > 8 && next(4) === 0 ? RETIRED : (TYPES[next(TYPES.length)] ?? TYPES[0]);
        const sale = type.prices[next(type.prices.length)] ?? 5000;
        const code = codeFromSeed(`history:${serial}`);
        issueVoucher(db, {
          code, merchant: 'm-demo', type: type.id, name: type.name, sale, createdAt, orderId,
          complimentary: serial % 9 === 0, deleted: serial % 13 === 0,
        });
        // About half the vouchers are partly used a couple of weeks later, a few fully.
        if (serial % 13 !== 0 && next(2) === 0 && daysAgo > 15) {
          const amount = next(3) === 0 ? sale : Math.floor(sale / (2 + next(3)));
          seedRedemption(db, code, amount, at(-daysAgo + 14), next(2) === 0 ? 'u-integration' : 'u-integration-2');
        }
      }
    }
  }
}
