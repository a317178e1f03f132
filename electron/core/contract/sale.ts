// Selling vouchers as printed codes: the types for sale, and cancelling a sale (the sale itself is
// an order's codes line).
import { z } from 'zod';
import { method } from './define';
import { journalEntrySchema } from './journal';
import { idInputSchema } from './voucher';

/** A voucher type as offered for sale, from the local catalog cache. */
export const saleCatalogItemSchema = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  descriptionHtml: z.record(z.string(), z.string()),
  kind: z.enum(['value_voucher', 'package', 'variants', 'other']),
  /** false: cannot be sold. */
  published: z.boolean(),
  /** Sold out (the service's `sold_out`, or no contingent left): cannot be added. */
  soldOut: z.boolean(),
  /** Vouchers of this type still for sale; null: no limit (or not known from the cache). */
  remainingContingent: z.number().int().nullable(),
  priceCents: z.number().int().nullable(),
  listPriceCents: z.number().int().nullable(),
  discountPercentage: z.number().nullable(),
  /** Value range of a value voucher. */
  minimumCents: z.number().int().nullable(),
  maximumCents: z.number().int().nullable(),
  variants: z.array(z.object({ id: z.string(), name: z.string(), priceCents: z.number().int(), preSelected: z.boolean() })),
  imageUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /**
   * When the type's detail (sold out, contingent, published, kind, range, variants) was read from
   * the service; null: only the catalog list is known (the refresh reads no details).
   */
  checkedAt: z.string().nullable(),
});
export type SaleCatalogItem = z.infer<typeof saleCatalogItemSchema>;

/** A voucher issued by a sale: the receipt IS the voucher. */
export const soldVoucherSchema = z.object({
  code: z.string(),
  codeFormatted: z.string(),
  productId: z.string(),
  amountCents: z.number().int(),
  freeCreditCents: z.number().int(),
  expiryDate: z.string().nullable(),
});

export const saleMethods = {
  /** Voucher types from the local catalog cache (refreshed by the catalog sync). */
  'sale.catalog': method({
    input: z.object({}).strict(),
    output: z.object({ items: z.array(saleCatalogItemSchema), fetchedAt: z.string().nullable() }),
    role: 'cashier',
    doc: 'Voucher types for sale',
  }),
  /** The types shown for sale or put in the basket, with their detail read now (or in the last minute). */
  'sale.availability': method({
    input: z.object({ productIds: z.array(z.string().min(1)).min(1).max(50) }).strict(),
    output: z.object({ items: z.array(saleCatalogItemSchema) }),
    role: 'cashier',
    doc: 'Sold-out state and contingent of voucher types shown for sale',
  }),
  /** Cancels a sale by its journal row (deletes the voucher order; journaled). */
  'sale.cancel': method({
    input: z.object({ journalId: idInputSchema }).strict(),
    output: journalEntrySchema,
    role: 'cashier',
    doc: 'Cancel a sale',
  }),
};
