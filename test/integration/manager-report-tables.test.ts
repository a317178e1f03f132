// The archive table (change against the month before, running month, corrections since cached),
// its CSV and print, the statistics year trend (one request per month, cached) and the merchant's
// currency learned from the service's answers, against the built-in service over real HTTP.
import { describe, expect, it } from 'vitest';
import { fileCore } from '../helpers/file-core';
import { loadStep } from '../helpers/order-steps';

const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
const thisMonth = monthOf(new Date());

/** The service's own answer for one month, read straight over HTTP. */
async function serviceMonth(month: string, complimentary: string): Promise<number> {
  const res = await fetch(
    `${h.sb.baseUrl}/v1/voucher_archives/${month}.json?complimentary=${complimentary}&apikey=${h.sb.keys.integration}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { total_balance_in_cents: number }).total_balance_in_cents;
}

const h = fileCore({ manager: true });

describe('archive table', () => {
  it('gives 24 months ending with the running one, each change the difference to the month before', async () => {
    const t = await h.call('report.archiveTable', { months: 24, complimentary: 'excluded' });
    expect(t.months).toHaveLength(24);
    expect(t.months[23]).toMatchObject({ month: thisMonth, open: true });
    expect(t.months.filter((m) => m.open)).toHaveLength(1);
    const first = t.months[0]!;
    const before = await serviceMonth(monthOf(new Date(Number(first.month.slice(0, 4)), Number(first.month.slice(5)) - 2, 1)), 'excluded');
    expect(first.changeCents).toBe(first.totalBalanceCents! - before);
    for (let i = 1; i < 24; i++) {
      const m = t.months[i]!;
      expect(m.totalBalanceCents).toBe(await serviceMonth(m.month, 'excluded'));
      expect(m.changeCents).toBe(m.totalBalanceCents! - t.months[i - 1]!.totalBalanceCents!);
      const base = t.months[i - 1]!.totalBalanceCents!;
      if (base !== 0) expect(m.changePercent).toBeCloseTo((m.changeCents! / base) * 100, 2);
    }
  });

  it('marks a past month whose total changed at the service since it was cached as corrected', async () => {
    const t = await h.call('report.archiveTable', { months: 12, complimentary: 'included' });
    const past = t.months[5]!;
    expect(past.correctedFromCents).toBeNull();
    // The cached total differs from what the service says now (a back-office correction).
    h.core.runtime.db
      .prepare('UPDATE archive_cache SET total_balance_cents = total_balance_cents + 4200 WHERE month = ? AND complimentary = ?')
      .run(past.month, 'included');
    const cached = await h.call('report.archiveTable', { months: 12, complimentary: 'included' });
    expect(cached.months[5]).toMatchObject({ totalBalanceCents: past.totalBalanceCents! + 4200, correctedFromCents: null });
    const again = await h.call('report.archiveTable', { months: 12, complimentary: 'included', refresh: true });
    expect(again.months[5]).toMatchObject({
      totalBalanceCents: past.totalBalanceCents,
      correctedFromCents: past.totalBalanceCents! + 4200,
    });
    expect(again.months.filter((m) => m.correctedFromCents !== null)).toHaveLength(1);
    // The running month moves by itself: never "corrected".
    expect(again.months[11]!.correctedFromCents).toBeNull();
  });

  it('CSV in the UI language with BOM, `;` and German headings; `,` in English', async () => {
    const de = await h.call('report.archiveCsv', { months: 12, complimentary: 'only' });
    expect(de.csv.charCodeAt(0)).toBe(0xfeff);
    const lines = de.csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Monat;Schlussbestand;Veränderung;Veränderung %;Währung;Gratisgutscheine;Status');
    expect(lines).toHaveLength(13);
    expect(lines[12]).toMatch(new RegExp(`^${thisMonth};\\d+\\.\\d\\d;-?\\d+\\.\\d\\d;.*;nur Gratisgutscheine;laufend$`));
    await h.call('app.setLanguage', { language: 'en' });
    try {
      const en = await h.call('report.archiveCsv', { months: 12, complimentary: 'only' });
      expect(en.csv.slice(1).split('\r\n')[0]).toBe('Month,Closing balance,Change,Change %,Currency,Complimentary vouchers,State');
    } finally {
      await h.call('app.setLanguage', { language: 'de' });
    }
  });
});

describe('statistics year trend and the merchant currency', () => {
  it('reads each month of the year once, in parallel, and serves it from the cache', async () => {
    const year = new Date().getFullYear() - 1;
    const asked: string[] = [];
    const client = h.core.runtime.service!;
    const original = client.vouchers.statistics.bind(client.vouchers);
    client.vouchers.statistics = async (q) => {
      asked.push(String(q.from));
      return original(q);
    };
    try {
      const t = await h.call('report.statisticsTrend', { year });
      expect(t.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`));
      expect(asked.sort()).toEqual(t.months.map((m) => `${m.month}-01`));
      expect(t.months.every((m) => typeof m.amountTotalCents === 'number')).toBe(true);
      const single = await h.call('report.statistics', { from: `${year}-03-01`, to: `${year}-04-01` });
      expect(t.months[2]!.amountTotalCents).toBe(single.amountTotalCents);
      expect(asked).toHaveLength(13); // the trend's twelve and the single range above
      await h.call('report.statisticsTrend', { year });
      expect(asked).toHaveLength(13);
    } finally {
      client.vouchers.statistics = original;
    }
    // Months still to come are not asked and stay empty.
    const now = await h.call('report.statisticsTrend', { year: year + 1 });
    expect(now.months).toHaveLength(12);
    expect(now.months.filter((m) => m.month > thisMonth).every((m) => m.amountTotalCents === null)).toBe(true);
  });

  it('names the merchant currency learned from an answer (no literal)', async () => {
    await loadStep(h.call, 'DEMOTRAIN002', 500);
    expect((await h.call('app.status', {})).currency).toBe('CHF');
    expect((await h.call('report.archiveTable', { months: 12, complimentary: 'included' })).currency).toBe('CHF');
    // Without a catalog currency the newest journal row names it.
    h.core.runtime.db.prepare("DELETE FROM catalog_meta WHERE catalog = 'ticketing_products'").run();
    h.core.runtime.db.prepare("UPDATE journal SET currency = 'EUR'").run();
    const y = new Date().getFullYear();
    expect((await h.call('report.statisticsTrend', { year: y })).currency).toBe('EUR');
    expect((await h.call('report.statistics', { from: `${y}-01-01`, to: `${y}-02-01` })).currency).toBe('EUR');
  });
});

describe('merchant currency source', () => {
  it('prefers the catalog of the current service over older journal rows', async () => {
    const db = h.core.runtime.db;
    db.prepare(
      `INSERT INTO catalog_meta (mode, service, catalog, data, fetched_at)
       VALUES ('training', 'training', 'ticketing_products', '{"currency":"GBP"}', '2026-01-01T00:00:00Z')
       ON CONFLICT(mode, service, catalog) DO UPDATE SET data = excluded.data`,
    ).run();
    try {
      expect((await h.call('app.status', {})).currency).toBe('GBP');
    } finally {
      db.prepare("DELETE FROM catalog_meta WHERE catalog = 'ticketing_products'").run();
    }
    expect((await h.call('app.status', {})).currency).toBe('EUR'); // the journal row of the test above
  });
});
