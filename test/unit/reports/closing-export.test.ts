// The closing CSV opens in Swiss Excel (BOM, `;`, the UI language's labels, formula guard);
// amounts are never split across lines on 58 mm paper (closing, purchase and ticket receipts).
import { describe, expect, it } from 'vitest';
import type { ClosingReport } from '../../../electron/core/contract';
import { formatMoney } from '../../../electron/core/printing/format';
import type { ReceiptInput } from '../../../electron/core/printing/input';
import { previewReceipt } from '../../../electron/core/printing/pipeline';
import { closingCsv, closingReceiptBody } from '../../../electron/core/reports/closing-export';
import { bodies, header } from '../printing/fixtures';

const report: ClosingReport = {
  day: '2026-11-23',
  generatedAt: '2026-11-23T18:00:00.000Z',
  open: [],
  openPurchases: [],
  openReservations: [],
  askedBooked: [],
  totals: [{ kind: 'charge', count: 2, amountCents: 123456 }],
  byCashier: [{ cashier: '=HYPERLINK("x")', kind: 'charge', count: 2, amountCents: 123456 }],
  failedCount: 0,
  crossCheck: {
    state: 'ok',
    message: null,
    from: 'a',
    to: 'b',
    matched: 0,
    matchedItems: [],
    localOnly: [],
    serviceOnly: [],
    otherTills: [],
    derecognized: [],
    userId: null,
    sharedKey: null,
  },
  operations: [
    { group: 'loads', count: 2, grossCents: 123456, cancelledCount: 1, cancelledCents: 3000, netCents: 120456 },
    { group: 'tickets', count: 1, grossCents: 7000, cancelledCount: 0, cancelledCents: 0, netCents: 7000 },
  ],
  byMethod: [
    { method: 'cash', kind: 'cash', name: 'Bar', count: 2, amountCents: 127456 },
    { method: 'voucher-and-something-long', kind: 'other', name: 'Kreditkarte mit sehr langem Namen', count: 1, amountCents: 99999999 },
  ],
  takings: [{ cashier: '=HYPERLINK("x")', count: 2, amountCents: 127456, cashCents: 127456 }],
  sessions: { closed: [7], open: 8 },
  closed: null,
};

describe('closing CSV', () => {
  it('opens with the BOM and `;`, German labels, formula guard kept', () => {
    const { csv } = closingCsv(report, 'de');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Bereich;Art;Status;Kassier/in;Code;Anzahl;Brutto;Storniert;Netto;Betrag Dienst;Referenz;Schlüssel');
    expect(lines).toContain('Vorgang;Tickets;;;;1;70.00;0.00;70.00;;;operation.tickets');
    expect(lines).toContain('Zahlungsart;Bar;Bar;;;2;;;1274.56;;;method.cash.cash');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    // What each cashier took in, and the sessions the money sums (the open one named).
    expect(lines).toContain(`Eingenommen;;;"'=HYPERLINK(""x"")";;2;1274.56;;;;;takings`);
    expect(lines).toContain('Kassensitzung;Z 7;geschlossen;;;;;;;;;session_z');
    expect(lines).toContain('Kassensitzung;X 8;offen;;;;;;;;;session_x');
  });

  it('uses `,` and English labels for English', () => {
    const { csv } = closingCsv(report, 'en');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Section,Kind,State,Cashier,Code,Count,Gross,Cancelled,Net,Service amount,Reference,Key');
  });

  // States and kinds in the report's language, the stable code apart, receipt numbers instead of row ids.
  it('writes states and kinds in Italian with the code in its own column and receipt numbers', () => {
    const id = '0b9e2c4a-1111-4222-8333-444455556666';
    const withOpen: ClosingReport = {
      ...report,
      open: [
        { id, kind: 'charge', state: 'uncertain', code: 'AB12', amountCents: 500, cashier: 'Anna', createdAt: '2026-11-23T10:00:00Z' },
      ],
      crossCheck: { ...report.crossCheck, state: 'unavailable' },
    };
    const lines = closingCsv(withOpen, 'it').csv.slice(1).split('\r\n');
    expect(lines).toContain('Aperto;Ricariche;in verifica;Anna;AB12;1;5.00;;;;0B9E2C4A;open.charge.uncertain');
    expect(lines).toContain('Metodo di pagamento;Bar;Contanti;;;2;;;1274.56;;;method.cash.cash');
    expect(lines.some((l) => l.startsWith('Verifica;;non disponibile;') && l.endsWith(';cross_check.unavailable'))).toBe(true);
    const csv = lines.join('\n');
    expect(csv).not.toContain(id);
    expect(csv).not.toMatch(/;(uncertain|cash|succeeded|unavailable);/);
  });
});

describe('printed closing in the receipt language', () => {
  it('names methods by the receipt language, states translated, receipt numbers', () => {
    const r: ClosingReport = {
      ...report,
      open: [{ id: '0b9e2c4a-1111', kind: 'charge', state: 'uncertain', code: null, amountCents: 500, cashier: null, createdAt: 'x' }],
    };
    const names: Record<string, string> = { cash: 'Contanti', 'voucher-and-something-long': 'Carta lunga' };
    const body = closingReceiptBody(r, 'CHF', (m) => names[m.method ?? ''] ?? '?');
    const text = previewReceipt(
      { header: { ...header, language: 'it' }, body },
      { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null },
    )
      .map((l) => (l.type === 'text' ? l.text : ''))
      .join('\n');
    expect(text).toContain('Contanti (2)');
    expect(text).toContain('0B9E2C4A');
    expect(text).toContain('(in verifica)');
    expect(text).not.toMatch(/\bBar\b|uncertain/);
  });
});

describe('printed closing: vouchers accepted apart', () => {
  it('prints complimentary and derecognised redemptions and the service write-offs apart', () => {
    const item = { code: 'X', localCents: 1000, serviceCents: 1000, redeemedAt: 't' };
    const r: ClosingReport = {
      ...report,
      crossCheck: {
        ...report.crossCheck,
        matchedItems: [{ ...item, complimentary: true }, { ...item, serviceCents: 700, derecognized: true }, item],
        derecognized: [{ code: 'Y', cents: 250, redeemedAt: 't', user: null, product: null, complimentary: false }],
      },
    };
    const text = previewReceipt(
      { header, body: closingReceiptBody(r, 'CHF') },
      { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null },
    )
      .map((l) => (l.type === 'text' ? l.text.replace(/\u00a0/g, ' ') : ''))
      .join('\n');
    expect(text).toMatch(/Gutscheine angenommen/);
    expect(text).toMatch(/davon Gratisgutscheine \(1\) +CHF 10\.00/);
    expect(text).toMatch(/davon ausgebucht \(1\) +CHF 7\.00/);
    expect(text).toMatch(/Ausgebucht \(Dienst\) \(1\) +CHF 2\.50/);
  });
});

describe('58 mm paper', () => {
  const amounts = (cents: number[]) => cents.map((c) => formatMoney(c, 'CHF', 'de').replace(/\u00a0/g, ' '));
  const lines = (input: ReceiptInput) =>
    previewReceipt(input, { paper: '58', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null })
      .filter((l) => l.type === 'text')
      .map((l) => (l as { text: string }).text.replace(/\u00a0/g, ' '));

  it('never splits an amount across lines (closing, purchase, ticket sale)', () => {
    const closing: ReceiptInput = { header, body: closingReceiptBody(report, 'CHF') };
    const tickets: ReceiptInput = {
      header,
      body: {
        kind: 'ticket_booking',
        currency: 'CHF',
        bookingReference: 'B-1',
        productName: 'Thermalbad',
        startsAt: null,
        totalCents: 123450,
        tickets: [],
        // Every length of name, so that some line break falls right at the amount.
        lines: Array.from({ length: 30 }, (_, n) => ({ category: `Erwachsene ${'x'.repeat(n)}`, quantity: 2, unitPriceCents: 61725 })),
      },
    };
    const cases: Array<[ReceiptInput, number[]]> = [
      [closing, [123456, 120456, -3000, 127456, 99999999]],
      [{ header, body: bodies.purchase }, [15000, 5000, 2500]],
      [tickets, [61725, 123450]],
    ];
    for (const [input, cents] of cases) {
      const text = lines(input);
      expect(text.every((l) => l.length <= 32)).toBe(true);
      for (const a of amounts(cents))
        expect(
          text.some((l) => l.includes(a)),
          `${a} whole on one line`,
        ).toBe(true);
      // No line ends in a currency whose number went to the next line.
      expect(text.some((l) => /CHF$/.test(l.trimEnd()))).toBe(false);
    }
  });
});
