// The back office over HTTP: sign-in with a store login or the chain login (a PostgreSQL role),
// the chain month and the store day as pages and CSV. Loopback unless TLS is given.
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { readChainMonth } from '../client/chain';
import { readStoreDay } from '../client/store-day';
import { OfficeSessions } from './sessions';
import { langOf, wordsOf, type Lang } from './strings';
import { chainMonthTable, storeDayTables, tableCsv, type Table } from './tables';
import { note, OFFICE_JS, shell, signInBody, tableHtml, esc } from './page';

export interface OfficeOptions {
  databaseUrl: string;
  host?: string;
  port?: number;
  tlsCert?: string;
  tlsKey?: string;
}

export interface OfficeServer {
  url: string;
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const COOKIE = 'office_session';

/** Refuses a non-loopback address without TLS. */
export function checkOfficeAddress(o: Pick<OfficeOptions, 'host' | 'tlsCert' | 'tlsKey'>): void {
  const host = o.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host) && !(o.tlsCert && o.tlsKey)) {
    throw new Error(`the back office listens on ${host} only with --tls-cert FILE --tls-key FILE (without them: loopback only)`);
  }
}

const thisMonth = () => new Date().toISOString().slice(0, 7);
const today = () => new Date().toISOString().slice(0, 10);

export function officeApp(sessions: OfficeSessions, tls: boolean): Hono {
  const app = new Hono();
  const langFor = (c: Context): Lang => {
    const asked = c.req.query('lang');
    if (asked) {
      setCookie(c, 'office_lang', langOf(asked), { path: '/', sameSite: 'Strict', secure: tls, httpOnly: true });
      return langOf(asked);
    }
    return langOf(getCookie(c, 'office_lang') ?? c.req.header('accept-language')?.slice(0, 2));
  };
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
      "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'",
    );
    await next();
  });
  app.get('/office.js', (c) => c.body(OFFICE_JS, 200, { 'content-type': 'text/javascript; charset=utf-8' }));

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

  /** The signed-in login's pool, or the sign-in page. */
  const withSession = async (c: Context, then: (db: pg.PoolClient, lang: Lang) => Promise<Response>): Promise<Response> => {
    const lang = langFor(c);
    const s = sessions.get(getCookie(c, COOKIE));
    if (!s) return c.html(shell(lang, signInBody(lang), false), c.req.path === '/' ? 200 : 401);
    const db = await s.pool.connect();
    try {
      return await then(db, lang);
    } finally {
      db.release();
    }
  };
  const csv = (c: Context, t: Table) =>
    c.body(tableCsv(t), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${t.name.replace(/[^A-Za-z0-9_.-]/g, '_')}.csv"`,
    });
  const monthOf = (c: Context) => c.req.query('month') ?? thisMonth();
  const dayQuery = (c: Context) => ({ store: c.req.query('store') ?? '', day: c.req.query('day') ?? today() });

  app.get('/', (c) =>
    withSession(c, async (pool, lang) => {
      const w = wordsOf(lang);
      const month = monthOf(c);
      const m = await readChainMonth(pool, month);
      const t = chainMonthTable(m, lang);
      const body =
        `<h1>${esc(w.chainMonth)}</h1><form method="get"><label>${esc(w.month)} <input type="month" name="month" value="${esc(month)}"></label> <button>${esc(w.show)}</button></form>` +
        (m.stores.length === 0
          ? note(w.noneMonth)
          : tableHtml(t, lang, `${w.chainMonth} ${month}`, `/month.csv?month=${encodeURIComponent(month)}`, {
              total: (r) => r[1] === w.monthTotal,
              link: (r) => (r[1] === w.monthTotal ? null : `/day?store=${encodeURIComponent(String(r[0]))}&day=${String(r[1])}`),
            }));
      return c.html(shell(lang, body, true));
    }),
  );
  app.get('/month.csv', (c) => withSession(c, async (pool, lang) => csv(c, chainMonthTable(await readChainMonth(pool, monthOf(c)), lang))));

  app.get('/day', (c) =>
    withSession(c, async (pool, lang) => {
      const w = wordsOf(lang);
      const { store, day } = dayQuery(c);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return c.text('day: YYYY-MM-DD', 400);
      const d = await readStoreDay(pool, store, day);
      const [sessionsT, methodsT] = storeDayTables(d, store, day, lang);
      const q = `store=${encodeURIComponent(store)}&day=${day}`;
      const empty = d.tills.length === 0 && d.sessions.length === 0 && d.perMethod.length === 0;
      const body =
        `<h1>${esc(w.storeDay)}: ${esc(store)}, ${esc(day)}</h1><p><a href="/?month=${day.slice(0, 7)}">${esc(w.chainMonth)}</a></p>` +
        (empty
          ? note(w.noneDay)
          : tableHtml(sessionsT!, lang, w.tillSessions, `/day.csv?${q}&table=sessions`) +
            tableHtml(methodsT!, lang, w.perMethod, `/day.csv?${q}&table=methods`));
      return c.html(shell(lang, body, true));
    }),
  );
  app.get('/day.csv', (c) =>
    withSession(c, async (pool, lang) => {
      const { store, day } = dayQuery(c);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return c.text('day: YYYY-MM-DD', 400);
      const tables = storeDayTables(await readStoreDay(pool, store, day), store, day, lang);
      return csv(c, c.req.query('table') === 'methods' ? tables[1]! : tables[0]!);
    }),
  );
  return app;
}

/** Starts the back office; resolves once it listens. */
export async function startOffice(o: OfficeOptions): Promise<OfficeServer> {
  checkOfficeAddress(o);
  const tls = Boolean(o.tlsCert && o.tlsKey);
  const sessions = new OfficeSessions(o.databaseUrl);
  const app = officeApp(sessions, tls);
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
