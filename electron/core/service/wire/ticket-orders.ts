/**
 * Ticket order listing (`GET /v1/ticketing/orders.json`), §2.3: query and every documented field.
 * Errors are JSON `{error_code, message}`.
 */
import { z } from 'zod';
import { centsSchema, currencySchema, looseEnum, responseTimestampSchema, timestampSchema } from './common';

/** Query filters of the order listing (all optional; `last_name` is case-sensitive). */
export const ticketOrdersQuerySchema = z.object({
  updated_at_after: timestampSchema.optional(),
  updated_at_before: timestampSchema.optional(),
  order_number: z.string().min(1).optional(),
  last_name: z.string().min(1).optional(),
});
export type TicketOrdersQuery = z.infer<typeof ticketOrdersQuerySchema>;

/** Nullable text in a response: missing arrives as null. */
const nullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
/** Text in a response: null or missing arrives as the empty string. */
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** Customer of a ticket order. */
export const ticketOrderCustomerSchema = z.looseObject({
  id: z.string(),
  title: looseEnum(['Mr', 'Mrs', 'Company'] as const).nullable(),
  first_name: text,
  last_name: text,
  company: text,
  street: text,
  zip: text,
  city: text,
  /** ISO 3166-1 alpha-2. */
  country: text,
  email: text,
  /** Double opt-in consent to newsletters. */
  accepts_marketing: z.boolean(),
  double_opt_in_confirmed_at: responseTimestampSchema.nullish().transform((v) => v ?? null),
  phone: text,
});
export type TicketOrderCustomer = z.infer<typeof ticketOrderCustomerSchema>;

/** Answer to a ticket question; `value` can be null. */
export const ticketAnswerSchema = z.looseObject({
  name: z.string(),
  type: z.string(),
  value: z.unknown().transform((v) => v ?? null),
});
export type TicketAnswer = z.infer<typeof ticketAnswerSchema>;

/** Ticket of an order line. */
export const orderTicketSchema = z.looseObject({
  number: z.string(),
  count_people: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? 1),
  /** Empty when there are no questions; null tolerated as empty. */
  answers: z
    .array(ticketAnswerSchema.nullable())
    .nullish()
    .transform((v) => v ?? []),
});
export type OrderTicket = z.infer<typeof orderTicketSchema>;

/** Line of a ticket order (one ticket type). */
export const orderLineSchema = z.looseObject({
  product_id: z.string(),
  name: z.string(),
  /** null for admission tickets without start date. */
  starts_at: responseTimestampSchema.nullable(),
  ticket_type_id: z.string(),
  ticket_type_name: z.string(),
  unit_price_in_cents: centsSchema,
  quantity: z.number().int(),
  total_price_in_cents: centsSchema,
  tags: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  total_count_people: z.number().int(),
  tickets: z.array(orderTicketSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Payment of a ticket order. */
export const orderPaymentSchema = z.looseObject({
  payment_id: z.string(),
  name: z.string(),
  /** Always null. */
  comment: nullableText,
  amount_in_cents: centsSchema,
  is_complimentary: z.boolean(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** Ticket order of the listing, §2.3. */
export const ticketOrderSchema = z.looseObject({
  id: z.string(),
  created_at: responseTimestampSchema,
  updated_at: responseTimestampSchema,
  order_number: z.string(),
  status: looseEnum(['completed', 'cancelled'] as const),
  currency: currencySchema,
  language: z.string(),
  location: looseEnum(['web', 'local'] as const),
  is_paid: z.boolean(),
  note: text,
  tags: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  discount_in_cents: centsSchema,
  discount_comment: nullableText,
  cause_we_care_in_cents: centsSchema,
  insurance_in_cents: centsSchema,
  /** Equals the sum of payments[].amount_in_cents. */
  grand_total_in_cents: centsSchema,
  promocode: nullableText,
  promocode_name: nullableText,
  customer: ticketOrderCustomerSchema.nullable(),
  order_lines: z.array(orderLineSchema),
  payments: z.array(orderPaymentSchema),
});
export type TicketOrder = z.infer<typeof ticketOrderSchema>;

/** Order listing result: a JSON array. */
export const ticketOrdersResultSchema = z.array(ticketOrderSchema);
export type TicketOrdersResult = z.infer<typeof ticketOrdersResultSchema>;
