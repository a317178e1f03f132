/**
 * Client of the voucher/ticketing service. No state beyond its settings; one instance per core.
 *
 * Usage (operations get it as `rt.service`):
 *
 *   const client = createServiceClient({ baseUrl, apiKey, logger });     // orderingSegment, fetch, timeouts, retry optional
 *   const info = await client.vouchers.info('abcd-efgh-jklm');           // codes: any case, dashes optional
 *   const res = await client.vouchers.redeem(code, { amount_in_cents: 500 });   // sent once, never retried
 *   const b = await client.ticketing.book(body, journalRow.idempotencyKey);     // retried only with this key
 *   try { … } catch (err) {
 *     if (isServiceError(err)) {
 *       err.kind;     // 'invalid_request' | 'refused' | 'unavailable' | 'timeout' | 'network' | 'schema'
 *       err.outcome;  // 'not_applied' | 'unknown'  -> value step journaled `failed` vs `uncertain` (isUncertain(err))
 *       err.code;     // service `error_code` or derived ('bad_request', 'not_found', 'connect_timeout', ...)
 *       err.serviceMessage; // the service's own sentence (plain text or JSON) for the cashier, if any
 *       throw toCoreError(err, true);   // maps onto the contract's closed error set
 *     }
 *   }
 *
 * Areas: `vouchers` (hello, info, chargeStatus, balance, charge, cancelCharge, cancelChargeLegacy,
 * redeem, cancelRedemption, redemptions, archive, statistics, salesStatistics), `depot`
 * (activateStatus, activate, deactivateStatus, deactivate), `promo` (status, redeem,
 * cancelRedemption), `ordering` (voucherTypes, voucherType, shopProducts, createOrder, orderInfo,
 * deleteOrder), `ticketing` (products, availabilities, reserve, cancelReservation, book,
 * cancelBooking, checkin, checkout, ticketInfo, orders, eventSalesSummary). Every method takes an
 * optional last `CallOptions` ({signal, timeouts, attempts}).
 * Answers are the parsed wire types (`./wire`); voucher `code` fields come back normalised.
 */
import type { Logger } from '../../common/log';
import { DEFAULT_ORDERING_SEGMENT } from './wire';
import type { ServiceError } from './errors';
import { createRequester, defaultTimeouts, type FetchLike, type RetryPolicy, type Timeouts } from './http';
import { depotClient, type DepotClient } from './depot';
import { orderingClient, type OrderingClient } from './ordering';
import { promoClient, type PromoClient } from './promo';
import { ticketingClient, type TicketingClient } from './ticketing';
import { vouchersClient, type VouchersClient } from './vouchers';

export { ServiceError, isServiceError, isUncertain, normalizeError, toCoreError } from './errors';
export { sameAmountAnswer, sameVoucherAnswer } from './code-calls';
export type { ServiceErrorKind, ServiceOutcome } from './errors';
export type { CallOptions, FetchLike, RetryPolicy, Timeouts } from './http';
export type { DepotClient, OrderingClient, PromoClient, TicketingClient, VouchersClient };

/** Settings of a service client. */
export interface ServiceClientOptions {
  /** Base address, e.g. `http://127.0.0.1:4010` (a path prefix is allowed). */
  baseUrl: string;
  /** Sent as the `apikey` query parameter; never logged. */
  apiKey: string;
  /** Voucher-ordering path segment; default `giftvoucher`. */
  orderingSegment?: string;
  fetch?: FetchLike;
  timeouts?: Partial<Timeouts>;
  retry?: Partial<RetryPolicy>;
  logger: Logger;
}

/** The client, grouped by area. */
export interface ServiceClient {
  /** The base URL this client talks to (no key). */
  readonly baseUrl: string;
  /** The longest a value request waits for its answer before it counts as unanswered (connect + read timeout). */
  readonly requestTimeoutMs: number;
  /**
   * Observes every attempt (success: `undefined`; failure: the ServiceError); returns the
   * unsubscribe function. The connectivity monitor uses it to react at once to a lost service.
   */
  observe(listener: (error: ServiceError | undefined) => void): () => void;
  /** Connectivity probe: resolves when `GET /v1/hello.json` answers `OK` (one attempt). */
  hello(opts?: { signal?: AbortSignal; timeouts?: Partial<Timeouts> }): Promise<void>;
  vouchers: VouchersClient;
  depot: DepotClient;
  promo: PromoClient;
  ordering: OrderingClient;
  ticketing: TicketingClient;
}

/** Creates a service client. Throws when the ordering segment is not a plain path segment. */
export function createServiceClient(opts: ServiceClientOptions): ServiceClient {
  const orderingSegment = opts.orderingSegment?.trim() || DEFAULT_ORDERING_SEGMENT;
  if (!/^[A-Za-z0-9_.-]+$/.test(orderingSegment) || orderingSegment.startsWith('.')) {
    throw new Error('The voucher-ordering path segment may hold only letters, digits, "-", "_" and ".".');
  }
  const observers = new Set<(error: ServiceError | undefined) => void>();
  const request = createRequester({
    baseUrl: opts.baseUrl,
    apiKey: opts.apiKey,
    orderingSegment,
    fetch: opts.fetch,
    timeouts: opts.timeouts,
    retry: opts.retry,
    logger: opts.logger,
    onAttempt: (error) => {
      for (const o of [...observers]) o(error);
    },
  });
  const vouchers = vouchersClient(request);
  const timeouts = { ...defaultTimeouts, ...opts.timeouts };
  return {
    baseUrl: opts.baseUrl,
    requestTimeoutMs: timeouts.connectMs + timeouts.readMs,
    observe(listener) {
      observers.add(listener);
      return () => observers.delete(listener);
    },
    hello: async (o) => {
      await vouchers.hello({ ...o, attempts: 1 });
    },
    vouchers,
    depot: depotClient(request),
    promo: promoClient(request),
    ordering: orderingClient(request),
    ticketing: ticketingClient(request),
  };
}
