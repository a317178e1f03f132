// The back office in Chromium against the embedded PostgreSQL: a till of thun pushes a finished
// sale and its closed session; the chain login reads the month and thun's day and downloads the
// CSV with the page's figures; a store login of bern sees nothing of thun (the page says so); a
// wrong password waits longer each time.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { beginPush, pushBatch } from '../../electron/back-office/client/push';
import { createChainUser, createManagerUser } from '../../electron/back-office/enrol';
import { startOffice, type OfficeServer } from '../../electron/back-office/office/server';
import type { OrderReplica, TenderReplica } from '../../electron/back-office/client/replica';
import { orderFactReplicas, startTestStore, type TestStore } from '../helpers/store-pg';

let st: TestStore;
let office: OfficeServer;
const day = '2026-11-25';
const tag = Math.random().toString(36).slice(2, 8);
const chain = { login: `chain_${tag}`, password: '' };
const bern = { login: `mgr_bern_${tag}`, password: '' };

test.beforeAll(async () => {
  st = await startTestStore();
  await st.enrol('bern', 'Kasse 1');
  const { link } = await st.enrol('thun', 'Kasse 1');
  const c = await st.connectAs(link.url);
  await beginPush(c, { head: 3, backlog: 0, since: null, version: 'e2e' });
  const at = `${day}T10:00:00.000Z`;
  const base = { version: 2, session_local_id: 's-1', currency: 'CHF', cashier: 'Ben', business_day: day };
  const orders: OrderReplica[] = [
    {
      ...base,
      local_id: 'o-1',
      state: 'finished',
      total_cents: 2000,
      created_at: at,
      updated_at: at,
      change_cents: 0,
      rounding_cents: 0,
      finished_at: at,
    },
  ];
  const tenders: TenderReplica[] = [
    {
      ...base,
      local_id: 't-1',
      order_local_id: 'o-1',
      state: 'taken',
      method: 'cash',
      method_kind: 'cash',
      amount_cents: 2000,
      code_masked: null,
      code_hash: null,
      journal_local_id: null,
      created_at: at,
    },
  ];
  await pushBatch(c, link, {
    journal: [],
    audit: [],
    orders,
    lines: [],
    tenders,
    sessions: [
      {
        local_id: 's-1',
        version: 3,
        state: 'closed',
        cashier: 'Ben',
        business_day: day,
        opened_at: at,
        closed_at: at,
        opening_float_cents: 10000,
        expected_cash_cents: 12000,
        counted_cash_cents: 11950,
        difference_cents: -50,
        z_number: 4,
        z_snapshot: {},
        close_reason: 'counted',
        closed_by: 'Ben',
      },
    ],
    // The till's money facts of its finished order (its money module's), as its pusher sends them.
    moneyFacts: orderFactReplicas(orders[0]!, tenders),
    lastSeq: 3,
    backlogAfter: 0,
    backlogSince: null,
  });
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

test('the chain login reads the month and a store day, and the CSV has the figures of the page', async ({ page }) => {
  await signIn(page, chain);
  await page.goto(`${office.url}?month=2026-11`);
  const month = page.locator('table[data-table="chain-2026-11"]');
  const thunTotal = month.locator('tr.total', { hasText: 'thun' });
  await expect(thunTotal).toContainText('CHF\u00a020.00');
  await expect(thunTotal.locator('td').nth(8)).toHaveText('1');
  await expect(thunTotal.locator('td').nth(9)).toHaveText('CHF\u00a0-0.50');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV für Excel' }).click();
  const csv = fs.readFileSync((await (await download).path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain('thun;Monat;1;20.00;20.00;0.00;0.00;0.00;1;-0.50');

  await month.getByRole('link', { name: day }).last().click();
  const sessions = page.locator(`table[data-table="sessions-thun-${day}"]`);
  await expect(sessions.locator('tbody tr')).toHaveCount(1);
  await expect(sessions.locator('tbody td')).toHaveText([
    'Kasse 1',
    '4',
    'closed',
    'CHF\u00a0100.00',
    'CHF\u00a0120.00',
    'CHF\u00a0119.50',
    'CHF\u00a0-0.50',
  ]);
  await expect(page.locator(`table[data-table="methods-thun-${day}"] tbody td`)).toHaveText(['cash', 'cash', '1', 'CHF\u00a020.00']);
});

test('a store login of another store sees none of it, and the page says so', async ({ page }) => {
  await signIn(page, bern, 'fr');
  await page.goto(`${office.url}?month=2026-11`);
  await expect(page.locator('h1')).toHaveText('Mois de la chaîne');
  await expect(page.locator('main')).not.toContainText('thun');
  await page.goto(`${office.url}day?store=thun&day=${day}`);
  await expect(page.getByRole('status')).toHaveText('Rien de ce magasin ce jour-là que vous puissiez voir.');
  await expect(page.locator('table')).toHaveCount(0);
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
  await expect(page.getByRole('alert')).toBeVisible();
  expect(waits[0]).toBeGreaterThanOrEqual(450);
  expect(waits[1]).toBeGreaterThanOrEqual(950);
  expect(waits[2]).toBeGreaterThanOrEqual(1950);
});
