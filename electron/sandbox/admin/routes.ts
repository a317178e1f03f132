// Admin prefix `/__sandbox/...` (only when started with admin on; never under /v1): faults, clock,
// reset, keys, short codes and archive corrections over HTTP, for fault suites and trainers running the service as a process.
import { Hono } from 'hono';
import { z } from 'zod';
import { monthSchema, voucherCodeSchema } from '../../core/service/wire';
import { jsonError, readBody } from '../errors';
import type { FaultControl } from '../faults';
import type { SandboxClock } from '../types';

/** What the admin routes control. */
export interface AdminControl {
  clock: SandboxClock;
  faults: FaultControl;
  reset(): void;
  keys(): Record<string, string>;
  /** Books a back-dated correction into a month's archive (and the voucher's balance). */
  bookCorrection(code: string, month: string, deltaInCents: number): number;
  /** Issues a short code for a voucher code of m-demo (or `merchant_id`). */
  issueShortCode(code: string, merchantId?: string, ttlMs?: number): { shortCode: string; expiresAt: Date };
}

// Admin-only shapes (not part of the service interface, so not in core/service/wire).
const faultBodySchema = z.object({
  method: z.string().optional(),
  path: z.string().min(1),
  /** Treat `path` as a regular expression instead of a `*` pattern. */
  regex: z.boolean().optional(),
  latencyMs: z.number().int().nonnegative().optional(),
  status: z.number().int().min(200).max(599).optional(),
  dropAfterCommit: z.boolean().optional(),
  dropBeforeCommit: z.boolean().optional(),
  times: z.number().int().positive().optional(),
});

const shortCodeBodySchema = z.object({
  code: voucherCodeSchema,
  merchant_id: z.string().min(1).optional(),
  ttl_ms: z.number().int().positive().optional(),
});

const correctionBodySchema = z.object({
  code: voucherCodeSchema,
  month: monthSchema,
  delta_in_cents: z.number().int(),
});

const clockBodySchema = z.union([
  z.object({ advance_ms: z.number().int() }),
  z.object({ set: z.iso.datetime({ offset: true, local: true }).nullable() }),
]);

/** Builds the admin routes. */
export function adminRoutes(ctl: AdminControl): Hono {
  const app = new Hono();
  app.get('/faults', (c) => c.json(ctl.faults.list()));
  app.post('/faults', async (c) => {
    const { regex, path, ...rest } = await readBody(c, faultBodySchema);
    const id = ctl.faults.add({ ...rest, path: regex ? new RegExp(path) : path });
    return c.json({ id }, 201);
  });
  app.delete('/faults', (c) => {
    ctl.faults.clear();
    return c.json({});
  });
  app.delete('/faults/:id', (c) => c.json({ removed: ctl.faults.remove(c.req.param('id')) }));
  app.get('/clock', (c) => c.json({ now: ctl.clock.now().toISOString() }));
  app.post('/clock', async (c) => {
    const body = await readBody(c, clockBodySchema);
    if ('advance_ms' in body) ctl.clock.advance(body.advance_ms);
    else ctl.clock.set(body.set === null ? null : new Date(body.set));
    return c.json({ now: ctl.clock.now().toISOString() });
  });
  app.post('/reset', (c) => {
    ctl.reset();
    return c.json({});
  });
  app.get('/keys', (c) => c.json(ctl.keys()));
  app.post('/corrections', async (c) => {
    const body = await readBody(c, correctionBodySchema);
    try {
      return c.json({ code: body.code, balance_in_cents: ctl.bookCorrection(body.code, body.month, body.delta_in_cents) }, 201);
    } catch (err) {
      throw jsonError(404, 'not_found', (err as Error).message);
    }
  });
  app.post('/short_codes', async (c) => {
    const body = await readBody(c, shortCodeBodySchema);
    const issued = ctl.issueShortCode(body.code, body.merchant_id, body.ttl_ms);
    return c.json({ short_code: issued.shortCode, code: body.code, expires_at: issued.expiresAt.toISOString() }, 201);
  });
  return app;
}
