// The Z, day and month CSV in the report's language with the stable code of each
// row in its own column, receipt and Z numbers instead of ids, free credit apart from cash.
import { describe, expect, it } from 'vitest';
import type { DayReport, MonthReport } from '../../../electron/core/contract/till-reports';
import { dayCsv, monthCsv, sessionCsv } from '../../../electron/core/reports/till-export';
import { zReport } from '../printing/till-report-fixture';

const lines = (csv: string) => csv.slice(1).trim().split('\r\n');
const totals = {
  sessions: 1,
  drawer: { ...zReport.drawer, countedCents: 36_500, differenceCents: -1_000, uncountedSessions: 0 },
  split: zReport.split,
  byCashier: zReport.byCashier,
};

describe('till report CSV', () => {
  it('Z in Italian: translated words, the code column, receipt numbers', () => {
    const { filename, csv } = sessionCsv(zReport, 'it');
    expect(filename).toBe('z-report_12.csv');
    const l = lines(csv);
    expect(l[0]).toBe('Sezione;Nome;Stato;Cassiere/a;Giorno;Numero;Importo;Chiave');
    expect(l).toContain('Cassetto;Differenza;;;2026-11-23;;-10.00;drawer.difference');
    expect(l).toContain('Metodi di pagamento;Carta;;;2026-11-23;3;150.00;method.card.card');
    expect(l).toContain('Buoni emessi;Credito omaggio (non pagato);;;2026-11-23;;10.00;liability.activations.free_credit');
    // The rows of the screen and the print, in their order: the sales total first, cash a payment method.
    expect(l[1]).toBe('Totale vendite;Totale vendite;;;2026-11-23;;325.00;sales_total');
    expect(l[2]).toBe('Metodi di pagamento;Contanti;;;2026-11-23;6;175.00;method.cash.cash');
    expect(l).toContain('Cassetto senza vendita;Cassetto senza vendita;;;2026-11-23;1;;drawer_openings');
    expect(l).toContain('Cassetto senza vendita;Chefin: Wechselgeld;;;2026-11-23;;;drawer_openings.reason');
    expect(l).toContain('Vendite / annullate;E5F6A7B8;concluso;;2026-11-23;1;-20.00;order.refund.finished');
    expect(l).toContain('Cassetto;Contanti previsti;;Anna Müller;2026-11-23;;105.00;cashier.expected_cash');
    expect(csv).not.toMatch(/;(finished|cash|card|Karte|Bar);/);
  });

  it('day and month: the sessions by Z number, the sums, the days', () => {
    const day: DayReport = { day: '2026-11-23', generatedAt: 'x', currency: 'CHF', sessions: [zReport.session], totals };
    const d = lines(dayCsv(day, 'de').csv);
    expect(d).toContain('Z-Bericht;Z-Bericht 12: Differenz;geschlossen;;2026-11-23;;-10.00;session.closed.difference');
    expect(d).toContain('Kassenschublade;Soll;;;2026-11-23;;375.00;drawer.expected');
    const month: MonthReport = { month: '2026-11', generatedAt: 'x', currency: 'CHF', days: [{ day: '2026-11-23', totals }], totals };
    const m = lines(monthCsv(month, 'en').csv);
    expect(m[0]).toBe('Section,Name,State,Cashier,Day,Count,Amount,Key');
    expect(m).toContain('Cash drawer,Expected,,,2026-11-23,,375.00,drawer.expected');
    expect(m).toContain('Cash drawer,Expected,,,,,375.00,drawer.expected');
  });
});
