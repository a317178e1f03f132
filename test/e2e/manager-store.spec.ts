// The Store screen in browser mode against a real PostgreSQL (the embedded one, started once for
// this file): the manager pastes the one-time secret, the till links and pushes; another till of
// the store has closed its session, taken money by card and cash and left a sale open; the screen
// lists both tills (this one marked), the other till's session with its expected and counted cash
// and difference, its open sale, and the store's money per method (cash less the change) by the
// merchant's method names in the chosen language.
import { expect, test } from './fixtures';
import { openManagerScreen, setUpManager } from './manager-helpers';
import { pushBatch, beginPush } from '../../electron/back-office/client/push';
import type { ReplicaBatch } from '../../electron/back-office/client/replica';
import { orderFactReplicas, startTestStore, type TestStore } from '../helpers/store-pg';

let st: TestStore;
test.beforeAll(async () => {
  st = await startTestStore();
});
test.afterAll(async () => {
  await st?.close();
});

/**
 * Kasse 2 of the store pushes one finished order (20.00 goods: 5.00 card, 20.00 cash, 5.00 change),
 * its closed session, and an order still open (12.00 goods, nothing paid yet).
 */
async function otherTillSells(day: string): Promise<void> {
  const { link } = await st.enrol('bern', 'Kasse 2');
  const c = await st.connectAs(link.url);
  await beginPush(c, { head: 4, backlog: 0, since: null, version: 'e2e' });
  const at = new Date().toISOString();
  const base = { version: 2, session_local_id: 's-2', currency: 'CHF', cashier: 'Ben', business_day: day };
  const tender = {
    ...base,
    order_local_id: 'o-2',
    state: 'taken' as const,
    code_masked: null,
    code_hash: null,
    journal_local_id: null,
    created_at: at,
  };
  const batch: ReplicaBatch = {
    journal: [],
    audit: [],
    orders: [
      {
        ...base,
        local_id: 'o-2',
        state: 'finished',
        total_cents: 2000,
        created_at: at,
        updated_at: at,
        change_cents: 500,
        rounding_cents: 0,
        finished_at: at,
      },
      {
        ...base,
        version: 4,
        local_id: 'o-3',
        state: 'open',
        total_cents: 1200,
        created_at: at,
        updated_at: at,
        change_cents: 0,
        rounding_cents: 0,
        finished_at: null,
      },
    ],
    lines: [
      {
        local_id: 'l-3',
        version: 4,
        order_local_id: 'o-3',
        state: 'open',
        line_kind: 'goods',
        description: null,
        quantity: 1,
        unit_price_cents: 1200,
        amount_cents: 1200,
        free_credit_cents: null,
        code_masked: null,
        code_hash: null,
        journal_local_id: null,
        business_day: day,
      },
    ],
    tenders: [
      { ...tender, local_id: 't-card', method: 'card', method_kind: 'card', amount_cents: 500 },
      { ...tender, local_id: 't-cash', method: 'cash', method_kind: 'cash', amount_cents: 2000 },
    ],
    sessions: [
      {
        local_id: 's-2',
        version: 3,
        state: 'closed',
        cashier: 'Ben',
        business_day: day,
        opened_at: at,
        closed_at: at,
        opening_float_cents: 10000,
        expected_cash_cents: 11500,
        counted_cash_cents: 11000,
        difference_cents: -500,
        z_number: 7,
        z_snapshot: {},
        close_reason: 'counted',
        closed_by: 'Ben',
      },
    ],
    lastSeq: 4,
    backlogAfter: 0,
    backlogSince: null,
  };
  // The till's money facts of its finished order (its money module's), as its pusher sends them.
  batch.moneyFacts = orderFactReplicas(batch.orders[0]!, batch.tenders);
  await pushBatch(c, link, batch);
  // An older copy of its finished order (a till restored from a backup): refused, and flagged in the store day.
  const stale = { ...batch, orders: [{ ...batch.orders[0]!, version: 1, total_cents: 1 }], lines: [], tenders: [], sessions: [] };
  await pushBatch(c, link, stale);
}

test('the manager links the till with its secret and reads the store day of every till', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'store');
  const { secret } = await st.enrol('bern', 'Kasse 1');
  await page.getByTestId('store-secret').fill(secret);
  await page.getByTestId('store-link').click();
  const tills = page.getByTestId('store-tills');
  await expect(tills.locator('tr[data-self="true"]')).toContainText('Kasse 1');
  const day = (await page.getByTestId('store-heading').getAttribute('data-day')) ?? '';
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await otherTillSells(day);
  await page.getByTestId('store-refresh').click();
  await expect(tills.locator('tr[data-self="false"]')).toContainText('Kasse 2');
  await expect(tills.locator('tr[data-self="false"]')).toHaveAttribute('data-refused', '1');
  await expect(tills.locator('tr[data-self="true"]')).toHaveAttribute('data-refused', '0');
  const session = page.getByTestId('store-sessions').locator('tr[data-state="closed"]');
  await expect(session).toContainText('Kasse 2');
  await expect(session).toContainText('115.00');
  await expect(session).toContainText('110.00');
  await expect(session).toContainText(/[-−]\s?(CHF\s?)?5\.00/);
  // The sale still open at Kasse 2, among the open items of the store.
  await expect(page.getByTestId('store-open-orders').locator('tr[data-state="open"]')).toContainText('Kasse 2');
  await expect(page.getByTestId('store-open-orders').locator('tr[data-state="open"]')).toContainText('12.00');
  // Kasse 2's money as its Z tells it: cash 20.00 less 5.00 change, card 5.00, its 5.00 short.
  const tillMoney = page.getByTestId('store-till-money');
  await expect(tillMoney).toContainText('Kasse 2');
  await expect(tillMoney).toContainText('15.00');
  await expect(tillMoney).toContainText(/[-−]\s?(CHF\s?)?5\.00/);
  const methods = page.getByTestId('store-per-method');
  await expect(methods.locator('tr[data-method="cash"]')).toContainText('15.00');
  await expect(methods.locator('tr[data-method="card"]')).toContainText('5.00');
  // The methods by the merchant's names in the chosen language, never their codes.
  for (const [lang, cash, card] of [
    ['fr', 'Espèces', 'Carte'],
    ['it', 'Contanti', 'Carta'],
  ] as const) {
    await page.getByTestId('language-select').selectOption(lang);
    await expect(methods.locator('tr[data-method="cash"] td').first()).toHaveText(cash);
    await expect(methods.locator('tr[data-method="card"] td').first()).toHaveText(card);
  }
});
