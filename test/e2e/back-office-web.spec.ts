// The back office in Chromium against the embedded PostgreSQL: three tills (two of thun, one of
// bern) push a day with a closed session, its Z and its money facts; the chain login reads the
// month and thun's day, whose figures equal the tills' Zs, and downloads CSVs holding the figures
// of the page; a store login of bern sees nothing of thun (the page says so); a wrong password
// waits longer each time. E2E_SCREENSHOTS=1 keeps a picture of each page at 1024 and 1440 wide.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { beginPush, pushBatch } from '../../electron/back-office/client/push';
import { createChainUser, createManagerUser } from '../../electron/back-office/enrol';
import { startOffice, type OfficeServer } from '../../electron/back-office/office/server';
import type { OrderReplica, TenderReplica } from '../../electron/back-office/client/replica';
import type { StoreLink } from '../../electron/back-office/client/link';
import { finishSplit, orderFacts, splitOf } from '../../electron/core/money';
import type { SessionReport } from '../../electron/core/contract';
import { orderFactReplicas, startTestStore, type TestStore } from '../helpers/store-pg';

let st: TestStore;
let office: OfficeServer;
const day = '2026-11-25';
const tag = Math.random().toString(36).slice(2, 8);
const chain = { login: `chain_${tag}`, password: '' };
const bern = { login: `mgr_bern_${tag}`, password: '' };
let thunTill = '';

interface Sale {
  tenders: Array<{ method: string; kind: 'cash' | 'card'; cents: number }>;
  change?: number;
}

/** A till's day: its sales in one session, closed with `counted`; pushed with its Z and money facts. */
async function pushTillDay(link: StoreLink, cashier: string, sales: Sale[], float: number, counted: number): Promise<SessionReport> {
  const c = await st.connectAs(link.url);
  await beginPush(c, { head: 100, backlog: 0, since: null, version: 'e2e' });
  let version = 10;
  const at = `${day}T10:00:00.000Z`;
  const closedAt = `${day}T18:00:00.000Z`;
  const base = { session_local_id: 's-1', currency: 'CHF', cashier, business_day: day };
  const orders: OrderReplica[] = [];
  const tenders: TenderReplica[] = [];
  for (const [i, s] of sales.entries()) {
    const paid = s.tenders.reduce((n, t) => n + t.cents, 0);
    const order: OrderReplica = {
      ...base,
      version: (version += 1),
      local_id: `o-${i}`,
      state: 'finished',
      total_cents: paid - (s.change ?? 0),
      created_at: at,
      updated_at: at,
      change_cents: s.change ?? 0,
      rounding_cents: 0,
      finished_at: at,
    };
    orders.push(order);
    for (const [j, t] of s.tenders.entries())
      tenders.push({
        ...base,
        version: (version += 1),
        local_id: `t-${i}-${j}`,
        order_local_id: order.local_id,
        state: 'taken',
        method: t.method,
        method_kind: t.kind,
        amount_cents: t.cents,
        code_masked: null,
        code_hash: null,
        journal_local_id: null,
        created_at: at,
      });
  }
  // The till's Z: its money module's split of the same sales (as the till stores and prints it).
  const facts = orders.flatMap((o) =>
    orderFacts({
      state: 'finished',
      tenders: tenders
        .filter((t) => t.order_local_id === o.local_id)
        .map((t) => ({ method: t.method, kind: t.method_kind as 'cash' | 'card', amountCents: t.amount_cents })),
      changeCents: o.change_cents,
      roundingCents: 0,
      cashMethod: 'cash',
      lines: [{ kind: 'goods', amountCents: o.total_cents }],
    }),
  );
  const split = finishSplit(splitOf(facts));
  const expected = float + split.cash.netCents;
  const z = {
    kind: 'z',
    session: { id: 's-1', number: 7, state: 'closed', openedAt: at, openedBy: cashier, closedAt, closedBy: cashier, day },
    generatedAt: closedAt,
    currency: 'CHF',
    openItems: [],
    drawer: { floatCents: float, expectedCents: expected, countedCents: counted, differenceCents: counted - expected },
    split,
    byCashier: [{ cashier, expectedCashCents: split.cash.netCents, split }],
    drawerOpenings: [{ at, actor: cashier, reason: 'Wechselgeld' }],
    orders: [],
  } as unknown as SessionReport;
  await pushBatch(c, link, {
    journal: [],
    audit: [],
    orders,
    lines: [],
    tenders,
    sessions: [
      {
        local_id: 's-1',
        version: 100,
        state: 'closed',
        cashier,
        business_day: day,
        opened_at: at,
        closed_at: closedAt,
        opening_float_cents: float,
        expected_cash_cents: expected,
        counted_cash_cents: counted,
        difference_cents: counted - expected,
        z_number: 7,
        z_snapshot: z as unknown as Record<string, unknown>,
        close_reason: 'counted',
        closed_by: cashier,
      },
    ],
    drawerOpenings: [
      { local_id: 's-1:1', version: 100, session_local_id: 's-1', at, actor: cashier, reason: 'Wechselgeld', business_day: day },
    ],
    moneyFacts: orders.flatMap((o) =>
      orderFactReplicas(
        o,
        tenders.filter((t) => t.order_local_id === o.local_id),
      ),
    ),
    lastSeq: 100,
    backlogAfter: 0,
    backlogSince: null,
  });
  await c.end();
  return z;
}

test.beforeAll(async () => {
  st = await startTestStore();
  const thun1 = (await st.enrol('thun', 'Kasse 1')).link;
  thunTill = thun1.tillId;
  const thun2 = (await st.enrol('thun', 'Kasse 2')).link;
  const bern1 = (await st.enrol('bern', 'Kasse 1')).link;
  await pushTillDay(
    thun1,
    'Ben',
    [{ tenders: [{ method: 'cash', kind: 'cash', cents: 2000 }] }, { tenders: [{ method: 'card', kind: 'card', cents: 3550 }] }],
    10000,
    11950,
  );
  await pushTillDay(thun2, 'Lea', [{ tenders: [{ method: 'cash', kind: 'cash', cents: 5000 }], change: 1230 }], 20000, 23770);
  await pushTillDay(bern1, 'Max', [{ tenders: [{ method: 'card', kind: 'card', cents: 9900 }] }], 15000, 15000);
  chain.password = await createChainUser(st.owner, chain.login);
  bern.password = await createManagerUser(st.owner, 'bern', bern.login);
  const url = new URL(st.ownerUrl);
  url.username = '';
  url.password = '';
  office = await startOffice({ databaseUrl: url.toString() });
});
test.afterAll(async () => {
  await office?.close();
  await st?.close();
});

async function signIn(page: Page, who: { login: string; password: string }, lang = 'de'): Promise<void> {
  await page.goto(`${office.url}?lang=${lang}`);
  await page.getByLabel(/Login|Identifiant/).fill(who.login);
  await page.getByLabel(/Passwort|Mot de passe/).fill(who.password);
  await page.getByRole('button', { name: /Anmelden|Se connecter/ }).click();
  await expect(page.getByRole('button', { name: /Abmelden|Se déconnecter/ })).toBeVisible();
}

/** Pictures of the page at both widths, when asked (E2E_SCREENSHOTS=1), under test-results/office. */
async function pictures(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/office/${name}-${width}.png`, fullPage: true });
  }
}

const chf = (units: string) => `CHF\u00a0${units}`;

/** Clicks a table's CSV button and reads the file. */
async function csvOf(page: Page, caption: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `CSV für Excel: ${caption}` }).click();
  const bytes = fs.readFileSync((await (await download).path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString('utf8').slice(1);
}

test('the chain login reads the month and a store day equal to the tills\u2019 Zs; the CSVs hold the page\u2019s figures', async ({
  page,
}) => {
  await signIn(page, chain);
  await page.goto(`${office.url}?month=2026-11`);
  const stores = page.locator('table[data-table="chain-2026-11-stores"]');
  // thun: the Zs of its two tills (cash 20.00 + 37.70, card 35.50) and their differences (-0.50, 0.00);
  // goods only were sold, so the only column of what was sold is goods.
  const thun = stores.locator('tbody tr.total', { hasText: 'thun' }).locator('td');
  await expect(thun).toHaveText([
    'thun',
    '2026-11',
    '3',
    chf('93.20'),
    chf('93.20'),
    chf('57.70'),
    chf('35.50'),
    chf('0.00'),
    chf('0.00'),
    chf('0.00'),
    chf('0.00'),
    '2',
    chf('-0.50'),
  ]);
  // The month before stands beside each store's month (empty here).
  await expect(stores.locator('tbody tr', { hasText: '2026-10' })).toHaveCount(2);
  await expect(page.getByRole('figure', { name: 'Umsatz pro Tag' }).locator('svg').first()).toBeVisible();
  await pictures(page, 'chain-month');
  const monthCsv = await csvOf(page, 'Filialen, dieser Monat und der Vormonat');
  expect(monthCsv).toContain('thun;2026-11;3;93.20;93.20;57.70;35.50;0.00;0.00;0.00;0.00;2;-0.50\r\n');
  expect(monthCsv).toContain('bern;2026-11;1;99.00;99.00;');

  await page.locator('table[data-table="chain-2026-11-days"]').getByRole('link', { name: day }).first().click();
  await expect(page.locator('h1')).toHaveText(`Tag der Filiale: bern, ${day}`);
  await page.getByLabel('Filiale').selectOption('thun');
  const sessions = page.locator(`table[data-table="sessions-thun-${day}"] tbody tr`);
  await expect(sessions).toHaveCount(2);
  // Each session as its till's Z tells it: float, expected, counted, difference, drawer openings, who closed.
  const row = (till: string) => sessions.filter({ hasText: till }).locator('td');
  await expect(row('Kasse 1').nth(6)).toHaveText(chf('100.00'));
  await expect(row('Kasse 1').nth(7)).toHaveText(chf('120.00'));
  await expect(row('Kasse 1').nth(8)).toHaveText(chf('119.50'));
  await expect(row('Kasse 1').nth(9)).toHaveText(chf('-0.50'));
  await expect(row('Kasse 1').nth(10)).toHaveText('1');
  await expect(row('Kasse 1').nth(11)).toHaveText('Ben');
  await expect(row('Kasse 2').nth(7)).toHaveText(chf('237.70'));
  const cashiers = page.locator(`table[data-table="cashiers-thun-${day}"] tbody tr`);
  await expect(cashiers.filter({ hasText: 'Lea' }).locator('td').nth(1)).toHaveText(chf('37.70'));
  await expect(page.locator(`table[data-table="tills-thun-${day}"] tbody tr`)).toHaveCount(2);
  await pictures(page, 'store-day');
  const sessionsCsv = await csvOf(page, 'Kassensitzungen');
  expect(sessionsCsv).toMatch(/Kasse 1;7;geschlossen;Ben;[^;]+;[^;]+;100\.00;120\.00;119\.50;-0\.50;1;Ben\r\n/);

  // Kasse 2's Z as the till printed it: the same figures as the store day.
  await row('Kasse 2').first().getByRole('link').click();
  const z = page.getByTestId('office-z');
  await expect(z.locator('[data-key="drawer.expected"] td').last()).toHaveText(chf('237.70'));
  await expect(z.locator('[data-key="drawer.counted"] td').last()).toHaveText(chf('237.70'));
  await expect(z.locator('[data-key="method.cash.cash"] td').last()).toHaveText(chf('37.70'));
  await expect(page.locator('table[data-table$="-facts"] td').first()).toHaveText(chf('37.70'));
  await pictures(page, 'session-z');
  const zCsv = await csvOf(page, 'Z, wie die Kasse ihn gedruckt hat');
  expect(zCsv).toContain('drawer.expected;Soll;;237.70\r\n');
});

test('a store login of another store sees none of it, and the page says so', async ({ page }) => {
  await signIn(page, bern, 'fr');
  await page.goto(`${office.url}?month=2026-11`);
  await expect(page.locator('h1')).toHaveText('Mois de la chaîne 2026-11');
  await expect(page.locator('table[data-table="chain-2026-11-stores"]')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('thun');
  await page.goto(`${office.url}day?store=thun&day=${day}`);
  await expect(page.getByRole('status')).toHaveText('Rien de ce magasin ce jour-là que vous puissiez voir.');
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await pictures(page, 'store-day-none');
  await page.goto(`${office.url}session?till=${thunTill}&session=s-1`);
  await expect(page.getByRole('status')).toHaveText('Aucune session de ce nom que vous puissiez voir.');
  await expect(page.getByTestId('office-z')).toHaveCount(0);
});

test('a wrong password waits longer each time', async ({ page }) => {
  await page.goto(`${office.url}?lang=en`);
  const waits: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    await page.getByLabel('Login').fill(chain.login);
    await page.getByLabel('Password').fill(`wrong-${i}`);
    const t = Date.now();
    const answer = page.waitForResponse((r) => r.url().endsWith('/sign-in'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).status()).toBe(401);
    waits.push(Date.now() - t);
  }
  await expect(page.getByRole('alert')).toHaveText('Login or password wrong. Wait a moment and try again.');
  await pictures(page, 'sign-in');
  expect(waits[0]).toBeGreaterThanOrEqual(450);
  expect(waits[1]).toBeGreaterThanOrEqual(950);
  expect(waits[2]).toBeGreaterThanOrEqual(1950);
});
