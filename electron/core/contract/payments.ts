// Payment methods (how the customer pays what vouchers do not cover) and the cash drawer on the
// receipt printer. The methods are a setting; each value step names the one the cashier chose.
import { z } from 'zod';
import { paymentKinds } from './constants';
import { method } from './define';

/** cash opens the drawer; card and other do not. */
export const paymentKindSchema = z.enum(paymentKinds);
export type PaymentKind = z.infer<typeof paymentKindSchema>;

/** One payment method: its name in the four languages, its kind and the service's `payment_id` for loads. */
export const paymentMethodSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,32}$/, { error: 'Lower-case letters, digits, "-" and "_" only' }),
  names: z.object({
    de: z.string().trim().min(1).max(40),
    fr: z.string().trim().min(1).max(40),
    it: z.string().trim().min(1).max(40),
    en: z.string().trim().min(1).max(40),
  }),
  kind: paymentKindSchema,
  /** The service's payment id sent with a load (`payment_id`); null when the service needs none. */
  paymentId: z.string().trim().min(1).max(64).nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsSchema = z
  .array(paymentMethodSchema)
  .min(1)
  .max(12)
  .refine((list) => new Set(list.map((m) => m.id)).size === list.length, { error: 'Each payment method needs its own id' });

/** The drawer kick: which connector pin (2 or 5) and the pulse in ms; `none` = no drawer. */
export const drawerSettingsSchema = z.object({
  pin: z.enum(['none', '2', '5']),
  onMs: z.number().int().min(2).max(510),
  offMs: z.number().int().min(2).max(510),
});
export type DrawerSettings = z.infer<typeof drawerSettingsSchema>;

/** A method chosen for a step (by id; the core keeps its kind with the row). */
export const paymentMethodIdSchema = z.string().min(1).max(32);

/** Cash rounding of the rest asked in cash: `auto` = 0.05 for CHF, none for other currencies. */
export const cashRoundingSchema = z.enum(['auto', 'none', '0.05', '0.10']);
export type CashRounding = z.infer<typeof cashRoundingSchema>;

const paymentSettingsSchema = z.object({
  methods: z.array(paymentMethodSchema),
  drawer: drawerSettingsSchema,
  cashRounding: cashRoundingSchema,
});

export const paymentMethods = {
  /** The payment methods to choose from and the drawer setting. */
  'payment.settings': method({ input: z.object({}).strict(), output: paymentSettingsSchema, role: 'cashier', doc: 'Payment methods' }),
  /** Replaces the payment methods, the drawer setting and/or the cash rounding. */
  'payment.updateSettings': method({
    input: z
      .object({
        methods: paymentMethodsSchema.optional(),
        drawer: drawerSettingsSchema.optional(),
        cashRounding: cashRoundingSchema.optional(),
      })
      .strict(),
    output: paymentSettingsSchema,
    role: 'manager',
    doc: 'Change the payment methods and the cash drawer',
  }),
  /** Opens the cash drawer without a sale (a manager's authority, with a reason; audited, printed, on the X/Z). */
  'payment.openDrawer': method({
    input: z.object({ reason: z.string().trim().min(3).max(200) }).strict(),
    output: z.object({ jobId: z.number().int() }),
    role: 'cashier',
    doc: 'Open the cash drawer',
  }),
};
