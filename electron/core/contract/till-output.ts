// The till session's reports on paper and as CSV: the X of the running session or a
// stored Z printed (a Z printed before prints again as a copy, the same document), and the Z, day
// and month reports as CSV in the UI language with a stable code per row.
import { z } from 'zod';
import { isoDateSchema, monthSchema } from '../service/wire';
import { method } from './define';
import { csvExportSchema } from './reports';

export const sessionOutputMethods = {
  /** No id: the X of the running session, printed now. An id: that closed session's Z (a copy after the first print). */
  'session.print': method({
    input: z.object({ sessionId: z.string().min(1).optional() }).strict(),
    output: z.object({ queued: z.boolean(), jobId: z.number().int().nullable(), copy: z.boolean(), message: z.string().nullable() }),
    role: 'cashier',
    doc: 'Print the X or a Z',
  }),
  /** One session's report (X without an id), a day's or a month's, as CSV. */
  'session.csv': method({
    input: z.union([
      z.object({ sessionId: z.string().min(1).optional() }).strict(),
      z.object({ day: isoDateSchema }).strict(),
      z.object({ month: monthSchema }).strict(),
    ]),
    output: csvExportSchema,
    role: 'manager',
    doc: 'Till reports as CSV',
  }),
};
