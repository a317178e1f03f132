// HTTP routes of the ticketing area, mounted by the server at `/v1/ticketing`. Failures are JSON
// `{error_code, message}` thrown as HTTPException (the server's own handler answers them as they are).
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  availabilitiesQuerySchema,
  bookingRequestSchema,
  cancelBookingRequestSchema,
  cancelReservationRequestSchema,
  idempotencyKeySchema,
  reservationRequestSchema,
  ticketNumberSchema,
  ticketOrdersQuerySchema,
} from '../../core/service/wire';
import type { SandboxDeps } from '../types';
import { book, cancelBooking } from './booking';
import { listProducts, reachableProduct, merchantInfo, productTexts, requireApproved } from './catalog';
import { orderPdf, ticketPass, ticketPdf } from './downloads';
import { salesSummary } from './events';
import { bodyHash, claimKey, completeKey, releaseKey } from './idempotency';
import { listOrders } from './orders';
import { cancelReservation, reserve } from './reservations';
import { availabilities } from './slots';
import { checkin, checkout, ticketInfo } from './tickets';
import { badRequest, check, readJson, readQuery } from './util';

/** Options of the ticketing routes. */
export interface TicketingOptions {
  /**
   * Awaited while a booking holds its Idempotency-Key claim, before the booking is written: the
   * window in which a second request with the same key is `idempotency_in_progress`. Tests use it
   * to hold a request in flight; by default nothing is awaited.
   */
  whileBookingInFlight?: () => Promise<void>;
}

const IDEMPOTENCY_ENDPOINT = 'booking';

function file(c: Context, bytes: Buffer, type: string, name: string): Response {
  return c.body(new Uint8Array(bytes), 200, { 'content-type': type, 'content-disposition': `inline; filename="${name}"` });
}

/** The ticketing router (`/products.json`, `/reservation.json`, `/booking.json`, ...). */
export function ticketingRoutes(deps: SandboxDeps, options: TicketingOptions = {}): Hono {
  const { db, clock } = deps;
  const app = new Hono();
  const base = (): string => deps.baseUrl().replace(/\/+$/, '');

  app.get('/products.json', (c) => c.json(listProducts(db, deps.authenticate(c))));

  app.get('/products/:id/availabilities.json', (c) => {
    const key = deps.authenticate(c);
    const p = reachableProduct(db, key, c.req.param('id'));
    const q = readQuery(c, availabilitiesQuerySchema);
    const m = merchantInfo(db, key.merchantId);
    return c.json({
      company_name: m.name,
      product_name: productTexts(db, p, m.defaultLanguage).main.name,
      currency: m.currency,
      availabilities: availabilities(db, p, q.from, q.to, clock.now()),
    });
  });

  app.post('/reservation.json', async (c) => {
    const key = deps.authenticate(c);
    requireApproved(key);
    const { data } = await readJson(c, reservationRequestSchema);
    return c.json(reserve(db, key, data, clock.now()));
  });

  app.post('/cancel-reservation.json', async (c) => {
    const key = deps.authenticate(c);
    requireApproved(key);
    const { data } = await readJson(c, cancelReservationRequestSchema);
    return c.json(cancelReservation(db, key, data.reservation_id, clock.now()));
  });

  app.post('/booking.json', async (c) => {
    const key = deps.authenticate(c);
    requireApproved(key);
    const header = c.req.header('idempotency-key');
    if (header === undefined) throw badRequest('The Idempotency-Key header is required.');
    const idemKey = check(idempotencyKeySchema, header);
    const { raw, data } = await readJson(c, bookingRequestSchema);
    const claim = claimKey(db, key.merchantId, IDEMPOTENCY_ENDPOINT, idemKey, bodyHash(raw), clock.now());
    if (claim.kind === 'replay') {
      return c.body(claim.body, claim.status as ContentfulStatusCode, { 'content-type': 'application/json; charset=utf-8' });
    }
    let status = 200;
    let body: string;
    try {
      if (options.whileBookingInFlight) await options.whileBookingInFlight();
      body = JSON.stringify(book(db, key, data, clock.now(), base()));
    } catch (err) {
      if (!(err instanceof HTTPException) || err.status >= 500) {
        releaseKey(db, key.merchantId, IDEMPOTENCY_ENDPOINT, idemKey);
        throw err;
      }
      status = err.status;
      body = await err.getResponse().text();
    }
    completeKey(db, key.merchantId, IDEMPOTENCY_ENDPOINT, idemKey, status, body);
    return c.body(body, status as ContentfulStatusCode, { 'content-type': 'application/json; charset=utf-8' });
  });

  app.post('/cancel-booking.json', async (c) => {
    const key = deps.authenticate(c);
    requireApproved(key);
    const { data } = await readJson(c, cancelBookingRequestSchema);
    return c.json(cancelBooking(db, key, data.booking_id, clock.now()));
  });

  app.post('/tickets/:number/checkin.json', (c) => {
    const key = deps.authenticate(c);
    const number = check(ticketNumberSchema, c.req.param('number'));
    return c.json(checkin(db, key.merchantId, number, clock.now()));
  });

  app.post('/tickets/:number/checkout.json', (c) => {
    const key = deps.authenticate(c);
    const number = check(ticketNumberSchema, c.req.param('number'));
    return c.json(checkout(db, key.merchantId, number));
  });

  app.get('/tickets/:number/info.json', (c) => {
    const key = deps.authenticate(c);
    const number = check(ticketNumberSchema, c.req.param('number'));
    return c.json(ticketInfo(db, key.merchantId, number));
  });

  app.get('/orders.json', (c) => {
    const key = deps.authenticate(c);
    return c.json(listOrders(db, key.merchantId, readQuery(c, ticketOrdersQuerySchema)));
  });

  app.get('/events/:id/sales-summary.json', (c) => {
    const key = deps.authenticate(c);
    return c.json(salesSummary(db, key.merchantId, c.req.param('id')));
  });

  // Token-protected downloads: no apikey (§5.6).
  app.get('/downloads/:token/tickets.pdf', (c) => file(c, orderPdf(db, c.req.param('token')), 'application/pdf', 'tickets.pdf'));
  app.get('/downloads/:token/ticket.pdf', (c) => file(c, ticketPdf(db, c.req.param('token')), 'application/pdf', 'ticket.pdf'));
  app.get('/downloads/:token/ticket.pkpass', (c) =>
    file(c, ticketPass(db, c.req.param('token')), 'application/vnd.apple.pkpass', 'ticket.pkpass'),
  );

  return app;
}
