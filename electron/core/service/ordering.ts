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
  type CreateOrderRequest,
  type CreateOrderResult,
  type DeleteOrderResult,
  type ShopProductsResult,
  type VoucherOrderInfo,
  type VoucherTypeDetail,
  type VoucherTypesResult,
} from './wire';
import type { CallOptions, Requester } from './http';
import { bodyCall, paramCall, plainCall } from './calls';
import { idParam } from './input';

/** Client calls of the ordering area. */
export interface OrderingClient {
  /** All voucher types of the merchant (catalog). */
  voucherTypes(opts?: CallOptions): Promise<VoucherTypesResult>;
  /** One voucher type with its ordering details (`type`, amount bounds, variants, `published`). */
  voucherType(id: string, opts?: CallOptions): Promise<VoucherTypeDetail>;
  /** Shop products (`GET /v1/products`). */
  shopProducts(opts?: CallOptions): Promise<ShopProductsResult>;
  /** Creates a voucher order (`codes`: quantity 1 per line), never retried. */
  createOrder(body: CreateOrderRequest, opts?: CallOptions): Promise<CreateOrderResult>;
  /** Whether an order can still be cancelled. */
  orderInfo(orderId: string, opts?: CallOptions): Promise<VoucherOrderInfo>;
  /** Deletes (cancels) a voucher order, never retried. */
  deleteOrder(orderId: string, opts?: CallOptions): Promise<DeleteOrderResult>;
}

/** Builds the ordering area on a requester (the segment is filled in by the requester). */
export function orderingClient(request: Requester): OrderingClient {
  return {
    voucherTypes: plainCall(request, 'voucherTypes', voucherTypesResultSchema),
    voucherType: paramCall(request, 'voucherType', 'id', idParam, voucherTypeDetailSchema),
    shopProducts: plainCall(request, 'shopProducts', shopProductsResultSchema),
    createOrder: bodyCall(request, 'createOrder', createOrderRequestSchema, createOrderResultSchema),
    orderInfo: paramCall(request, 'voucherOrderInfo', 'order_id', idParam, voucherOrderInfoSchema),
    deleteOrder: paramCall(request, 'deleteOrder', 'order_id', idParam, deleteOrderResultSchema),
  };
}
