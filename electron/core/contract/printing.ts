// Receipt printing as the renderer sees it: previews (the lines exactly as they print), the print
// queue, reprints from the journal and the printer test page.
import { z } from 'zod';
import { method } from './define';

/** One laid-out receipt line; `text` never exceeds `cols` characters (monospace). */
export const previewLineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string(),
    align: z.enum(['left', 'center', 'right']),
    bold: z.boolean(),
    size: z.enum(['normal', 'small', 'large']),
    cols: z.number().int().positive(),
  }),
  z.object({ type: z.literal('qr'), data: z.string() }),
  z.object({ type: z.literal('barcode'), data: z.string() }),
  z.object({ type: z.literal('logo') }),
  z.object({ type: z.literal('feed'), lines: z.number().int().positive() }),
  z.object({ type: z.literal('cut') }),
]);
export type PreviewLine = z.infer<typeof previewLineSchema>;

export const paperWidthSchema = z.enum(['80', '58']);

/** A print job as listed on screen. */
export const printJobSchema = z.object({
  id: z.number().int(),
  journalId: z.string().nullable(),
  kind: z.string(),
  state: z.enum(['queued', 'printing', 'printed', 'failed']),
  reprintOf: z.number().int().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
  /** The mode of the receipt (a training slip is never reprinted in live mode). */
  mode: z.enum(['training', 'live']),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/** Which receipt: a journal row, an existing job, or the test page. */
const receiptRef = z.union([
  z.object({ journalId: z.string().min(1).max(100) }).strict(),
  z.object({ jobId: z.number().int().positive() }).strict(),
  z.object({ testPage: z.literal(true) }).strict(),
]);

export const printingMethods = {
  /** The receipt of a journal row, a job or the test page, laid out exactly as it prints. */
  'print.preview': method({
    input: z.object({ ref: receiptRef, paper: paperWidthSchema.optional() }).strict(),
    output: z.object({
      paper: paperWidthSchema,
      columns: z.object({ normal: z.number().int(), small: z.number().int() }),
      lines: z.array(previewLineSchema),
    }),
    role: 'cashier',
    doc: 'Preview a receipt as it will print',
  }),
  /** Prints a receipt again (marked as a copy); reprints of full-code slips are audited. */
  'print.reprint': method({
    input: z
      .object({
        ref: z.union([
          z.object({ journalId: z.string().min(1).max(100) }).strict(),
          z.object({ jobId: z.number().int().positive() }).strict(),
        ]),
      })
      .strict(),
    output: printJobSchema,
    role: 'cashier',
    doc: 'Reprint a receipt',
  }),
  /** Print jobs, newest first, with the printer state. */
  'print.jobs': method({
    input: z
      .object({
        limit: z.number().int().positive().max(500).optional(),
        journalId: z.string().min(1).max(100).optional(),
        state: z.enum(['queued', 'printing', 'printed', 'failed']).optional(),
      })
      .strict(),
    output: z.object({
      jobs: z.array(printJobSchema),
      printer: z.object({
        state: z.enum(['ready', 'offline', 'paper_end', 'cover_open', 'not_configured', 'unknown']),
        queued: z.number().int().nonnegative(),
        message: z.string().optional(),
        target: z.string().nullable(),
      }),
    }),
    role: 'cashier',
    doc: 'Print queue and printer state',
  }),
  /** Queues the printer test page (the model and its code page, every accented letter of de/fr/it, € CHF Fr., QR, barcode). */
  'print.testPage': method({
    input: z.object({}).strict(),
    output: printJobSchema,
    role: 'cashier',
    doc: 'Print a test page',
  }),
  /** What the built-in training printer printed (decoded from its ESC/POS bytes), oldest first. */
  'print.printed': method({
    input: z.object({ limit: z.number().int().positive().max(200).optional() }).strict(),
    output: z.object({
      /** False when the receipts go to a real printer (nothing to show). */
      available: z.boolean(),
      receipts: z.array(
        z.object({
          lines: z.array(z.string()),
          qr: z.array(z.string()),
          barcodes: z.array(z.string()),
          cut: z.boolean(),
          /** Cash drawer kicks the job carried. */
          pulses: z.number().int().nonnegative(),
        }),
      ),
    }),
    role: 'cashier',
    doc: 'Receipts printed by the training printer',
  }),
};
