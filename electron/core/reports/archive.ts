// Monthly voucher archives: read through the SQLite cache. A cached month is served while fresh
// (past months: 6 hours, the current month: 5 minutes) and refreshed otherwise; when the service
// cannot be reached the cached value is served marked `stale` (past months can still change).
// A refresh that finds a different total for a past month marks it `corrected`: the earlier total
// is stored with the month (migration 008), so the mark survives a restart.
import { CoreError, type ArchiveMonthView, type ArchiveTableMonth } from '../contract';
import { say } from '../contract/core-messages';
import type { ServiceClient } from '../service';
import type { Db } from '../store/database';
import { getArchiveRows, putArchiveRow, type ArchiveCacheRow } from '../store/archive-cache';
import type { Complimentary } from '../service/wire';
import type { Scope } from '../store/scope';

const PAST_TTL_MS = 6 * 3600_000;
const CURRENT_TTL_MS = 5 * 60_000;
/** Parallel archive requests while refreshing a trend. */
const PARALLEL = 6;

export interface ArchiveDeps {
  db: Db;
  /** Undefined when no service is configured: the cache alone answers. */
  client: ServiceClient | undefined;
  /** Cache partition: training, or live with its base URL. */
  scope: Scope;
  now: Date;
  currentMonth: string;
}

function isFresh(row: ArchiveCacheRow, deps: ArchiveDeps): boolean {
  const ttl = row.month >= deps.currentMonth ? CURRENT_TTL_MS : PAST_TTL_MS;
  return deps.now.getTime() - new Date(row.fetched_at).getTime() < ttl;
}

function view(month: string, complimentary: Complimentary, row: ArchiveCacheRow | undefined, stale: boolean): ArchiveMonthView {
  return {
    month,
    complimentary,
    totalBalanceCents: row?.total_balance_cents ?? null,
    fetchedAt: row?.fetched_at ?? null,
    stale: stale && row !== undefined,
    correctedFromCents: row?.corrected_from_cents ?? null,
    correctedAt: row?.corrected_at ?? null,
  };
}

/** Archives of several months; `refresh` forces a request for each. Throws only when nothing can be shown. */
export async function archiveMonths(
  deps: ArchiveDeps,
  months: readonly string[],
  complimentary: Complimentary,
  refresh = false,
): Promise<{ views: ArchiveMonthView[]; errors: unknown[] }> {
  const cached = new Map(getArchiveRows(deps.db, deps.scope, complimentary, months).map((r) => [r.month, r]));
  const todo = months.filter((m) => m <= deps.currentMonth && (refresh || !cached.has(m) || !isFresh(cached.get(m)!, deps)));
  const failed = new Set<string>();
  const errors: unknown[] = [];
  const queue = [...todo];
  const worker = async () => {
    for (let m = queue.shift(); m !== undefined; m = queue.shift()) {
      if (!deps.client) {
        failed.add(m);
        errors.push(new CoreError('offline', say('noService'), false));
        continue;
      }
      try {
        const r = await deps.client.vouchers.archive(m, { complimentary });
        const at = deps.now.toISOString();
        const before = cached.get(m);
        // The running month moves by itself; a past month that changed was corrected at the service.
        const changed = before !== undefined && m < deps.currentMonth && before.total_balance_cents !== r.total_balance_in_cents;
        const row: ArchiveCacheRow = {
          month: m,
          complimentary,
          total_balance_cents: r.total_balance_in_cents,
          fetched_at: at,
          corrected_from_cents: changed ? before.total_balance_cents : (before?.corrected_from_cents ?? null),
          corrected_at: changed ? at : (before?.corrected_at ?? null),
        };
        putArchiveRow(deps.db, deps.scope, row);
        cached.set(m, row);
      } catch (err) {
        failed.add(m);
        errors.push(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, todo.length) }, worker));
  return { views: months.map((m) => view(m, complimentary, cached.get(m), failed.has(m))), errors };
}

/** The table rows of `views` (oldest first, the first one only the basis of the second's change). */
export function archiveTable(views: readonly ArchiveMonthView[], currentMonth: string): ArchiveTableMonth[] {
  return views.slice(1).map((v, i) => {
    const before = views[i]?.totalBalanceCents ?? null;
    const now = v.totalBalanceCents;
    const changeCents = now !== null && before !== null ? now - before : null;
    const changePercent = changeCents !== null && before ? Math.round((changeCents / before) * 10_000) / 100 : null;
    return { ...v, changeCents, changePercent, open: v.month >= currentMonth };
  });
}
