/**
 * Endpoint table (data only). Paths are relative to the base address and carry `{param}` placeholders;
 * `{segment}` is the configurable voucher-ordering segment (default `giftvoucher`). Every request also
 * carries the `apikey` query parameter (never logged). `errorStyle` says how failures arrive:
 * `text` = HTTP status with a plain-text body (voucher, depot, promo, archive), `json` = `{error_code, message}`.
 */

/** One row of the endpoint table. */
export interface EndpointSpec {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly errorStyle: 'text' | 'json';
}

/** Every endpoint the terminal speaks, keyed by `name`. */
export const endpoints = {
  hello: { name: 'hello', method: 'GET', path: '/v1/hello.json', errorStyle: 'text' },

  voucherInfo: { name: 'voucherInfo', method: 'GET', path: '/v1/vouchers/{code}/info.json', errorStyle: 'text' },
  chargeStatus: { name: 'chargeStatus', method: 'GET', path: '/v1/vouchers/{code}/charge_status.json', errorStyle: 'text' },
  charge: { name: 'charge', method: 'POST', path: '/v1/vouchers/{code}/charge.json', errorStyle: 'text' },
  cancelCharge: { name: 'cancelCharge', method: 'POST', path: '/v1/vouchers/{code}/cancel_charge.json', errorStyle: 'text' },
  voucherBalance: { name: 'voucherBalance', method: 'GET', path: '/v1/vouchers/{code}/balance.json', errorStyle: 'text' },
  redeem: { name: 'redeem', method: 'POST', path: '/v1/vouchers/{code}/redeem.json', errorStyle: 'text' },
  cancelRedemption: {
    name: 'cancelRedemption',
    method: 'POST',
    path: '/v1/vouchers/{code}/cancel_redemption.json',
    errorStyle: 'text',
  },
  redemptions: { name: 'redemptions', method: 'GET', path: '/v1/vouchers/redemptions.json', errorStyle: 'text' },
  voucherArchive: { name: 'voucherArchive', method: 'GET', path: '/v1/voucher_archives/{year}-{month}.json', errorStyle: 'text' },
  voucherStatistics: { name: 'voucherStatistics', method: 'GET', path: '/v1/vouchers/statistics.json', errorStyle: 'json' },
  voucherSalesStatistics: {
    name: 'voucherSalesStatistics',
    method: 'GET',
    path: '/v1/statistics/voucher_sales.json',
    errorStyle: 'json',
  },

  depotActivateStatus: {
    name: 'depotActivateStatus',
    method: 'GET',
    path: '/v1/depot_vouchers/{code}/activate_status.json',
    errorStyle: 'text',
  },
  depotActivate: { name: 'depotActivate', method: 'POST', path: '/v1/depot_vouchers/{code}/activate.json', errorStyle: 'text' },
  depotDeactivateStatus: {
    name: 'depotDeactivateStatus',
    method: 'GET',
    path: '/v1/depot_vouchers/{code}/deactivate_status.json',
    errorStyle: 'text',
  },
  depotDeactivate: { name: 'depotDeactivate', method: 'POST', path: '/v1/depot_vouchers/{code}/deactivate.json', errorStyle: 'text' },

  promoStatus: { name: 'promoStatus', method: 'GET', path: '/v1/promo_codes/{code}/status.json', errorStyle: 'text' },
  promoRedeem: { name: 'promoRedeem', method: 'POST', path: '/v1/promo_codes/{code}/redeem.json', errorStyle: 'text' },
  promoCancelRedemption: {
    name: 'promoCancelRedemption',
    method: 'POST',
    path: '/v1/promo_codes/{code}/cancel_redemption.json',
    errorStyle: 'text',
  },

  voucherTypes: { name: 'voucherTypes', method: 'GET', path: '/v1/{segment}/voucher_types', errorStyle: 'json' },
  voucherType: { name: 'voucherType', method: 'GET', path: '/v1/voucher_types/{id}', errorStyle: 'json' },
  createOrder: { name: 'createOrder', method: 'POST', path: '/v1/{segment}/voucher_orders.json', errorStyle: 'json' },
  voucherOrderInfo: {
    name: 'voucherOrderInfo',
    method: 'GET',
    path: '/v1/{segment}/voucher_orders/{order_id}.json',
    errorStyle: 'json',
  },
  deleteOrder: { name: 'deleteOrder', method: 'DELETE', path: '/v1/{segment}/voucher_orders/{order_id}.json', errorStyle: 'json' },
  shopProducts: { name: 'shopProducts', method: 'GET', path: '/v1/products', errorStyle: 'json' },

  ticketingProducts: { name: 'ticketingProducts', method: 'GET', path: '/v1/ticketing/products.json', errorStyle: 'json' },
  availabilities: {
    name: 'availabilities',
    method: 'GET',
    path: '/v1/ticketing/products/{id}/availabilities.json',
    errorStyle: 'json',
  },
  reserve: { name: 'reserve', method: 'POST', path: '/v1/ticketing/reservation.json', errorStyle: 'json' },
  cancelReservation: { name: 'cancelReservation', method: 'POST', path: '/v1/ticketing/cancel-reservation.json', errorStyle: 'json' },
  /** The only endpoint that takes the `Idempotency-Key` header. */
  book: { name: 'book', method: 'POST', path: '/v1/ticketing/booking.json', errorStyle: 'json' },
  cancelBooking: { name: 'cancelBooking', method: 'POST', path: '/v1/ticketing/cancel-booking.json', errorStyle: 'json' },
  checkin: { name: 'checkin', method: 'POST', path: '/v1/ticketing/tickets/{ticket_number}/checkin.json', errorStyle: 'json' },
  checkout: { name: 'checkout', method: 'POST', path: '/v1/ticketing/tickets/{ticket_number}/checkout.json', errorStyle: 'json' },
  ticketInfo: { name: 'ticketInfo', method: 'GET', path: '/v1/ticketing/tickets/{ticket_number}/info.json', errorStyle: 'json' },
  ticketOrders: { name: 'ticketOrders', method: 'GET', path: '/v1/ticketing/orders.json', errorStyle: 'json' },
  eventSalesSummary: {
    name: 'eventSalesSummary',
    method: 'GET',
    path: '/v1/ticketing/events/{id}/sales-summary.json',
    errorStyle: 'json',
  },
} as const satisfies Record<string, EndpointSpec>;

/** Name of an endpoint in the table. */
export type EndpointName = keyof typeof endpoints;
