// Handlers of report.*: archive and its table (cached), statistics and their year trend (range
// checked before sending), day closing (journal + cross-check), CSV exports (in the UI language)
// and the printed closing and archive.
import { CoreError, type MethodOutput, type MethodParsedInput } from '../contract';
import { say } from '../contract/core-messages';
import type { ReceiptInput } from '../printing/input';
import { languageSchema } from '../contract/app';
import { archiveMonths, archiveTable, type ArchiveDeps } from '../reports/archive';
import { archiveCsv, archiveReceiptBody } from '../reports/archive-export';
import { buildClosing } from '../reports/closing';
import { closingCsv, closingReceiptBody } from '../reports/closing-export';
import { closedSnapshot } from '../reports/closing-snapshot';
import { lastMonths, monthOf } from '../reports/months';
import { statisticsCsv, statisticsView } from '../reports/statistics';
import { statisticsTrend } from '../reports/statistics-trend';
import { journalDayCurrency, merchantCurrency } from '../store/merchant-currency';
import type { CoreRuntime } from '../runtime';
import { isServiceError, toCoreError, type ServiceClient } from '../service';
import { terminalDay } from '../store/journal';
import { activeScope } from '../store/scope';
import { getSessionName } from './reports-context';
import { paymentMethodName } from '../payments/methods';
import { placeNames } from '../printing/names';
import { receiptLanguage } from '../printing/settings';
import { paymentStrings } from '../printing/strings-payment';
import { getSetting, terminalTimeZone } from '../store/settings';
import type { CallContext, Handlers } from '../contract/calls';

/** What the report handlers need besides the runtime. */
export interface ReportDeps {
  /** Puts a receipt into the print queue; undefined until printing is wired. */
  enqueueReceipt?: (input: ReceiptInput, meta: { requestedBy: string | null }) => void;
  /**
   * On a till enrolled at a store: the store's names of the tills that made these redemptions of
   * `day` (key `code|cents`). Optional and best effort: without an answer the service's names stay.
   */
  storeTills?: (day: string, items: ReadonlyArray<{ code: string; cents: number }>) => Promise<Map<string, string>>;
}

function client(rt: CoreRuntime): ServiceClient | undefined {
  return rt.service;
}

function requireClient(rt: CoreRuntime): ServiceClient {
  const c = client(rt);
  if (!c) throw new CoreError('offline', say('noService'), false);
  return c;
}

function archiveDeps(rt: CoreRuntime): ArchiveDeps {
  const now = rt.clock.now();
  // Training archives and each live service's archives are cached apart.
  return { db: rt.db, client: client(rt), scope: activeScope(rt.db), now, currentMonth: monthOf(now, terminalTimeZone(rt.db)) };
}

function serviceFailure(err: unknown): never {
  if (isServiceError(err)) throw toCoreError(err, false);
  throw err;
}

async function statistics(rt: CoreRuntime, range: { from: string; to: string }) {
  try {
    return statisticsView(await requireClient(rt).vouchers.statistics(range), merchantCurrency(rt.db));
  } catch (err) {
    return serviceFailure(err);
  }
}

/** The currency of the day's journal rows (the service names it per answer), else the merchant's; CHF when none. */
function dayCurrency(rt: CoreRuntime, day: string): string {
  return journalDayCurrency(rt.db, day) ?? merchantCurrency(rt.db) ?? 'CHF';
}

/** The UI language: CSV headings and separators follow it. */
function uiLanguage(rt: CoreRuntime) {
  return getSetting(rt.db, 'ui.language', languageSchema, 'de');
}

/** The last 12 or 24 months with their change (one month more is read as the first one's basis). */
async function archiveTableOf(rt: CoreRuntime, i: MethodParsedInput<'report.archiveTable'>) {
  const d = archiveDeps(rt);
  const { views, errors } = await archiveMonths(d, lastMonths(d.currentMonth, i.months + 1), i.complimentary, i.refresh ?? false);
  if (views.every((v) => v.totalBalanceCents === null) && errors.length > 0) serviceFailure(errors[0]);
  return { currency: merchantCurrency(rt.db), months: archiveTable(views, d.currentMonth) };
}

/** The header of a manager receipt printed now by the user of this client. */
function receiptHeader(rt: CoreRuntime, ctx: CallContext, reference: string): ReceiptInput['header'] {
  const language = receiptLanguage(rt.db);
  return {
    ...placeNames(rt.db, language),
    cashier: getSessionName(rt, ctx),
    at: rt.clock.now().toISOString(),
    reference,
    training: rt.state.mode === 'training',
    language,
  };
}

const noPrinting = { queued: false, message: 'Printing is not available on this terminal yet.' };

/** Handlers of report.*. */
export function reportHandlers(rt: CoreRuntime, deps: ReportDeps = {}) {
  const today = () => terminalDay(rt.db, rt.clock.now());
  const live = (day: string | undefined) => buildClosing(rt.db, client(rt), day ?? today(), rt.clock.now(), uiLanguage(rt));
  // A closed day answers its snapshot: the numbers as they were when it was closed.
  const closing = async (day: string | undefined) =>
    withStoreTills(closedSnapshot(rt.db, activeScope(rt.db), day ?? today())?.report ?? (await live(day)));
  // Other tills of this store get their store name (a store that cannot answer changes nothing).
  const withStoreTills = async (r: MethodOutput<'report.closing'>): Promise<MethodOutput<'report.closing'>> => {
    const others = r.crossCheck.otherTills;
    if (!deps.storeTills || others.length === 0) return r;
    try {
      const names = await deps.storeTills(r.day, others);
      const otherTills = others.map((o) => ({ ...o, storeTill: names.get(`${o.code}|${o.cents}`) ?? null }));
      return { ...r, crossCheck: { ...r.crossCheck, otherTills } };
    } catch (err) {
      rt.logger.warn('the store could not name the other tills', { error: (err as Error).message });
      return r;
    }
  };
  const closingInput = (r: MethodOutput<'report.closing'>, ctx: CallContext): ReceiptInput => {
    const header = receiptHeader(rt, ctx, `closing-${r.day}`);
    // Payment methods by their name in the receipt's language, never the screen's.
    const lang = header.language;
    const name = (m: { method: string | null }) => paymentMethodName(rt.db, m.method, lang) ?? paymentStrings[lang].notStated;
    return { header, body: closingReceiptBody(r, dayCurrency(rt, r.day), name) };
  };
  return {
    'report.archive': async (i) => {
      const { views, errors } = await archiveMonths(archiveDeps(rt), [i.month], i.complimentary, i.refresh ?? false);
      const v = views[0];
      if (!v || v.totalBalanceCents === null) serviceFailure(errors[0] ?? new CoreError('not_found', say('noArchive')));
      return v;
    },
    'report.archiveTrend': async (i) => {
      const d = archiveDeps(rt);
      const months = lastMonths(i.endMonth ?? d.currentMonth, i.months);
      const { views } = await archiveMonths(d, months, i.complimentary, i.refresh ?? false);
      return { months: views };
    },
    'report.archiveTable': (i) => archiveTableOf(rt, i),
    'report.archiveCsv': async (i) => {
      const t = await archiveTableOf(rt, i);
      return archiveCsv(t.months, i.complimentary, t.currency, uiLanguage(rt));
    },
    'report.archivePrint': async (i, ctx) => {
      if (!deps.enqueueReceipt) return noPrinting;
      const t = await archiveTableOf(rt, i);
      const body = archiveReceiptBody(t.months, i.complimentary, t.currency ?? dayCurrency(rt, today()));
      const header = receiptHeader(rt, ctx, `archive-${t.months[t.months.length - 1]?.month ?? ''}`);
      deps.enqueueReceipt({ header, body }, { requestedBy: header.cashier });
      return { queued: true, message: null };
    },
    'report.statisticsTrend': async (i) => {
      const d = archiveDeps(rt);
      try {
        const { months, result } = await statisticsTrend(requireClient(rt), i.year, d.now, d.currentMonth, i.refresh ?? false);
        const currency = result ? statisticsView(result, merchantCurrency(rt.db)).currency : merchantCurrency(rt.db);
        return { year: i.year, currency, months };
      } catch (err) {
        return serviceFailure(err);
      }
    },
    'report.statistics': (i) => statistics(rt, i),
    'report.statisticsCsv': async (i) => statisticsCsv(await statistics(rt, i), uiLanguage(rt)),
    'report.closing': (i) => closing(i.day),
    'report.closingCsv': async (i) => closingCsv(await closing(i.day), uiLanguage(rt)),
    'report.closingPrint': async (i, ctx) => {
      if (!deps.enqueueReceipt) return noPrinting;
      const snap = closedSnapshot(rt.db, activeScope(rt.db), i.day ?? today());
      if (snap) {
        deps.enqueueReceipt(snap.receipt, { requestedBy: getSessionName(rt, ctx) });
        return { queued: true, message: null };
      }
      const r = await closing(i.day);
      if (r.openPurchases.length > 0) {
        // Not final while a sale is open: its vouchers are taken but the sale is neither finished nor cancelled.
        throw new CoreError('conflict', say('closingOpenPurchase'), false, {
          openPurchases: r.openPurchases.length,
        });
      }
      const input = closingInput(r, ctx);
      deps.enqueueReceipt(input, { requestedBy: input.header.cashier });
      return { queued: true, message: null };
    },
    // The day is no longer closed on its own: the till session is counted and closed (session.close),
    // and the day report sums the sessions that ended that day. Days closed before keep their snapshot.
    'report.closeDay': () => {
      throw new CoreError('conflict', say('dayClosedByTill'), false, { reason: 'session_close' });
    },
  } satisfies Handlers;
}
