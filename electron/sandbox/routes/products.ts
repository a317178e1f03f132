// Shop products (`GET /v1/products`, §2.7).
import { Hono } from 'hono';
import type { SandboxDeps } from '../types';

/** Routes under /v1: products. */
export function productRoutes(deps: SandboxDeps): Hono {
  const app = new Hono();
  app.get('/products', (c) => {
    const key = deps.authenticate(c);
    const rows = deps.db.prepare('select body, updated_at from shop_products where merchant_id = ? order by id').all(key.merchantId) as {
      body: string;
      updated_at: string;
    }[];
    return c.json(rows.map((r) => ({ ...(JSON.parse(r.body) as Record<string, unknown>), updated_at: r.updated_at })));
  });
  return app;
}
