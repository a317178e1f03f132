// Fifty m-demo vouchers in each state the hand-picked demo codes show only once, so lists, reports
// and tests have volume in every branch: expired ski passes (some partly used), used-up
// complimentary ("maison") vouchers at a zero balance, and web orders still waiting for payment.
import type { Db } from '../../common/sqlite';
import { formatTimestamp } from '../../core/service/wire';
import { addMonths, codeFromSeed } from '../store';
import { issueVoucher, seedRedemption } from './issue';

/** Vouchers seeded per state. */
export const PER_STATE = 50;

const DAY_MS = 86_400_000;

/** Inserts the state vouchers relative to `now` (the seed instant); deterministic codes. */
export function seedStateVouchers(db: Db, now: Date): void {
  const at = (daysAgo: number): string => formatTimestamp(new Date(now.getTime() - daysAgo * DAY_MS));
  for (let i = 0; i < PER_STATE; i++) {
    // Ski day passes bought 13 to 23 months ago, valid one year: expired; every third one partly used.
    const bought = at(400 + i * 6);
    const expired = codeFromSeed(`state:expired:${i}`);
    const price = i % 2 === 0 ? 6900 : 3500;
    issueVoucher(db, {
      code: expired,
      merchant: 'm-demo',
      type: 'vt-ski',
      name: 'Tageskarte Ski',
      sale: price,
      createdAt: bought,
      validUntil: addMonths(bought, 12),
      pos: i % 3 === 0 ? 'web' : 'local',
    });
    if (i % 3 === 0) seedRedemption(db, expired, 3500, at(390 + i * 6), 'u-integration');

    // House vouchers (complimentary) given 1 to 20 months ago and spent in full a week later.
    const given = 30 + i * 12;
    const maison = codeFromSeed(`state:complimentary-used:${i}`);
    issueVoucher(db, {
      code: maison,
      merchant: 'm-demo',
      type: 'vt-value',
      name: 'Gutschein des Hauses',
      sale: 2000 + (i % 4) * 1000,
      createdAt: at(given),
      complimentary: true,
    });
    seedRedemption(db, maison, 2000 + (i % 4) * 1000, at(given - 7), i % 2 === 0 ? 'u-integration' : 'u-integration-2');

    // Web orders of the last 50 days not paid yet: not redeemable, not chargeable.
    issueVoucher(db, {
      code: codeFromSeed(`state:unpaid:${i}`),
      merchant: 'm-demo',
      type: 'vt-value',
      name: 'Wertgutschein',
      sale: 5000 + (i % 5) * 2500,
      createdAt: at(1 + i),
      status: 'unpaid',
      pos: 'web',
    });
  }
}
