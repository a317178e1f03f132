import { z } from 'zod';
import { languages } from './constants';
import { event, method } from './define';
import { areaAccessSchema } from './live-service';
import { storeLinkStatusSchema } from './store';

export { languages } from './constants';
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** What the status bar shows. */
/** State of the database's integrity check (`problems`: the first lines SQLite reported). */
export const storageStatusSchema = z.object({
  state: z.enum(['checking', 'ok', 'damaged', 'unchecked']),
  problems: z.array(z.string()).optional(),
});
export type StorageStatus = z.infer<typeof storageStatusSchema>;

/** The clock is behind the latest moment the till recorded (`floor`): value steps are refused until it is right or confirmed. */
export const clockStatusSchema = z.object({ state: z.literal('behind'), now: z.string(), floor: z.string() });
export type ClockStatus = z.infer<typeof clockStatusSchema>;

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
  /**
   * The database's full integrity check, run in the background after start: `damaged` refuses
   * every value step (the journal stays readable and exportable). Absent: not reported.
   */
  storage: storageStatusSchema.optional(),
  /** The link to the store: absent or null when this till is not enrolled. */
  store: storeLinkStatusSchema.nullable().optional(),
  /** Codes may be scanned with a camera (the manager's setting; absent: not reported, no camera button). */
  camera: z.boolean().optional(),
  /** Set while the clock is behind what the till recorded (absent: the clock is fine or confirmed). */
  clock: clockStatusSchema.optional(),
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
  /**
   * A manager takes the terminal's clock as right although it is behind the latest recorded step
   * (audited with both times); value steps go on. Does nothing while the clock is not behind.
   */
  'app.confirmClock': method({
    input: z.object({}).strict(),
    output: z.object({ confirmed: z.boolean(), floor: z.string().nullable() }),
    role: 'cashier',
    doc: 'Confirm the clock',
  }),
};

export const appEvents = {
  /** The status bar state changed. */
  'app.status': event({ payload: appStatusSchema, doc: 'Status bar state changed' }),
};
