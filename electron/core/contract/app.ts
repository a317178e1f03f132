import { z } from 'zod';
import { languages } from './constants';
import { event, method } from './define';
import { areaAccessSchema } from './live-service';
import { storeLinkStatusSchema } from './store';

export { languages } from './constants';
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** What the status bar shows. */
export const appStatusSchema = z.object({
  mode: z.enum(['training', 'live']),
  online: z.boolean(),
  language: languageSchema,
  printer: z.object({
    state: z.enum(['ready', 'offline', 'paper_end', 'cover_open', 'not_configured', 'unknown']),
    queued: z.number().int().nonnegative(),
    message: z.string().optional(),
  }),
  sync: z.object({
    state: z.enum(['idle', 'running', 'failed']),
    progress: z.number().min(0).max(1).optional(),
    lastSyncAt: z.string().nullable(),
  }),
  outlet: z.string(),
  terminal: z.string(),
  version: z.string(),
  /** Live mode: the areas the key cannot use (their tiles show as unavailable with the reason). */
  unavailable: z.array(areaAccessSchema).optional(),
  /** The merchant's currency as the service last named it (null until an answer named one). */
  currency: z.string().nullable(),
  /** The terminal's time zone (IANA name): days, times and receipts are shown in it. */
  timeZone: z.string(),
  /** The link to the store (issue 25): absent or null when this till is not enrolled. */
  store: storeLinkStatusSchema.nullable().optional(),
});
export type AppStatus = z.infer<typeof appStatusSchema>;

export const appMethods = {
  /** Mode, connectivity, printer and sync state for the status bar. */
  'app.status': method({ input: z.object({}).strict(), output: appStatusSchema, role: 'public', doc: 'Status bar state' }),
  /** Sets and persists the UI language. */
  'app.setLanguage': method({
    input: z.object({ language: languageSchema }).strict(),
    output: z.object({ language: languageSchema }),
    role: 'public',
    doc: 'Set and persist the UI language',
  }),
};

export const appEvents = {
  /** The status bar state changed. */
  'app.status': event({ payload: appStatusSchema, doc: 'Status bar state changed' }),
};
