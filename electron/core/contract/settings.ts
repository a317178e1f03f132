// Terminal settings (manager only): live service, names, languages, code masking, and the switch
// between training and live. The API key is write-only: it goes in, only `apiKeySet` comes out.
import { z } from 'zod';
import { languageSchema } from './app';
import { method } from './define';
import { areaAccessSchema, baseUrlSchema, trainingFlavourSchema } from './live-service';
import { walkInEmailSchema } from './walk-in';
import { customerThanksSecondsSchema, defaultCustomerThanksSeconds } from './customer-display';

/** How codes are printed on receipts that are not the voucher itself. */
export const codeMaskingSchema = z.enum(['last4', 'full']);
/** A plain path segment (the production service names the voucher-ordering segment differently). */
export const orderingSegmentSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$/, { error: 'Letters, digits, "-", "_" and "." only' });
/** A receipt printer: network `tcp://host:port`, a system queue `queue:NAME`, `training` or '' (none). */
export const printerUriSchema = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || v === 'training' || /^tcp:\/\/[A-Za-z0-9.-]+:\d{1,5}$/.test(v) || /^queue:[^\s/\\]{1,100}$/.test(v), {
    error: 'tcp://host:port, queue:NAME or training',
  });
/**
 * The receipt printer's model (printing/profiles.ts holds what each one needs): an Epson TM, a Star
 * TSP/mC-Print in its ESC/POS emulation (other code page numbers), or a generic 58 mm printer.
 */
export const printerModelSchema = z.enum(['epson', 'star', 'generic58']);
export type PrinterModel = z.infer<typeof printerModelSchema>;
/** How a booking's tickets print: a slip per ticket (to hand out), or one slip for the booking. */
export const ticketSlipsSchema = z.enum(['ticket', 'booking']);
/** Lines the printer feeds before a cut on top of its own feed to the cutter (0: none needed). */
export const cutFeedLinesSchema = z.number().int().min(0).max(10);

/** Scanning codes with a camera (a laptop or tablet without a scanner): on unless a manager turns it off. */
export const cameraScanSchema = z.boolean();

/** A new API key: sent in, never read back. */
export const apiKeyInputSchema = z.string().trim().min(4).max(256);

/** The settings as a manager sees them: never the key itself. */
export const terminalSettingsSchema = z.object({
  mode: z.enum(['training', 'live']),
  live: z.object({
    baseUrl: z.string(),
    orderingSegment: z.string(),
    apiKeySet: z.boolean(),
    /** The areas the stored key could use at the last switch to live (empty before). */
    areas: z.array(areaAccessSchema),
  }),
  outletName: z.string(),
  terminalName: z.string(),
  uiLanguage: languageSchema,
  receiptLanguage: languageSchema,
  codeMasking: codeMaskingSchema,
  managerTimeoutMinutes: z.number().int(),
  /** `tcp://host:port`, `queue:NAME`, `training` (built-in test printer) or '' (none). */
  printerUri: z.string(),
  paper: z.enum(['58', '80']),
  /** The printer's model: its code page numbers, cut and columns. */
  printerModel: printerModelSchema.default('epson'),
  /** Extra lines fed before each cut (an Epson TM-T88-class printer needs none). */
  cutFeedLines: cutFeedLinesSchema.default(0),
  /** A booking's tickets: one slip each, or one slip for the booking. */
  ticketSlips: ticketSlipsSchema.default('ticket'),
  /** How the built-in training service answers (a restart of it applies the choice). */
  trainingFlavour: trainingFlavourSchema,
  /** Seconds the customer display thanks the customer before it shows the welcome again. */
  customerThanksSeconds: customerThanksSecondsSchema.default(defaultCustomerThanksSeconds),
  /** The merchant's address walk-in ticket bookings are sent with ('' = none: walk-in bookings refused). */
  walkInEmail: z.string(),
  /** Codes may be scanned with a camera (Electron grants the camera to the app's page only then). */
  cameraScan: cameraScanSchema.default(true),
  /** The user of this terminal's key at the service in use, learned from a redemption whose answer came (null: not yet). */
  keyUser: z.object({ id: z.string(), name: z.string().nullable(), learnedAt: z.string().nullable() }).nullable().default(null),
  /** Set when a step of the key's user was seen that this terminal never sent: another till uses the same key. */
  sharedKey: z.object({ code: z.string(), at: z.string(), detectedAt: z.string() }).nullable().default(null),
});
export type TerminalSettings = z.infer<typeof terminalSettingsSchema>;

/** Result of a connectivity check: `hello.json`, then an authenticated call. */
export const serviceCheckSchema = z.object({
  ok: z.boolean(),
  hello: z.enum(['ok', 'failed']),
  authenticated: z.enum(['ok', 'failed', 'skipped']),
  /** The failure in one sentence (never the key or a URL with it). */
  message: z.string().nullable(),
  /** Which areas the key can use (probed after a passing authenticated read; empty otherwise). */
  areas: z.array(areaAccessSchema),
  /** Set when the check was refused before any request: a new address needs the key typed again. */
  keyNeeded: z.boolean().optional(),
});
export type ServiceCheck = z.infer<typeof serviceCheckSchema>;

const liveTarget = {
  baseUrl: baseUrlSchema,
  /** Omitted: keep the stored key. */
  apiKey: apiKeyInputSchema.optional(),
  orderingSegment: orderingSegmentSchema.default('esurprise'),
};

export const settingsMethods = {
  /** Current settings (the API key only as `apiKeySet`). */
  'settings.get': method({ input: z.object({}).strict(), output: terminalSettingsSchema, role: 'manager', doc: 'Read the settings' }),
  /** Changes names, languages, masking or the manager timeout. */
  'settings.update': method({
    input: z
      .object({
        outletName: z.string().trim().min(1).max(60).optional(),
        terminalName: z.string().trim().min(1).max(40).optional(),
        uiLanguage: languageSchema.optional(),
        receiptLanguage: languageSchema.optional(),
        codeMasking: codeMaskingSchema.optional(),
        managerTimeoutMinutes: z.number().int().min(1).max(120).optional(),
        printerUri: printerUriSchema.optional(),
        paper: z.enum(['58', '80']).optional(),
        printerModel: printerModelSchema.optional(),
        cutFeedLines: cutFeedLinesSchema.optional(),
        ticketSlips: ticketSlipsSchema.optional(),
        trainingFlavour: trainingFlavourSchema.optional(),
        customerThanksSeconds: customerThanksSecondsSchema.optional(),
        walkInEmail: walkInEmailSchema.optional(),
        cameraScan: cameraScanSchema.optional(),
      })
      .strict(),
    output: terminalSettingsSchema,
    role: 'manager',
    doc: 'Change settings',
  }),
  /** Checks a live service (hello + an authenticated call) without saving anything. */
  'settings.checkService': method({
    input: z.object(liveTarget).strict(),
    output: serviceCheckSchema,
    role: 'manager',
    doc: 'Check a live service before switching',
  }),
  /** Switches to training, or to a live service after a passing check (a bad key is refused, nothing saved). */
  'settings.switchMode': method({
    input: z.discriminatedUnion('mode', [
      z.object({ mode: z.literal('training'), confirm: z.literal(true) }).strict(),
      z.object({ mode: z.literal('live'), confirm: z.literal(true), ...liveTarget }).strict(),
    ]),
    output: terminalSettingsSchema,
    role: 'manager',
    doc: 'Switch between training and live',
  }),
};
