// Issue 24.4/24.5: the printed Z in the order a manager settles the till (drawer and terminals
// first, then liabilities, vouchers accepted, refunds, rounding, promo, per cashier), on 58 and
// 80 mm, every word in the receipt's language, and a reprint equal to the print but for the copy line.
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../electron/core/printing/escpos-decoder';
import type { ReceiptInput } from '../../../electron/core/printing/input';
import { encodeReceipt, type ReceiptSettings } from '../../../electron/core/printing/pipeline';
import { sessionReportSchema } from '../../../electron/core/contract/till-reports';
import { header } from './fixtures';
import { zReport } from './till-report-fixture';

const input = (language: ReceiptInput['header']['language']): ReceiptInput => ({
  header: { ...header, language, reference: 'Z-12' },
  body: { kind: 'till_report', currency: 'CHF', report: structuredClone(zReport) },
});
const settings = (paper: '58' | '80'): ReceiptSettings => ({ paper, maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null });

async function lines(i: ReceiptInput, paper: '58' | '80', reprint = false): Promise<string[]> {
  const { receipts } = decodeEscPos(await encodeReceipt(i, settings(paper), { reprint }));
  expect(receipts).toHaveLength(1);
  return receipts[0]!.lines.map((l) => l.replace(/\u00a0/g, ' '));
}
/** An amount wrapped to its own line (58 mm) joined back to its label. */
const joined = (l: string[]): string[] =>
  l.reduce<string[]>(
    (out, x) => (/^ {4,}CHF /.test(x) && out.length > 0 ? [...out.slice(0, -1), `${out.at(-1)!} ${x.trim()}`] : [...out, x]),
    [],
  );

describe('printed Z report', () => {
  for (const paper of ['58', '80'] as const)
    it(`on ${paper} mm: drawer and terminals first, then liabilities, vouchers, refunds, rounding, promo, cashiers`, async () => {
      const printed = await lines(input('de'), paper);
      expect(printed.every((x) => x.length <= (paper === '58' ? 32 : 48))).toBe(true);
      const l = joined(printed);
      const text = l.join('\n');
      const at = (re: RegExp) => l.findIndex((x) => re.test(x));
      const order = [
        /^Z-Bericht 12/,
        /^Kassenschublade/,
        /^Anfangsbestand +CHF 200\.00$/,
        /^Soll +CHF 375\.00$/,
        /^Gezählt +CHF 365\.00$/,
        /^Differenz +CHF -10\.00$/,
        /^Schublade ohne Verkauf/,
        /^ +Chefin: Wechselgeld/,
        /^Karte und andere/,
        /^Karte \(3\) +CHF 150\.00$/,
        /^TWINT-Zahlung \(0\) +CHF 0\.00$/,
        /^Gutscheine ausgegeben/,
        /^Depot-Gutscheine \(1\) +CHF 100\.00$/,
        /^ +Gratisguthaben \(nicht bezahlt\) +CHF 10\.00$/,
        /^Gutscheine angenommen \(2\) +CHF 80\.00$/,
        /^ +davon Gratisgutscheine +CHF 10\.00$/,
        /^ +davon ausgebucht +CHF 5\.00$/,
        /^An Back-Office übergeben \(1\) +CHF 20\.00$/,
        /^Rückerstattungen \(1\) *$/,
        /^Rundung +CHF 0\.02$/,
        /^Aktionsrabatte \(1\) +CHF -5\.00$/,
        /^Nach Kassier\/in/,
        /^Anna Müller$/,
        /^Bargeld Soll +CHF 105\.00$/,
        /^\(ohne Kassier-PIN\)$/,
        /^Bargeld Soll +CHF 70\.00$/,
      ];
      const positions = order.map((re) => at(re));
      expect(
        positions.every((p) => p >= 0),
        order.filter((_, i) => positions[i]! < 0).join(', '),
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      // The stock voucher's free credit is never cash: it appears once, under liabilities.
      expect(text.match(/Gratisguthaben/g)).toHaveLength(3); // session + two cashiers
      // The cash refund's money is told once, in the drawer; the refunds rows only count.
      expect(l.filter((x) => /^Bar zurückbezahlt +CHF -20\.00$/.test(x))).toHaveLength(1);
      expect(l.filter((x) => x.startsWith('Rückerstattungen')).every((x) => !x.includes('CHF'))).toBe(true);
    });

  it('in Italian: method names from their Italian settings, no German word', async () => {
    const text = (await lines(input('it'), '80')).join('\n');
    expect(text).toMatch(/Rapporto Z 12/);
    expect(text).toMatch(/Carta \(3\) +CHF 150\.00/);
    expect(text).toMatch(/Pagamento TWINT \(0\)/);
    expect(text).toMatch(/Differenza +CHF -10\.00/);
    for (const german of ['Karte', 'TWINT-Zahlung', 'Bar ', 'Soll', 'Kassier']) expect(text).not.toContain(german);
  });

  it('a reprint is byte for byte the print apart from the copy line', async () => {
    const first = await lines(input('de'), '58');
    const copy = await lines(input('de'), '58', true);
    expect(copy.length).toBe(first.length + 1);
    const copyLine = copy.findIndex((l) => /\*\* KOPIE \*\*/.test(l));
    expect(copyLine).toBeGreaterThanOrEqual(0);
    expect(copy.filter((_, i) => i !== copyLine)).toEqual(first);
  });

  it('a Z stored before the back-office row existed reads as none handed over and prints without it', async () => {
    const old = JSON.parse(JSON.stringify(zReport)) as {
      split: Record<string, unknown>;
      byCashier: Array<{ split: Record<string, unknown> }>;
    };
    delete old.split.backOffice;
    for (const c of old.byCashier) delete c.split.backOffice;
    const read = sessionReportSchema.parse(old);
    expect(read.split.backOffice).toEqual({ count: 0, amountCents: 0 });
    const { receipts } = decodeEscPos(
      await encodeReceipt(
        { header: { ...header, reference: 'Z-12' }, body: { kind: 'till_report', currency: 'CHF', report: read } },
        settings('80'),
      ),
    );
    expect(receipts[0]?.lines.join('\n')).not.toContain('Back-Office');
  });
});
