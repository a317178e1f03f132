import path from 'node:path';
import Database from 'better-sqlite3';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiAsManager, downloadText, openManagerScreen, setUpManager } from './manager-helpers';
import { pageInvoke } from './page-api';
import { activateStep, loadStep } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';

// Client timeouts 1.5 s and a 1 s settle window: the late commit below needs to wait out less.
test.use({ timings: { serviceTimeoutMs: 1500, reconcileSettleMs: 1000 } });

let service: RunningSandbox;
test.beforeAll(async () => {
  service = await startSandbox({ dbFile: ':memory:' });
});
test.afterAll(async () => {
  await service.close();
});

/** A request straight to the service, as another device of the same merchant would send it. */
async function direct(p: string, body: unknown): Promise<void> {
  const res = await fetch(`${service.baseUrl}${p}?apikey=${service.keys.integration}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** What the test reads of an order. */
interface Sold {
  id: string;
  restCents: number;
  tenders: Array<{ entries: Array<{ id: string }> }>;
}

/** A sale of `cents` paid with voucher `code`, the rest by card, finished. */
async function sell(page: Page, cents: number, code: string): Promise<Sold> {
  await api(page, 'order.addLine', { line: { kind: 'goods', amountCents: cents } });
  const paid = (await api<{ order: Sold }>(page, 'order.addTender', { tender: { kind: 'voucher', code } })).order;
  const card = { kind: 'method', paymentMethodId: 'card', amountCents: paid.restCents };
  if (paid.restCents > 0) await api(page, 'order.addTender', { tender: card });
  return (await api<{ order: Sold }>(page, 'order.finish', { orderId: paid.id })).order;
}

test('day closing after a mixed day: open item first, totals, mismatches both ways, print and CSV', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await api(
    page,
    'settings.switchMode',
    { mode: 'live', confirm: true, baseUrl: service.baseUrl, apiKey: service.keys.integration },
    await apiAsManager(page),
  );
  await expect.poll(async () => (await api<{ online: boolean }>(page, 'app.status', {})).online).toBe(true);

  // A mixed day at this till.
  await sell(page, 3000, 'DEMOTRAIN001');
  const till = throwing((m, i) => pageInvoke(page, m, i, 'e2e-till'));
  await loadStep(till, 'DEMOTRAIN002', 2000);
  await activateStep(till, 'DEMODEPOTFIX');
  // A package voucher cannot be loaded: refused as its line is added.
  await expect(loadStep(till, 'DEMOPACKAGE1', 1000)).rejects.toThrow(/^service_refused: /);
  const paid = await sell(page, 2000, 'DEMOTRAIN003');
  // Behind the till's back: part of that payment undone, and a payment made on another device.
  const db = new Database(path.join(terminal.dataDir, 'terminal.db'), { readonly: true });
  const token = (db.prepare('SELECT redeem_token AS t FROM journal WHERE id = ?').get(paid.tenders[0]?.entries[0]?.id) as { t: string }).t;
  db.close();
  await direct('/v1/vouchers/DEMOTRAIN003/cancel_redemption.json', { redeem_token: token, amount_in_cents: 800 });
  await direct('/v1/vouchers/DEMOTRAIN004/redeem.json', { amount_in_cents: 500 });
  // A payment whose answer is lost while the service cannot be asked about it: it stays open.
  const blind = service.faults.add({ path: '/v1/vouchers/redemptions.json', status: 503 });
  // Committed only after the terminal gave up (1.5 s here, see test.use), so no early check can
  // confirm it before the balance is blinded too.
  service.faults.add({ method: 'POST', path: '/v1/vouchers/DEMOTRAIN006/redeem.json', latencyMs: 3000, dropAfterCommit: true, times: 1 });
  const p3 = (await api<{ order: Sold }>(page, 'order.addLine', { line: { kind: 'goods', amountCents: 1000 } })).order;
  await expect(api(page, 'order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN006' } })).rejects.toThrow(/uncertain/);
  service.faults.add({ path: '/v1/vouchers/DEMOTRAIN006/balance.json', status: 503 });

  await openManagerScreen(page, terminal, 'closing');
  const report = page.getByTestId('closing-report');
  await expect(report).toBeVisible();
  // Open items come first, before the totals.
  const open = page.getByTestId('closing-open');
  await expect(open).toContainText('DEMOTRAIN006');
  const openBox = await open.boundingBox();
  const totalsBox = await page.getByTestId('closing-totals').boundingBox();
  expect(openBox!.y).toBeLessThan(totalsBox!.y);
  await expect(page.getByTestId('closing-crosscheck')).toHaveAttribute('data-state', 'unavailable');
  await expect(page.getByTestId('closing-totals').locator('tr[data-kind="redeem"] td').nth(1)).toHaveText('2');
  await expect(page.getByTestId('closing-totals').locator('tr[data-kind="redeem"] td').nth(2)).toHaveText(/50\.00/);
  await expect(page.getByTestId('closing-totals').locator('tr[data-kind="charge"]')).toBeVisible();
  await expect(page.getByTestId('closing-totals').locator('tr[data-kind="activate"]')).toBeVisible();
  // The day's money is its sessions': no Z yet, the session still open named.
  await expect(page.getByTestId('closing-sessions')).toHaveText(/Summe der Z-Berichte: –.*noch offene Sitzung \d+ \(X-Bericht\)/);
  await expect(page.getByTestId('closing-cashiers').locator('tr')).toHaveCount(1);

  // The service answers again: the cross-check lists both directions. The lost payment is now
  // found by its own reference in the list (its balance still cannot be read): confirmed.
  service.faults.remove(blind);
  await expect
    .poll(
      async () => {
        await api(page, 'journal.reconcile', {});
        return (await api<{ entries: unknown[] }>(page, 'journal.unresolved', {})).entries.length;
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  await page.getByTestId('closing-refresh').click();
  await expect(page.getByTestId('closing-crosscheck')).toHaveAttribute('data-state', 'mismatch');
  await expect(page.getByTestId('closing-local-only').locator('tr[data-code="DEMOTRAIN003"]')).toContainText(/20\.00.*12\.00/);
  await expect(page.getByTestId('closing-service-only').locator('tr[data-code="DEMOTRAIN004"]')).toContainText(/5\.00/);

  const csv = await downloadText(page, 'closing-csv');
  expect(csv.name).toMatch(/^day-closing_\d{4}-\d{2}-\d{2}\.csv$/);
  // Excel in Switzerland: byte-order mark, `;`, the UI language's labels.
  expect(csv.text.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Bereich;Art;Status;Kassier/in;Code;Anzahl;Brutto;Storniert;Netto;Betrag Dienst;Referenz;Schlüssel');
  expect(lines).toContain('Vorgang;Zahlungen mit Gutschein;;;;3;60.00;0.00;60.00;;;operation.purchases');
  expect(lines).toContain('Vorgang;Aufladungen;;;;1;20.00;0.00;20.00;;;operation.loads');
  expect(lines).toContain('Differenz Kasse;Zahlungen mit Gutschein;;;DEMOTRAIN003;;20.00;;;12.00;;mismatch_local');
  expect(lines).toContain('Differenz Dienst;Zahlungen mit Gutschein;;;DEMOTRAIN004;;0.00;;;5.00;;mismatch_service');
  expect(csv.text).not.toContain(service.keys.integration ?? '(none)');

  // The sale whose payment was verified is finished, then the closing is printed.
  service.faults.clear();
  await api(page, 'order.finish', { orderId: p3.id });
  await page.getByTestId('closing-refresh').click();
  await page.getByTestId('closing-print').click();
  await expect(page.getByTestId('closing-print-result')).toHaveText('Der Tagesabschluss wird gedruckt.');
});
