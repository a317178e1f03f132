// The statistics trend of a calendar year: one statistics request per month (`from` the 1st, `to`
// the 1st of the next month, exclusive), run in parallel and cached in memory per service like the
// archive (past months 6 hours, the running month 5 minutes). Months still to come are not asked.
import type { ServiceClient } from '../service';
import type { StatisticsResult } from '../service/wire';
import { addMonths } from './months';

const PAST_TTL_MS = 6 * 3600_000;
const CURRENT_TTL_MS = 5 * 60_000;
const PARALLEL = 6;

interface Cached {
  result: StatisticsResult;
  at: number;
}
/** Per client object (a new client after a mode switch starts empty), `month`. */
const cache = new WeakMap<ServiceClient, Map<string, Cached>>();

export interface TrendMonth {
  month: string;
  countVouchers: number | null;
  amountTotalCents: number | null;
}

/** The 12 months of `year`; throws the first failure when no month could be read. */
export async function statisticsTrend(
  client: ServiceClient,
  year: number,
  now: Date,
  currentMonth: string,
  refresh = false,
): Promise<{ months: TrendMonth[]; result: StatisticsResult | null }> {
  let byMonth = cache.get(client);
  if (!byMonth) cache.set(client, (byMonth = new Map()));
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  const fresh = (m: string) => {
    const c = byMonth.get(m);
    return !refresh && c !== undefined && now.getTime() - c.at < (m >= currentMonth ? CURRENT_TTL_MS : PAST_TTL_MS);
  };
  const queue = months.filter((m) => m <= currentMonth && !fresh(m));
  const errors: unknown[] = [];
  const worker = async () => {
    for (let m = queue.shift(); m !== undefined; m = queue.shift()) {
      try {
        const result = await client.vouchers.statistics({ from: `${m}-01`, to: `${addMonths(m, 1)}-01` });
        byMonth.set(m, { result, at: now.getTime() });
      } catch (err) {
        errors.push(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  const asked = months.filter((m) => m <= currentMonth);
  if (asked.length > 0 && asked.every((m) => !byMonth.has(m)) && errors.length > 0) throw errors[0];
  let last: StatisticsResult | null = null;
  const out = months.map((month) => {
    const r = byMonth.get(month)?.result;
    if (r) last = r;
    return { month, countVouchers: r?.count_vouchers ?? null, amountTotalCents: r?.amount_total_in_cents ?? null };
  });
  return { months: out, result: last };
}
