/**
 * Voucher ordering area (`/v1/{segment}/…`, the segment is a setting, default `giftvoucher`) and the
 * shop product list: voucher types (list and single), create order, order info, delete order.
 * Create and delete move value and never retry.
 */
import {
  createOrderRequestSchema,
  createOrderResultSchema,
  deleteOrderResultSchema,
  shopProductsResultSchema,
  voucherOrderInfoSchema,
  voucherTypeDetailSchema,
  voucherTypesResultSchema,
} from './wire';
import type { Requester } from './http';
import { bodyCall, paramCall, plainCall } from './calls';
import { idParam } from './input';

/** Client calls of the ordering area. */
export type OrderingClient = ReturnType<typeof orderingClient>;

/** Builds the ordering area on a requester (the segment is filled in by the requester). */
export function orderingClient(request: Requester) {
  return {
    /** All voucher types of the merchant (catalog). */
    voucherTypes: plainCall(request, 'voucherTypes', voucherTypesResultSchema),
    /** One voucher type with its ordering details (`type`, amount bounds, variants, `published`); by id. */
    voucherType: paramCall(request, 'voucherType', 'id', idParam, voucherTypeDetailSchema),
    /** Shop products (`GET /v1/products`). */
    shopProducts: plainCall(request, 'shopProducts', shopProductsResultSchema),
    /** Creates a voucher order (`codes`: quantity 1 per line), never retried. */
    createOrder: bodyCall(request, 'createOrder', createOrderRequestSchema, createOrderResultSchema),
    /** Whether an order (by id) can still be cancelled. */
    orderInfo: paramCall(request, 'voucherOrderInfo', 'order_id', idParam, voucherOrderInfoSchema),
    /** Deletes (cancels) a voucher order by id, never retried. */
    deleteOrder: paramCall(request, 'deleteOrder', 'order_id', idParam, deleteOrderResultSchema),
  };
}
