// The back office over HTTP: sign-in with a store login or the chain login (a PostgreSQL role),
// the office page (its own React bundle, out/office) and the JSON it reads: the chain month, a
// store day and a session's Z. Loopback unless TLS is given.
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { compress } from 'hono/compress';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { OfficeSessions } from './sessions';
import { readOfficeDay, readOfficeMonth, readOfficeSessionZ } from './answers';
import { readOfficeMe } from '../client/office-day';

export interface OfficeOptions {
  databaseUrl: string;
  host?: string;
  port?: number;
  tlsCert?: string;
  tlsKey?: string;
  /** The built office page (default: out/office of the project). */
  pageDir?: string;
}

export interface OfficeServer {
  url: string;
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const COOKIE = 'office_session';
const DEFAULT_PAGE_DIR = path.resolve(import.meta.dirname, '../../../out/office');

/** Refuses a non-loopback address without TLS. */
export function checkOfficeAddress(o: Pick<OfficeOptions, 'host' | 'tlsCert' | 'tlsKey'>): void {
  const host = o.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host) && !(o.tlsCert && o.tlsKey)) {
    throw new Error(`the back office listens on ${host} only with --tls-cert FILE --tls-key FILE (without them: loopback only)`);
  }
}

const thisMonth = () => new Date().toISOString().slice(0, 7);
const today = () => new Date().toISOString().slice(0, 10);
const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
const isMonth = (m: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(m);

export function officeApp(sessions: OfficeSessions, tls: boolean, pageDir = DEFAULT_PAGE_DIR): Hono {
  const app = new Hono();
  // CSRF: every POST carries the page's own header and, when the browser sends one, our Origin.
  app.use('*', async (c, next) => {
    if (c.req.method === 'POST') {
      const origin = c.req.header('origin');
      const host = c.req.header('host');
      if (c.req.header('x-office') !== '1' || (origin && host && new URL(origin).host !== host)) {
        return c.text('refused: not from the back office page', 403);
      }
    }
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'same-origin');
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'",
    );
    await next();
  });
  // The page's script and the month's JSON shrink to about a third over the wire (an office over TLS).
  app.use('*', compress());

  app.post('/sign-in', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { login?: unknown; password?: unknown };
    if (typeof body.login !== 'string' || typeof body.password !== 'string' || !body.login) return c.json({ ok: false }, 400);
    const address = getConnInfo(c).remote.address ?? 'unknown';
    const id = await sessions.signIn(body.login, body.password, address);
    if (!id) return c.json({ ok: false }, 401);
    setCookie(c, COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Strict', secure: tls });
    return c.json({ ok: true });
  });
  app.post('/sign-out', async (c) => {
    await sessions.signOut(getCookie(c, COOKIE));
    deleteCookie(c, COOKIE, { path: '/', secure: tls });
    return c.json({ ok: true });
  });

  /** The signed-in login's connection, or 401. JSON is never cached (it is the login's own). */
  const withSession = async (c: Context, then: (db: pg.PoolClient, login: string) => Promise<Response>): Promise<Response> => {
    c.header('Cache-Control', 'no-store');
    const s = sessions.get(getCookie(c, COOKIE));
    if (!s) return c.json({ signedIn: false }, 401);
    const db = await s.pool.connect();
    try {
      return await then(db, s.login);
    } finally {
      db.release();
    }
  };
  app.get('/api/me', (c) => withSession(c, async (db, login) => c.json(await readOfficeMe(db, login))));
  app.get('/api/month', (c) =>
    withSession(c, async (db) => {
      const month = c.req.query('month') ?? thisMonth();
      if (!isMonth(month)) return c.json({ error: 'month: YYYY-MM' }, 400);
      return c.json(await readOfficeMonth(db, month));
    }),
  );
  app.get('/api/day', (c) =>
    withSession(c, async (db) => {
      const store = c.req.query('store') ?? '';
      const day = c.req.query('day') ?? today();
      if (!isDay(day)) return c.json({ error: 'day: YYYY-MM-DD' }, 400);
      return c.json(await readOfficeDay(db, store, day));
    }),
  );
  app.get('/api/session', (c) =>
    withSession(c, async (db) => {
      const till = c.req.query('till') ?? '';
      if (!/^[0-9a-f-]{36}$/i.test(till)) return c.json({ error: 'till: a till id' }, 400);
      const z = await readOfficeSessionZ(db, till, c.req.query('session') ?? '');
      return z ? c.json(z) : c.json({ error: 'no such session you may read' }, 404);
    }),
  );
  app.all('/api/*', (c) => c.json({ error: 'not found' }, 404));

  // The page: its hashed assets kept a year, its one HTML for every other path (the page routes).
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: pageDir }));
  app.get('*', (c) => {
    const file = path.join(pageDir, 'index.html');
    if (!fs.existsSync(file)) return c.text('The office page is not built: npm run build', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(file, 'utf8'));
  });
  return app;
}

/** Starts the back office; resolves once it listens. */
export async function startOffice(o: OfficeOptions): Promise<OfficeServer> {
  checkOfficeAddress(o);
  const tls = Boolean(o.tlsCert && o.tlsKey);
  const sessions = new OfficeSessions(o.databaseUrl);
  const app = officeApp(sessions, tls, o.pageDir);
  const hostname = o.host ?? '127.0.0.1';
  const server = await new Promise<ServerType>((resolve) => {
    const s: ServerType = serve(
      {
        fetch: app.fetch,
        hostname,
        port: o.port ?? 0,
        ...(tls
          ? { createServer: https.createServer, serverOptions: { cert: fs.readFileSync(o.tlsCert!), key: fs.readFileSync(o.tlsKey!) } }
          : {}),
      },
      () => resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  const shown = hostname.includes(':') ? `[${hostname}]` : hostname;
  return {
    url: `${tls ? 'https' : 'http'}://${shown}:${port}/`,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await sessions.close();
    },
  };
}
