// Handlers of report.*: archive (cached), statistics (range checked before sending), day closing
// (journal + cross-check), CSV exports and the printed closing.
import { z } from 'zod';
import { CoreError, type MethodOutput, type MethodParsedInput } from '../contract';
import type { ReceiptInput } from '../printing/input';
import { archiveMonths, type ArchiveDeps } from '../reports/archive';
import { buildClosing } from '../reports/closing';
import { closingCsv, closingReceiptBody } from '../reports/closing-export';
import { lastMonths, monthOf } from '../reports/months';
import { statisticsCsv, statisticsView } from '../reports/statistics';
import type { CoreRuntime } from '../runtime';
import { isServiceError, toCoreError, type ServiceClient } from '../service';
import { localDay } from '../store/journal';
import { getSessionName } from './reports-context';
import { getSetting } from '../store/settings';
import type { CallContext } from '../host/dispatcher';

/** What the report handlers need besides the runtime. */
export interface ReportDeps {
  /** Puts a receipt into the print queue; undefined until printing is wired. */
  enqueueReceipt?: (input: ReceiptInput, meta: { requestedBy: string | null }) => void;
}

function client(rt: CoreRuntime): ServiceClient | undefined {
  return (rt as CoreRuntime & { service?: ServiceClient }).service;
}

function requireClient(rt: CoreRuntime): ServiceClient {
  const c = client(rt);
  if (!c) throw new CoreError('offline', 'No voucher service is configured', false);
  return c;
}

function archiveDeps(rt: CoreRuntime): ArchiveDeps {
  const now = rt.clock.now();
  const c = client(rt);
  // Training archives and each live service's archives are cached apart.
  const source = rt.state.mode === 'live' && c ? c.baseUrl : 'training';
  return { db: rt.db, client: c, source, now, currentMonth: monthOf(now) };
}

function serviceFailure(err: unknown): never {
  if (isServiceError(err)) throw toCoreError(err, false);
  throw err;
}

async function statistics(rt: CoreRuntime, range: { from: string; to: string }) {
  try {
    return statisticsView(await requireClient(rt).vouchers.statistics(range));
  } catch (err) {
    return serviceFailure(err);
  }
}

/** The currency of the day's journal rows (the service names it per answer); CHF when none. */
function dayCurrency(rt: CoreRuntime, day: string): string {
  const row = rt.db.prepare('SELECT currency FROM journal WHERE day = ? AND currency IS NOT NULL LIMIT 1').get(day) as
    { currency: string } | undefined;
  return row?.currency ?? 'CHF';
}

/** Handlers of report.*. */
export function reportHandlers(rt: CoreRuntime, deps: ReportDeps = {}) {
  const today = () => localDay(rt.clock.now());
  const closing = (day: string | undefined) => buildClosing(rt.db, client(rt), day ?? today(), rt.clock.now());
  return {
    'report.archive': async (i: MethodParsedInput<'report.archive'>): Promise<MethodOutput<'report.archive'>> => {
      const { views, errors } = await archiveMonths(archiveDeps(rt), [i.month], i.complimentary, i.refresh ?? false);
      const v = views[0];
      if (!v || v.totalBalanceCents === null) serviceFailure(errors[0] ?? new CoreError('not_found', 'No archive for this month'));
      return v;
    },
    'report.archiveTrend': async (i: MethodParsedInput<'report.archiveTrend'>): Promise<MethodOutput<'report.archiveTrend'>> => {
      const d = archiveDeps(rt);
      const months = lastMonths(i.endMonth ?? d.currentMonth, i.months);
      const { views } = await archiveMonths(d, months, i.complimentary, i.refresh ?? false);
      return { months: views };
    },
    'report.statistics': (i: MethodParsedInput<'report.statistics'>): Promise<MethodOutput<'report.statistics'>> => statistics(rt, i),
    'report.statisticsCsv': async (i: MethodParsedInput<'report.statisticsCsv'>): Promise<MethodOutput<'report.statisticsCsv'>> =>
      statisticsCsv(await statistics(rt, i)),
    'report.closing': (i: MethodParsedInput<'report.closing'>): Promise<MethodOutput<'report.closing'>> => closing(i.day),
    'report.closingCsv': async (i: MethodParsedInput<'report.closingCsv'>): Promise<MethodOutput<'report.closingCsv'>> =>
      closingCsv(await closing(i.day)),
    'report.closingPrint': async (
      i: MethodParsedInput<'report.closingPrint'>,
      ctx: CallContext,
    ): Promise<MethodOutput<'report.closingPrint'>> => {
      if (!deps.enqueueReceipt) return { queued: false, message: 'Printing is not available on this terminal yet.' };
      const r = await closing(i.day);
      if (r.openPurchases.length > 0) {
        // Not final while a sale is open: its vouchers are taken but the sale is neither finished nor cancelled.
        throw new CoreError('conflict', 'An open purchase must be finished or cancelled before the closing is printed', false, {
          openPurchases: r.openPurchases.length,
        });
      }
      const cashier = getSessionName(rt, ctx);
      const input: ReceiptInput = {
        header: {
          outlet: getSetting(rt.db, 'outlet.name', z.string(), 'Demo outlet'),
          terminal: getSetting(rt.db, 'terminal.name', z.string(), 'Till 1'),
          cashier,
          at: rt.clock.now().toISOString(),
          reference: `closing-${r.day}`,
          training: rt.state.mode === 'training',
          language: getSetting(rt.db, 'receipt.language', z.enum(['de', 'fr', 'it', 'en']), 'de'),
        },
        body: closingReceiptBody(r, dayCurrency(rt, r.day)),
      };
      deps.enqueueReceipt(input, { requestedBy: cashier });
      return { queued: true, message: null };
    },
  };
}
