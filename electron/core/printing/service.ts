// Printing for one core: settings, the printer port (a built-in test printer in training mode),
// the print queue, receipts from final journal rows, reprints with their audit entry.
import type { Logger } from '../../common/log';
import { realTimers, type Clock, type TimerHandle, type Timers } from '../clock';
import { appendAudit } from '../store/audit';
import type { Db } from '../store/database';
import { findJournalRow, type JournalRow } from '../store/journal';
import { getPrintJob, originalJobOf, type PrintJobRow } from '../store/print-jobs';
import { activeScope, sameScope } from '../store/scope';
import { CoreError } from '../contract/errors';
import { say } from '../contract/core-messages';
import { receiptInputSchema, type ReceiptInput } from './input';
import { partOfPurchaseReceipt, receiptFromJournal } from './journal-adapter';
import { purchaseReceipt } from './purchase-receipt';
import { stockSaleReceipt } from './stock-sale-receipt';
import { orderReceipt } from './order-receipt';
import { orderOfStep } from '../store/order-steps';
import { saleOfRow } from '../payments/methods';
import { appendDrawerAudit } from './drawer';
import { createPort, type PortOptions, type PrinterPort } from './port';
import { createPrintQueue, type PrinterState, type PrintQueue } from './queue';
import { readPrintingSettings, TRAINING_PRINTER, type PrintingSettings } from './settings';
import { startTestPrinter, type TestPrinter } from './test-printer';
import { insertDrawerOpening, sessionForStep } from '../store/till-sessions';

export interface PrintingDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Current mode: training receipts are marked, and training defaults to the test printer. */
  mode(): 'training' | 'live';
  onState(state: PrinterState): void;
  timers?: Timers;
  retryMs?: number;
  portOptions?: PortOptions;
  /** Idle status check of a real printer (never the training printer); 0 = off. Default 30 s. */
  statusPollMs?: number;
}

/** The printing side of a core. */
export interface Printing {
  queue: PrintQueue;
  settings(): PrintingSettings;
  /** Queues the receipt of a final journal row (the runtime's onJournalFinal hook). */
  onJournalFinal(row: JournalRow): PrintJobRow | null;
  /** Queues the one receipt of a purchase that was just finished or cancelled (null: nothing to print). */
  onPurchaseFinal(purchaseId: string): PrintJobRow | null;
  /** Queues the one receipt of a sale of several stock vouchers (sold, or cancelled as a whole). */
  onSaleFinal(saleId: string): PrintJobRow | null;
  /** Queues the one receipt of an order that was just finished or cancelled (null: nothing to print). */
  onOrderFinal(orderId: string): PrintJobRow | null;
  /** Prints an order's receipt again: the same document, marked as a copy. */
  reprintOrder(orderId: string, requestedBy: string | null): PrintJobRow;
  /** Opens the cash drawer without a sale (manager, reason audited): a short slip with the pulse. */
  openDrawer(reason: string, actor: string | null): PrintJobRow;
  /** The receipt input of a journal row, or of a job. */
  inputOf(ref: { journalId: string } | { jobId: number }): ReceiptInput;
  /** Prints a receipt again, marked as a copy; audited when it carries a full code. */
  reprint(ref: { journalId: string } | { jobId: number }, requestedBy: string | null): PrintJobRow;
  /** The database of the queue (for listings). */
  queueDb(): Db;
  /** The test printer in use (training), if one was started. */
  testPrinter(): TestPrinter | null;
  /** Target of the current printer, or null. */
  target(): string | null;
  close(): Promise<void>;
}

/** Builds printing for one core. */
export function createPrinting(d: PrintingDeps): Printing {
  let training: TestPrinter | null = null;
  let startingTraining: Promise<TestPrinter> | null = null;
  let cached: { uri: string; port: PrinterPort } | null = null;
  let closed = false;
  const settings = (): PrintingSettings => readPrintingSettings(d.db, d.mode() === 'training' ? TRAINING_PRINTER : '');

  const port = async (s: PrintingSettings): Promise<PrinterPort | null> => {
    let uri = s.printerUri;
    if (uri === TRAINING_PRINTER) {
      // The built-in printer of training mode: started on first use, on a free loopback port; it is
      // the model set, so a manager sees what the chosen model would print.
      startingTraining ??= startTestPrinter({ model: () => settings().model });
      training = await startingTraining;
      if (closed) return null;
      uri = training.uri;
    }
    if (!uri) return null;
    if (cached?.uri !== uri) {
      const p = createPort(uri, d.portOptions);
      if (!p) {
        d.logger.warn('printer setting is not a printer address', { uri });
        return null;
      }
      cached = { uri, port: p };
    }
    return cached.port;
  };

  const queue = createPrintQueue({
    db: d.db,
    clock: d.clock,
    logger: d.logger,
    settings,
    port,
    onState: d.onState,
    timers: d.timers,
    retryMs: d.retryMs,
    audit: {
      fullCodeReprint: (e) =>
        appendAudit(d.db, {
          at: d.clock.now(),
          actor: e.requestedBy ?? 'open till',
          action: 'receipt.reprint_full_code',
          subject: e.journalId,
          details: { jobId: e.jobId, reprintOf: e.reprintOf, kind: e.kind },
        }),
    },
  });

  // While idle, ask a real printer now and then, so "printer off" shows before the next receipt.
  const timers = d.timers ?? realTimers;
  const pollMs = d.statusPollMs ?? 30_000;
  let poll: TimerHandle | null = null;
  const schedulePoll = (first = false): void => {
    if (closed || pollMs <= 0) return;
    poll = timers.setTimeout(
      () => {
        poll = null;
        const uri = settings().printerUri;
        const check = uri && uri !== TRAINING_PRINTER ? queue.refreshStatus() : Promise.resolve();
        void check
          .catch((err: unknown) => d.logger.warn('printer status check failed', { error: (err as Error).message }))
          .finally(() => schedulePoll());
      },
      first ? Math.min(1000, pollMs) : pollMs,
    );
  };
  schedulePoll(true);

  const header = () => {
    const s = settings();
    return { outlet: s.outlet, training: d.mode() === 'training', language: s.language, terminal: s.terminal };
  };

  // A redemption of a purchase has the purchase's one receipt (its job is keyed by the purchase id).
  const receiptKey = (journalId: string): string => {
    const row = findJournalRow(d.db, journalId);
    return row?.purchaseId && partOfPurchaseReceipt(d.db, row) && originalJobOf(d.db, row.purchaseId) ? row.purchaseId : journalId;
  };

  const inputOf = (ref: { journalId: string } | { jobId: number }): ReceiptInput => {
    if ('jobId' in ref) {
      const job = getPrintJob(d.db, ref.jobId);
      if (!job) throw new CoreError('not_found', say('noPrintJob', { id: String(ref.jobId) }));
      return receiptInputSchema.parse(JSON.parse(job.input));
    }
    // The first job keeps what the receipt said when it was made (mode, language); else build it now.
    const job = originalJobOf(d.db, receiptKey(ref.journalId));
    if (job) return receiptInputSchema.parse(JSON.parse(job.input));
    const row = findJournalRow(d.db, ref.journalId);
    if (!row) throw new CoreError('not_found', say('noRow', { id: ref.journalId }));
    const input = receiptFromJournal(d.db, row, header());
    if (!input) throw new CoreError('conflict', say('rowNoReceipt'));
    return input;
  };

  return {
    queue,
    settings,
    onJournalFinal(row) {
      if (partOfPurchaseReceipt(d.db, row)) return null; // the purchase prints one receipt when it ends
      if ((row.kind === 'activate' || row.kind === 'deactivate') && saleOfRow(d.db, row.id)) return null; // so does a sale
      // And an order: only the slips that are the vouchers or the tickets come on their own.
      if (orderOfStep(d.db, row.id) && row.kind !== 'order' && row.kind !== 'book') return null;
      const input = receiptFromJournal(d.db, row, header());
      if (!input) return null;
      if (originalJobOf(d.db, row.id)) return null; // a row settles once; never queue its receipt twice
      if (orderOfStep(d.db, row.id)) input.slipsOnly = true; // the order's receipt tells the sale
      return queue.enqueue(input, { journalId: row.id, requestedBy: row.cashier });
    },
    onPurchaseFinal(purchaseId) {
      if (originalJobOf(d.db, purchaseId)) return null; // a purchase ends once; never queue its receipt twice
      const input = purchaseReceipt(d.db, purchaseId, header());
      return input ? queue.enqueue(input, { journalId: purchaseId, requestedBy: input.header.cashier }) : null;
    },
    onSaleFinal(saleId) {
      const r = stockSaleReceipt(d.db, saleId, header());
      if (!r || originalJobOf(d.db, r.key)) return null;
      return queue.enqueue(r.input, { journalId: r.key, requestedBy: r.input.header.cashier });
    },
    onOrderFinal(orderId) {
      const key = `order:${orderId}`;
      if (originalJobOf(d.db, key)) return null; // an order ends once; never queue its receipt twice
      const input = orderReceipt(d.db, orderId, header());
      return input ? queue.enqueue(input, { journalId: key, requestedBy: input.header.cashier }) : null;
    },
    reprintOrder(orderId, requestedBy) {
      const original = originalJobOf(d.db, `order:${orderId}`);
      if (!original) throw new CoreError('not_found', say('orderNoReceipt'));
      const input = receiptInputSchema.parse(JSON.parse(original.input));
      return queue.enqueue(input, { journalId: original.journalId, reprintOf: original.reprintOf ?? original.id, requestedBy });
    },
    openDrawer(reason, actor) {
      const h = header();
      const s = settings();
      const input: ReceiptInput = {
        header: { ...h, terminal: s.terminal, cashier: actor, at: d.clock.now().toISOString(), reference: '-' },
        body: { kind: 'drawer_open', reason },
        drawer: true,
      };
      const job = queue.enqueue(input, { requestedBy: actor });
      appendDrawerAudit(d.db, { at: d.clock.now(), actor, reason, jobId: job.id, pin: s.drawer.pin });
      // Every drawer opening belongs to a till session (a closed till opens the next).
      const scope = activeScope(d.db);
      const sessionId = sessionForStep(d.db, d.clock.now(), actor, scope);
      insertDrawerOpening(d.db, { sessionId, at: d.clock.now(), actor, reason, jobId: job.id, scope });
      return job;
    },
    inputOf,
    reprint(ref, requestedBy) {
      const input = inputOf(ref);
      const key = 'journalId' in ref ? receiptKey(ref.journalId) : null;
      const journalId = key ?? getPrintJob(d.db, (ref as { jobId: number }).jobId)?.journalId ?? null;
      const original = 'jobId' in ref ? getPrintJob(d.db, ref.jobId) : originalJobOf(d.db, key ?? ref.journalId);
      // Reprints stay within the mode in use: a training slip is never reprinted at a live till (and back).
      const own = original?.scope ?? (journalId ? findJournalRow(d.db, journalId)?.scope : undefined);
      const scope = activeScope(d.db);
      if (own && !sameScope(own, scope)) {
        throw new CoreError('conflict', say('reprintOtherMode', { own: own.mode, mode: scope.mode }));
      }
      return queue.enqueue(input, { journalId, reprintOf: original ? (original.reprintOf ?? original.id) : null, requestedBy });
    },
    queueDb: () => d.db,
    testPrinter: () => training,
    target: () => cached?.port.target ?? null,
    async close() {
      closed = true;
      if (poll !== null) timers.clearTimeout(poll);
      await queue.stop();
      const t = training ?? (startingTraining ? await startingTraining.catch(() => null) : null);
      await t?.close();
    },
  };
}
