// The back office over HTTP against the run's PostgreSQL: a store login reads its own store only
// (row-level security, with plain SQL too), the session cookie's flags, the CSRF header on every
// POST, growing waits on wrong passwords, the page's JSON to signed-in logins only.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginPush, pushBatch } from '../../electron/back-office/client/push';
import { createChainUser, createManagerUser } from '../../electron/back-office/enrol';
import { checkOfficeAddress, startOffice, type OfficeServer } from '../../electron/back-office/office/server';
import type { OfficeDay, OfficeMe, OfficeMonth } from '../../electron/core/contract/office';
import { journalBatch, journalRow, startTestStore, type TestStore } from '../helpers/store-pg';

let st: TestStore;
let office: OfficeServer;
const tag = crypto.randomBytes(4).toString('hex');
const logins = { chain: `chain_${tag}`, thun: `mgr_thun_${tag}`, bern: `mgr_bern_${tag}` };
const passwords: Record<string, string> = {};

beforeAll(async () => {
  // A cluster of its own: logins are cluster-wide, and the backup test counts the shared cluster's.
  st = await startTestStore({ ownCluster: true });
  for (const store of ['thun', 'bern']) {
    const { link } = await st.enrol(store, 'Kasse 1');
    const till = await st.connectAs(link.url);
    await beginPush(till, { head: 100, backlog: 0, since: null, version: 'test' });
    const amount = store === 'thun' ? 123456 : 700;
    await pushBatch(till, link, journalBatch([journalRow(`${store}-1`, 1, { amount_cents: amount })]));
  }
  passwords.chain = await createChainUser(st.owner, logins.chain);
  passwords.thun = await createManagerUser(st.owner, 'thun', logins.thun);
  passwords.bern = await createManagerUser(st.owner, 'bern', logins.bern);
  const url = new URL(st.ownerUrl);
  url.username = '';
  url.password = '';
  office = await startOffice({ databaseUrl: url.toString() });
});
afterAll(async () => {
  await office?.close();
  await st?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = { 'x-office': '1' }) =>
  fetch(new URL(path, office.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function signIn(who: keyof typeof logins): Promise<string> {
  const r = await post('/sign-in', { login: logins[who], password: passwords[who] });
  expect(r.status).toBe(200);
  return r.headers.get('set-cookie')!.split(';')[0]!;
}

const get = async (path: string, cookie: string) => fetch(new URL(path, office.url), { headers: { cookie } });

describe('the back office', () => {
  it('a store login reads its own store only, with plain SQL too (row-level security)', async () => {
    const url = new URL(st.ownerUrl);
    url.username = logins.bern;
    url.password = passwords.bern!;
    const bern = await st.connectAs(url.toString());
    const count = async (sql: string) => Number((await bern.query<{ n: string }>(sql)).rows[0]!.n);
    expect(await count(`SELECT count(*) AS n FROM journal_rows WHERE store_id = 'thun'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM tills WHERE store_id = 'thun'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM stores WHERE id = 'thun'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM journal_rows`)).toBe(1);
    await expect(bern.query(`UPDATE journal_rows SET cashier = 'x'`)).rejects.toThrow(/permission denied/);
  });

  it('the session cookie is HttpOnly and SameSite=Strict; the page holds no password', async () => {
    const r = await post('/sign-in', { login: logins.chain, password: passwords.chain });
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^office_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toContain(passwords.chain!);
  });

  it('a POST without the back office header, or from another origin, is refused', async () => {
    expect((await post('/sign-in', { login: logins.chain, password: passwords.chain }, {})).status).toBe(403);
    const other = await post(
      '/sign-in',
      { login: logins.chain, password: passwords.chain },
      { 'x-office': '1', origin: 'https://evil.example' },
    );
    expect(other.status).toBe(403);
  });

  it('the chain login reads every store; a store login of another store reads none of it', async () => {
    const chain = await signIn('chain');
    expect(await (await get('/api/me', chain)).json()).toEqual({
      login: logins.chain,
      chain: true,
      stores: [
        { id: 'bern', name: 'bern' },
        { id: 'thun', name: 'thun' },
      ],
    });
    const month = (await (await get('/api/month?month=2026-11', chain)).json()) as OfficeMonth;
    expect(month.current.stores.map((s) => s.store)).toEqual(['bern', 'thun']);
    expect(month.current.stores.find((s) => s.store === 'thun')?.vouchersCents).toBe(123456);
    expect(month.previous).toEqual({ month: '2026-10', days: [], stores: [] });

    const bern = await signIn('bern');
    expect(((await (await get('/api/me', bern)).json()) as OfficeMe).stores).toEqual([{ id: 'bern', name: 'bern' }]);
    const seen = (await (await get('/api/month?month=2026-11', bern)).json()) as OfficeMonth;
    expect(seen.current.stores.map((s) => s.store)).toEqual(['bern']);
    const day = (await (await get('/api/day?store=thun&day=2026-11-25', bern)).json()) as OfficeDay;
    expect(day.tills).toEqual([]);
    expect(day.sessions).toEqual([]);
    expect(day.perMethod).toEqual([]);
  });

  it('answers JSON only to a signed-in login, never cached; the page for any other path', async () => {
    const r = await fetch(new URL('/api/month?month=2026-11', office.url));
    expect(r.status).toBe(401);
    const chain = await signIn('chain');
    const ok = await fetch(new URL('/api/day?store=thun&day=2026-11-25', office.url), {
      headers: { cookie: chain, 'accept-encoding': 'gzip' },
    });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(ok.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/api/day?store=thun&day=25.11.2026', chain)).status).toBe(400);
    expect((await get('/api/session?till=x&session=y', chain)).status).toBe(400);
    const page = await fetch(new URL('/day?store=thun', office.url));
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect([200, 503]).toContain(page.status);
  });

  it('a wrong password waits longer each time', async () => {
    const timed = async () => {
      const t = Date.now();
      expect((await post('/sign-in', { login: logins.thun, password: 'wrong' })).status).toBe(401);
      return Date.now() - t;
    };
    const first = await timed();
    const second = await timed();
    expect(first).toBeGreaterThanOrEqual(450);
    expect(second).toBeGreaterThanOrEqual(950);
    expect(second).toBeGreaterThan(first);
  });

  it('listens beyond loopback only with TLS', () => {
    expect(() => checkOfficeAddress({ host: '0.0.0.0' })).toThrow(/--tls-cert/);
    expect(() => checkOfficeAddress({ host: '0.0.0.0', tlsCert: 'c', tlsKey: 'k' })).not.toThrow();
    expect(() => checkOfficeAddress({})).not.toThrow();
  });
});
