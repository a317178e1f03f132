// Handlers of the print.* contract methods.
import type { PrintJob } from '../contract';
import { CoreError } from '../contract/errors';
import type { CallContext, Handlers } from '../contract/calls';
import { say } from '../contract/core-messages';
import { listPrintJobs, type PrintJobRow } from '../store/print-jobs';
import type { ReceiptInput } from './input';
import { previewReceipt } from './pipeline';
import { profileOf } from './profiles';
import type { Printing } from './service';
import { TRAINING_PRINTER } from './settings';

/** The job as the contract shows it. */
export function toPrintJob(j: PrintJobRow): PrintJob {
  return {
    id: j.id,
    journalId: j.journalId,
    kind: j.kind,
    state: j.state,
    reprintOf: j.reprintOf,
    attempts: j.attempts,
    lastError: j.lastError,
    createdAt: j.createdAt,
    printedAt: j.printedAt,
    mode: j.scope.mode,
  };
}

/** The test page input, with the header of this terminal. */
export function testPageInput(p: Printing, now: Date, training: boolean, cashier: string | null): ReceiptInput {
  const s = p.settings();
  return {
    header: { outlet: s.outlet, terminal: s.terminal, cashier, at: now.toISOString(), reference: 'TEST', training, language: s.language },
    body: { kind: 'test_page' },
  };
}

export interface PrintHandlerDeps {
  printing: Printing;
  now(): Date;
  training(): boolean;
  /** Name of the signed-in user of this client, for the audit trail. */
  who(ctx: CallContext): string | null;
  /** Whether this caller may see full codes on screen (auth/code-access.ts); else previews mask them. */
  fullCodes(ctx: CallContext): boolean;
}

/** Handlers of print.preview, print.reprint, print.jobs and print.testPage. */
export function printHandlers(d: PrintHandlerDeps) {
  const { printing } = d;
  return {
    'print.preview': (i, ctx) => {
      const input = 'testPage' in i.ref ? testPageInput(printing, d.now(), d.training(), d.who(ctx)) : printing.inputOf(i.ref);
      const s = printing.settings();
      const paper = i.paper ?? s.paper;
      return { paper, columns: profileOf(s.model).columns[paper], lines: previewReceipt(input, { ...s, paper }, false, !d.fullCodes(ctx)) };
    },
    'print.reprint': (i, ctx) => toPrintJob(printing.reprint(i.ref, d.who(ctx))),
    'print.jobs': (i) => {
      const st = printing.queue.state();
      return {
        jobs: listPrintJobs(printing.queueDb(), { limit: i.limit, journalId: i.journalId, state: i.state }).map(toPrintJob),
        printer: { ...st, target: printing.target() },
      };
    },
    'print.testPage': (_i, ctx) => {
      if (!printing.settings().printerUri) throw new CoreError('conflict', say('noPrinter'));
      return toPrintJob(printing.queue.enqueue(testPageInput(printing, d.now(), d.training(), d.who(ctx)), { requestedBy: d.who(ctx) }));
    },
    'print.printed': (i) => {
      const tp = printing.testPrinter();
      const receipts = (tp?.receipts() ?? []).slice(-(i.limit ?? 20));
      return {
        available: [TRAINING_PRINTER, tp?.uri].includes(printing.settings().printerUri),
        receipts: receipts.map((r) => ({ lines: r.lines, qr: r.qr, barcodes: r.barcodes, cut: r.cut, pulses: r.pulses.length })),
      };
    },
  } satisfies Handlers;
}
