/**
 * Voucher ordering area (`/v1/{segment}/…`, segment configurable, default `giftvoucher`) and the shop
 * product list. Errors of these endpoints are JSON `{error_code, message}`.
 */
import { z } from 'zod';
import {
  centsSchema,
  emptyResultSchema,
  idSchema,
  languageSchema,
  localizedTextSchema,
  looseEnum,
  messageSchema,
  positiveCentsSchema,
  responseTimestampSchema,
} from './common';

/** Default of the configurable voucher-ordering path segment. */
export const DEFAULT_ORDERING_SEGMENT = 'giftvoucher';

/** Voucher type kinds; unknown values from the service are read as `other` (not orderable). */
export const voucherTypeKinds = ['value_voucher', 'package', 'variants', 'other'] as const;
export type VoucherTypeKind = (typeof voucherTypeKinds)[number];

/** Voucher type `type`: known kind, anything else falls back to `other`. */
export const voucherTypeKindSchema = z.string().transform((v): VoucherTypeKind => voucherTypeKinds.find((k) => k === v) ?? 'other');

/** Discount of a voucher type: percent off the list price. */
export const voucherTypeDiscountSchema = z.looseObject({ discount_percentage: z.number() });

/** Image of a voucher type; resizable with `fit=crop&w=X&h=Y`. */
export const voucherTypeImageSchema = z.looseObject({ src: z.string() });

/** Provider (merchant) of a voucher type. */
export const voucherTypeProviderSchema = z.looseObject({
  name: z.string(),
  city: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  canton_short: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  description: localizedTextSchema.nullish().transform((v) => v ?? {}),
});

/** Voucher type as listed (`GET /v1/{segment}/voucher_types`), §2.8. */
export const voucherTypeSchema = z.looseObject({
  id: z.string(),
  name: localizedTextSchema,
  description_html: localizedTextSchema,
  is_value_voucher: z.boolean(),
  list_price_in_cents: centsSchema.nullable(),
  discount: voucherTypeDiscountSchema.nullable(),
  price_in_cents: centsSchema.nullable(),
  images: z.array(voucherTypeImageSchema),
  provider: voucherTypeProviderSchema,
});
export type VoucherType = z.infer<typeof voucherTypeSchema>;

/** List of voucher types. */
export const voucherTypesResultSchema = z.array(voucherTypeSchema);
export type VoucherTypesResult = z.infer<typeof voucherTypesResultSchema>;

/** Variant of a `variants` voucher type; `name` may be plain text or per language. */
export const voucherTypeVariantSchema = z.looseObject({
  id: z.string(),
  name: z.union([z.string(), localizedTextSchema]),
  price_in_cents: centsSchema,
  pre_selected: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type VoucherTypeVariant = z.infer<typeof voucherTypeVariantSchema>;

/** Single voucher type (`GET /v1/voucher_types/{id}`): list fields plus shop and ordering details. */
export const voucherTypeDetailSchema = voucherTypeSchema.extend({
  /** false: cannot be sold. */
  published: z.boolean(),
  published_in_online_shop: z.boolean(),
  hidden_in_online_shop: z.boolean(),
  sold_out: z.boolean(),
  /** null tolerated: no contingent limit. */
  remaining_contingent: z.number().int().nullable(),
  image_url: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  url: localizedTextSchema.nullish().transform((v) => v ?? {}),
  type: voucherTypeKindSchema,
  /** Bounds of a `value_voucher`'s free amount. */
  minimum_amount_in_cents: centsSchema.nullable(),
  maximum_amount_in_cents: centsSchema.nullable(),
  variant_name: localizedTextSchema.nullish().transform((v) => v ?? {}),
  variants: z
    .array(voucherTypeVariantSchema)
    .nullish()
    .transform((v) => v ?? []),
  updated_at: responseTimestampSchema,
});
export type VoucherTypeDetail = z.infer<typeof voucherTypeDetailSchema>;

/** Variant of a `variable` shop product. */
export const shopProductVariantSchema = z.looseObject({
  id: z.string(),
  name: localizedTextSchema,
  price_in_cents: centsSchema,
});

/** Shop product (`GET /v1/products`), §2.7; `variants` null arrives as `[]`. */
export const shopProductSchema = z.looseObject({
  id: z.string(),
  name: localizedTextSchema,
  description_html: localizedTextSchema,
  published: z.boolean(),
  image_url: z.string(),
  url: localizedTextSchema,
  type: looseEnum(['simple', 'variable'] as const),
  /** Applies only to `simple` (0 for `variable`). */
  price_in_cents: centsSchema,
  variants: z
    .array(shopProductVariantSchema)
    .nullish()
    .transform((v) => v ?? []),
  updated_at: responseTimestampSchema,
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

/** List of shop products. */
export const shopProductsResultSchema = z.array(shopProductSchema);
export type ShopProductsResult = z.infer<typeof shopProductsResultSchema>;

/** Delivery of a voucher order: one PDF, or codes only. */
export const deliverySchema = z.enum(['pdf', 'codes']);
export type Delivery = z.infer<typeof deliverySchema>;

/** Order line of Create Order: voucher template id, unit price and quantity. */
export const orderLineRequestSchema = z.object({
  product_id: idSchema,
  unit_price_in_cents: positiveCentsSchema,
  quantity: z.number().int().positive(),
});
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

/** Create Order body (`POST /v1/{segment}/voucher_orders.json`); quantity must be 1 with `codes`. */
export const createOrderRequestSchema = z
  .object({
    order_lines: z.array(orderLineRequestSchema).min(1),
    delivery: deliverySchema,
    language: languageSchema,
  })
  .superRefine((body, ctx) => {
    if (body.delivery !== 'codes') return;
    body.order_lines.forEach((line, i) => {
      if (line.quantity !== 1) {
        ctx.addIssue({ code: 'custom', message: 'quantity must be 1 when delivery is codes', path: ['order_lines', i, 'quantity'] });
      }
    });
  });
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** Voucher issued by Create Order: `code` goes into the QR code, `code_formatted` is printed. */
export const orderedVoucherSchema = z.looseObject({
  code: z.string(),
  code_formatted: z.string(),
  product_id: z.string(),
  amount_in_cents: centsSchema,
  free_credit_amount_in_cents: centsSchema.nullish().transform((v) => v ?? 0),
  expiry_date: responseTimestampSchema.nullable(),
});
export type OrderedVoucher = z.infer<typeof orderedVoucherSchema>;

/** Create Order result, §2.9; vouchers in the order of the order lines. */
export const createOrderResultSchema = z.looseObject({
  order_id: z.string(),
  order_number: z.string(),
  /** Empty string when delivery is `codes`. */
  pdf_url: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  vouchers: z.array(orderedVoucherSchema),
});
export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;

/** Voucher order info (`GET /v1/{segment}/voucher_orders/{order-id}.json`): cancellability. */
export const voucherOrderInfoSchema = z.looseObject({
  id: z.string(),
  order_number: z.string(),
  can_be_cancelled: z.boolean(),
  can_not_be_cancelled_reason: messageSchema,
});
export type VoucherOrderInfo = z.infer<typeof voucherOrderInfoSchema>;

/** Delete order result (`DELETE /v1/{segment}/voucher_orders/{order-id}.json`): `{}`. */
export const deleteOrderResultSchema = emptyResultSchema;
export type DeleteOrderResult = z.infer<typeof deleteOrderResultSchema>;
