// Archive (each complimentary value, cache, refresh, stale), statistics (range checks, CSV) and the
// day closing after a mixed day, against the built-in service over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceClient } from '../../electron/core/service';
import { memoryLogger } from '../../electron/common/log';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { sellByVoucher } from '../helpers/sales';
import { activateStep, loadStep, stepByOrder } from '../helpers/order-steps';

let sb: RunningSandbox;
let h: CoreHarness;

const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
const thisMonth = monthOf(new Date());
const lastMonth = monthOf(new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1));

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  // A long settle time keeps an uncertain step open while the closing is read.
  h = await startCore({ sandbox: sb, reconcileSettleMs: 600_000 });
  await h.call('auth.setup', { name: 'Chefin', pin: '246810' });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

describe('monthly archive', () => {
  it('answers each complimentary value; included = excluded + only', async () => {
    const [inc, exc, only] = await Promise.all(
      (['included', 'excluded', 'only'] as const).map((c) => h.call('report.archive', { month: lastMonth, complimentary: c })),
    );
    expect(inc!.totalBalanceCents).toBe(exc!.totalBalanceCents! + only!.totalBalanceCents!);
    expect(only!.totalBalanceCents).toBeGreaterThan(0);
    expect(inc).toMatchObject({ month: lastMonth, complimentary: 'included', stale: false });
  });

  it('serves a fresh month from the SQLite cache, refreshes on request, and marks it stale when the service fails', async () => {
    const first = await h.call('report.archive', { month: thisMonth, complimentary: 'excluded' });
    const client = createServiceClient({ baseUrl: sb.baseUrl, apiKey: sb.keys.integration ?? '', logger: memoryLogger() });
    await client.vouchers.redeem('DEMOTRAIN010', { amount_in_cents: 700 });
    const cached = await h.call('report.archive', { month: thisMonth, complimentary: 'excluded' });
    expect(cached).toEqual(first);
    const rows = h.core.runtime.db.prepare(`SELECT count(*) AS n FROM archive_cache WHERE month = ?`).get(thisMonth) as { n: number };
    expect(rows.n).toBeGreaterThan(0);
    const refreshed = await h.call('report.archive', { month: thisMonth, complimentary: 'excluded', refresh: true });
    expect(refreshed.totalBalanceCents).toBe(first.totalBalanceCents! - 700);

    const fault = sb.faults.add({ path: '/v1/voucher_archives/*', status: 500 });
    try {
      const stale = await h.call('report.archive', { month: thisMonth, complimentary: 'excluded', refresh: true });
      expect(stale).toMatchObject({ totalBalanceCents: refreshed.totalBalanceCents, stale: true });
    } finally {
      sb.faults.remove(fault);
    }
  });

  it('gives a 24-month trend ending this month', async () => {
    const t = await h.call('report.archiveTrend', { months: 24, complimentary: 'included' });
    expect(t.months).toHaveLength(24);
    expect(t.months[23]!.month).toBe(thisMonth);
    expect(t.months.every((m) => typeof m.totalBalanceCents === 'number')).toBe(true);
  });
});

describe('voucher sales statistics', () => {
  it('refuses `to` before `from` before anything is sent', async () => {
    const e = await h.fail('report.statistics', { from: '2026-03-01', to: '2026-02-01' });
    expect(e.code).toBe('invalid_input');
    expect(e.message).toMatch(/to/);
    expect((await h.fail('report.statisticsCsv', { from: '2026-03-01T10:00:00', to: '2026-03-01T09:59:59' })).code).toBe('invalid_input');
  });

  it('answers totals, by type and by point of sale, and the same as CSV', async () => {
    const from = `${lastMonth}-01`;
    const to = `${thisMonth}-01`;
    const s = await h.call('report.statistics', { from, to });
    expect(s.countVouchers).toBeGreaterThan(0);
    expect(s.byVoucherType.reduce((a, t) => a + t.amountCents, 0)).toBe(s.amountTotalCents);
    const { filename, csv } = await h.call('report.statisticsCsv', { from, to });
    const lastDay = new Date(new Date().getFullYear(), new Date().getMonth(), 0).getDate();
    expect(filename).toBe(`voucher-sales_${from}_${lastMonth}-${lastDay}.csv`);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Bereich;Schlüssel;Name;Anzahl;Betrag;Währung');
    expect(lines.filter((l) => l.startsWith('Gutscheintyp;'))).toHaveLength(s.byVoucherType.length);
    expect(lines[1]).toContain(`;${s.countVouchers};${(s.amountTotalCents / 100).toFixed(2)};`);
  });
});

describe('day closing', () => {
  it('after a mixed day: totals per kind, open items first, mismatches both ways, CSV', async () => {
    await sellByVoucher(h.call, 'DEMOTRAIN001', 3000);
    await loadStep(h.call, 'DEMOTRAIN002', 2000);
    await activateStep(h.call, 'DEMODEPOTFIX');
    // A load the service refuses when the order finishes: a failed row (the order is cancelled).
    const refusal = sb.faults.add({ method: 'POST', path: '/v1/vouchers/DEMOTRAIN005/charge.json', status: 422, times: 1 });
    const refused = await stepByOrder(h.call, { kind: 'load', code: 'DEMOTRAIN005', amountCents: 1000 });
    sb.faults.remove(refusal);
    expect([refused.line.state, refused.entry?.state]).toEqual(['refused', 'failed']);
    await h.call('order.cancel', { orderId: refused.order.id });
    // Redeemed here, then partly undone behind the terminal's back: local 2000 vs service 1200.
    const paid = await sellByVoucher(h.call, 'DEMOTRAIN003', 2000);
    const redeemId = paid.tenders[0]!.entries[0]!.id;
    const row = h.core.runtime.db.prepare(`SELECT redeem_token AS t FROM journal WHERE id = ?`).get(redeemId) as { t: string };
    const client = createServiceClient({ baseUrl: sb.baseUrl, apiKey: sb.keys.integration ?? '', logger: memoryLogger() });
    await client.vouchers.cancelRedemption('DEMOTRAIN003', { redeem_token: row.t, amount_in_cents: 800 });
    // Redeemed at the service only (same key, another device).
    await client.vouchers.redeem('DEMOTRAIN004', { amount_in_cents: 500 });
    // An outcome the terminal does not know: the answer is dropped after the service committed.
    const fault = sb.faults.add({ path: '/v1/vouchers/DEMOTRAIN006/redeem.json', dropAfterCommit: true, times: 1 });
    await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1000 } });
    expect((await h.fail('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN006' } })).code).toBe('uncertain');
    sb.faults.remove(fault);

    const c = await h.call('report.closing', {});
    expect(c.open).toEqual([expect.objectContaining({ kind: 'redeem', state: 'uncertain', code: 'DEMOTRAIN006', amountCents: 1000 })]);
    const total = (kind: string) => c.totals.find((t) => t.kind === kind);
    expect(total('redeem')).toEqual({ kind: 'redeem', count: 2, amountCents: 5000 });
    expect(total('charge')).toMatchObject({ count: 1, amountCents: 2000 });
    expect(total('activate')).toMatchObject({ count: 1 });
    expect(c.failedCount).toBeGreaterThanOrEqual(1);
    // The journal names the signed-in user of the client (here the manager of the harness).
    expect(c.byCashier).toContainEqual({ cashier: 'Chefin', kind: 'redeem', count: 2, amountCents: 5000 });
    expect(c.crossCheck.state).toBe('mismatch');
    expect(c.crossCheck.localOnly).toContainEqual({ code: 'DEMOTRAIN003', localCents: 2000, serviceCents: 1200 });
    expect(c.crossCheck.serviceOnly).toContainEqual(expect.objectContaining({ code: 'DEMOTRAIN004', localCents: 0, serviceCents: 500 }));
    // The uncertain redemption did happen at the service: it shows up as service-only, the open item explains it.
    expect(c.crossCheck.serviceOnly).toContainEqual(expect.objectContaining({ code: 'DEMOTRAIN006', serviceCents: 1000 }));
    expect(c.crossCheck.matched).toBeGreaterThanOrEqual(1);

    const { filename, csv } = await h.call('report.closingCsv', {});
    expect(filename).toBe(`day-closing_${c.day}.csv`);
    // The UI language's labels (German here), a byte-order mark and `;` (Excel in Switzerland).
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Bereich;Art;Status;Kassier/in;Code;Anzahl;Brutto;Storniert;Netto;Betrag Dienst;Referenz;Schlüssel');
    expect(lines[1]).toMatch(
      /^Offen;Zahlungen mit Gutschein;wird geprüft;Chefin;DEMOTRAIN006;1;10\.00;;;;[0-9A-F]{8};open\.redeem\.uncertain$/,
    );
    expect(lines).toContain('Vorgang;Zahlungen mit Gutschein;;;;2;50.00;0.00;50.00;;;operation.purchases');
    expect(lines).toContain('Differenz Kasse;Zahlungen mit Gutschein;;;DEMOTRAIN003;;20.00;;;12.00;;mismatch_local');
    expect(lines).toContain('Differenz Dienst;Zahlungen mit Gutschein;;;DEMOTRAIN004;;0.00;;;5.00;;mismatch_service');
  });

  it('reports the cross-check as unavailable when the service cannot answer, and still gives the totals', async () => {
    const fault = sb.faults.add({ path: '/v1/vouchers/redemptions.json', status: 503 });
    try {
      const c = await h.call('report.closing', {});
      expect(c.crossCheck.state).toBe('unavailable');
      expect(c.totals.length).toBeGreaterThan(0);
    } finally {
      sb.faults.remove(fault);
    }
  });
});
