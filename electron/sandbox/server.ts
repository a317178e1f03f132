// The built-in service's HTTP app: fault middleware, `/v1` routes of every area, the optional
// admin prefix `/__sandbox`, and error answers in each path's style.
import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../common/log';
import { adminRoutes, type AdminControl } from './admin/routes';
import { failure, MAX_BODY_BYTES } from './errors';
import type { createFaults } from './faults';
import { productionFlavour } from './flavour';
import { archiveRoutes } from './routes/archive';
import { chargeRoutes } from './routes/charge';
import { depotRoutes } from './routes/depot';
import { orderingRoutes } from './routes/ordering';
import { pdfRoutes } from './routes/pdf';
import { productRoutes } from './routes/products';
import { promoRoutes } from './routes/promo';
import { redeemRoutes } from './routes/redeem';
import { statisticsRoutes } from './routes/statistics';
import { voucherRoutes } from './routes/vouchers';
import type { ShortCodes } from './short-codes';
import type { SandboxDeps } from './types';

const tooLarge = (c: Context): never => {
  throw failure(c.req.path, 400, 'validation_error', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
};
const streamingLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * Refuses oversized bodies before they are read into memory. A declared Content-Length is checked
 * from the Node request's headers, which keeps @hono/node-server's direct body read (no web stream);
 * only a chunked body goes through Hono's counting `bodyLimit`.
 */
const limitBody: MiddlewareHandler = async (c, next) => {
  const headers = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.headers;
  const length = headers ? headers['content-length'] : c.req.header('content-length');
  const chunked = headers ? headers['transfer-encoding'] !== undefined : c.req.header('transfer-encoding') !== undefined;
  if (chunked) return streamingLimit(c, next);
  if (length !== undefined && Number(length) > MAX_BODY_BYTES) tooLarge(c);
  await next();
};

/** Route modules mounted by extra areas (ticketing), each under its own prefix. */
export interface MountedArea {
  prefix: string;
  routes: (deps: SandboxDeps) => Hono;
}

/** Options of the app. */
export interface AppOptions {
  deps: SandboxDeps;
  faults: ReturnType<typeof createFaults>;
  areas: readonly MountedArea[];
  shortCodes: ShortCodes;
  /** When set, `/__sandbox/...` is served. */
  admin?: AdminControl;
  logger?: Logger;
}

/** Builds the Hono app of the built-in service. */
export function createApp(opts: AppOptions): Hono {
  const { deps } = opts;
  const app = new Hono();
  app.use('/v1/*', opts.faults.middleware);
  if (deps.flavour === 'production') app.use('/v1/*', productionFlavour(deps));
  app.use('/pdf/*', opts.faults.middleware);
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/v1/*', limitBody);

  const v1 = new Hono();
  v1.route('/', voucherRoutes(deps, opts.shortCodes));
  for (const routes of [
    chargeRoutes,
    redeemRoutes,
    depotRoutes,
    promoRoutes,
    archiveRoutes,
    statisticsRoutes,
    orderingRoutes,
    productRoutes,
  ]) {
    v1.route('/', routes(deps));
  }
  app.route('/v1', v1);
  for (const area of opts.areas) app.route(area.prefix, area.routes(deps));
  app.route('/pdf', pdfRoutes(deps));
  if (opts.admin) app.route('/__sandbox', adminRoutes(opts.admin));

  app.notFound((c) => {
    throw failure(c.req.path, 404, 'not_found', `No such endpoint: ${c.req.method} ${c.req.path}`);
  });
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    opts.logger?.error('sandbox request failed', { path: c.req.path, error: String(err), stack: (err as Error).stack });
    return failure(c.req.path, 500, 'internal_error', 'Internal error of the built-in service.').getResponse();
  });
  return app;
}
