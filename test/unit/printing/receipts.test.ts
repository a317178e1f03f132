import { describe, expect, it } from 'vitest';
import { languages } from '../../../electron/core/contract/app';
import { decodeEscPos, type DecodedReceipt } from '../../../electron/core/printing/escpos-decoder';
import { receiptBodySchema, type ReceiptBody } from '../../../electron/core/printing/input';
import { encodeReceipt, previewReceipt, type ReceiptSettings } from '../../../electron/core/printing/pipeline';
import { receiptStrings } from '../../../electron/core/printing/strings';
import { bodies, sample } from './fixtures';

const s80: ReceiptSettings = { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null };
const s58: ReceiptSettings = { ...s80, paper: '58' };

async function print(kind: ReceiptBody['kind'], settings = s80, over = {}): Promise<DecodedReceipt[]> {
  const bytes = await encodeReceipt(sample(kind, over), settings);
  const { receipts, rest } = decodeEscPos(bytes);
  expect(rest.lines).toEqual([]); // nothing after the last cut
  return receipts;
}
const text = (r: DecodedReceipt): string => r.lines.join('\n');

describe('receipt kinds, decoded from the bytes', () => {
  it('redemption: codes per the masking setting (QR only in full), amounts and new balances', async () => {
    // Not itself the voucher: masked by default, without the QR (the QR is the code).
    const [m] = await print('redemption');
    expect(text(m!)).toContain('****-****-EFGH');
    expect(text(m!)).not.toContain('ABCD-1234');
    expect(m!.qr).toEqual([]);
    const [r] = await print('redemption', { ...s80, maskCodes: false });
    expect(r?.cut).toBe(true);
    const t = text(r!);
    expect(t).toContain('ABCD-1234-EFGH');
    expect(t).toContain('WXYZ-5678-JKLM');
    expect(r!.qr).toEqual(['ABCD1234EFGH', 'WXYZ5678JKLM']);
    expect(t).toMatch(/Einkauf total +CHF 125\.50/);
    expect(t).toMatch(/Bezahlt mit Gutschein +CHF 25\.50/);
    expect(t).toMatch(/Neues Guthaben +CHF 74\.50/);
    expect(t).toMatch(/Restbetrag bar\/Karte +CHF 0\.00/);
    expect(t).toContain('Confiserie Zürich Bahnhofstrasse');
    expect(t).toMatch(/Beleg-Nr\. +J-000123/);
    expect(t).toMatch(/Kassier\/in +Anna Müller/);
    expect(t).toMatch(/Datum +21\.11\.2026 14:05/);
  });

  it('load: code per the masking setting (QR only in full), free credit, balance; cancelled load masks the code', async () => {
    const [m] = await print('load');
    expect(text(m!)).toContain('****-****-CODE');
    expect(m!.qr).toEqual([]);
    const [r] = await print('load', { ...s80, maskCodes: false });
    expect(text(r!)).toContain('LOAD-1234-CODE');
    expect(r!.qr).toEqual(['LOAD1234CODE']);
    expect(text(r!)).toMatch(/Bonus +CHF 10\.00/);
    expect(text(r!)).toMatch(/Neues Guthaben +CHF 150\.00/);
    const [c] = await print('load_cancel');
    expect(text(c!)).toContain('****-****-CODE');
    expect(text(c!)).not.toContain('LOAD-1234');
    expect(c!.qr).toEqual([]);
    expect(text(c!)).toMatch(/Betrag +CHF -100\.00/);
    const [unmasked] = await print('load_cancel', { ...s80, maskCodes: false });
    expect(text(unmasked!)).toContain('LOAD-1234-CODE');
  });

  it('activation, deactivation and cancelled purchase', async () => {
    const [a] = await print('activation');
    expect(text(a!)).toMatch(/Betrag +CHF 50\.00/);
    expect(text(a!)).toContain('****-****-CODE');
    const [d] = await print('deactivation');
    expect(text(d!)).toContain('Gutschein deaktiviert');
    expect(text(d!)).toContain('Grund: Kunde storniert');
    const [c] = await print('redemption_cancel');
    expect(text(c!)).toMatch(/Gutgeschrieben +CHF 100\.00/);
  });

  it('voucher sale: one cut slip per voucher (the voucher itself), then the sale receipt', async () => {
    const receipts = await print('voucher_sale');
    expect(receipts).toHaveLength(3);
    expect(receipts.every((r) => r.cut)).toBe(true);
    const [one, two, sale] = receipts;
    expect(text(one!)).toContain('SALE-1111-AAAA');
    expect(one!.qr).toEqual(['SALE1111AAAA']);
    expect(text(one!)).toContain('Wertgutschein Café & Crème');
    expect(text(one!)).toMatch(/Gültig bis +21\.11\.2029/);
    expect(text(two!)).toContain('SALE-2222-BBBB');
    expect(text(two!)).toContain('CHF 132.00');
    expect(text(two!)).toMatch(/Beleg +2\/2/);
    expect(text(sale!)).toMatch(/Total +CHF 170\.00/);
    expect(text(sale!)).toContain('****-****-AAAA');
    expect(sale!.qr).toEqual([]);
  });

  it('cancelled sale, promo codes, tickets and day closing', async () => {
    expect(text((await print('voucher_sale_cancel'))[0]!)).toMatch(/Total +CHF -50\.00/);
    const promo = text((await print('promo_redeem'))[0]!);
    expect(promo).toMatch(/Aktionscode +SOMMER10/);
    expect(promo).toMatch(/Rabatt +10 %/);
    expect(text((await print('promo_cancel'))[0]!)).toMatch(/Rabatt +EUR 5\.00/);
    // One slip per ticket (its own number and QR), then the booking's receipt with the prices.
    const [t1, t2, booking, ...more] = await print('ticket_booking');
    expect(more).toEqual([]);
    expect(t1!.qr).toEqual(['1234567890123456789']);
    expect(t2!.qr).toEqual(['1234567890123456790']);
    for (const [i, t] of [t1!, t2!].entries()) {
      expect(text(t)).toContain('Führung Schloss Chillon');
      expect(text(t)).toMatch(/Beginn +24\.12\.2026 14:00/);
      expect(text(t)).toMatch(new RegExp(`^Ticket ${i + 1}/2 +${['Erwachsene', 'Kinder'][i]}$`, 'm'));
      expect(text(t)).not.toMatch(/Total/);
    }
    expect(booking!.qr).toEqual([]);
    expect(text(booking!)).toMatch(/^Total +CHF 45\.00$/m);
    expect(text(booking!)).toMatch(/^Ticket 2\/2 Kinder +1234567890123456790$/m);
    // A group's one slip: every ticket with its QR on one receipt.
    const [group, ...none] = await print('ticket_booking', { ...s80, ticketSlips: 'booking' });
    expect(none).toEqual([]);
    expect(group!.qr).toEqual(['1234567890123456789', '1234567890123456790']);
    expect(text(group!)).toMatch(/^Total +CHF 45\.00$/m);
    // In an order the order's receipt tells the sale: only the ticket slips.
    const slips = decodeEscPos(await encodeReceipt({ ...sample('ticket_booking'), slipsOnly: true }, s80)).receipts;
    expect(slips.map((r) => r.qr)).toEqual([['1234567890123456789'], ['1234567890123456790']]);
    const codeSlips = decodeEscPos(await encodeReceipt({ ...sample('voucher_sale'), slipsOnly: true }, s80)).receipts;
    expect(codeSlips.map((r) => r.qr)).toEqual([['SALE1111AAAA'], ['SALE2222BBBB']]);
    const [tc] = await print('ticket_booking_cancel');
    expect(tc!.qr).toEqual([]);
    expect(text(tc!)).toContain('1234567890123456789');
    const closing = text((await print('day_closing'))[0]!);
    expect(closing.indexOf('Offene Vorgänge')).toBeLessThan(closing.indexOf('Nach Art'));
    expect(closing).toMatch(/Zahlungen mit Gutschein \(12\) +CHF 456\.00/);
    expect(closing).toMatch(/Anna Müller \(17\) +CHF 926\.00/);
  });

  it("test page: amounts in the page's own language (fr: the currency after, a space between thousands)", async () => {
    const [fr] = await print('test_page', s80, { language: 'fr' });
    expect(text(fr!)).toMatch(/^CHF +1 234\.56 CHF$/m);
    expect(text(fr!)).toMatch(/^EUR +99\.90 EUR$/m);
    expect(text(fr!)).not.toContain("1'234");
    const [de] = await print('test_page', s58);
    expect(text(de!)).toMatch(/^CHF +CHF 1'234\.56$/m);
  });

  it('a cut feeds only what the printer needs: GS V 66 0 (to its own cutter), more only when set', async () => {
    const blankBeforeCut = (r: DecodedReceipt): number => {
      let n = 0;
      for (const it of r.items) if (it.type === 'text') n = it.text.trim() === '' ? n + 1 : 0;
      return n;
    };
    const feedAndCut = Buffer.from([0x1d, 0x56, 66, 0]);
    const count = (bytes: Buffer, part: Buffer): number => {
      let n = 0;
      for (let i = bytes.indexOf(part); i >= 0; i = bytes.indexOf(part, i + 1)) n++;
      return n;
    };
    const bytes = await encodeReceipt(sample('voucher_sale'), s80);
    const { receipts } = decodeEscPos(bytes);
    expect(receipts).toHaveLength(3);
    expect(count(bytes, feedAndCut)).toBe(3);
    // The footer's one blank line, then the cut: no ESC d run of blank paper any more.
    expect(receipts.map(blankBeforeCut)).toEqual([1, 1, 1]);
    expect(bytes.includes(Buffer.from([0x1b, 0x64]))).toBe(false);
    const more = await encodeReceipt(sample('voucher_sale'), { ...s80, cutFeedLines: 2 });
    expect(count(more, Buffer.from([0x1b, 0x64, 2, 0x1d, 0x56, 66, 0]))).toBe(3);
    expect(decodeEscPos(more).receipts.map(blankBeforeCut)).toEqual([3, 3, 3]);
  });

  it('every slip after a cut is in PC858 again (cut ends with ESC @)', async () => {
    const receipts = await print('voucher_sale');
    for (const r of receipts) {
      const withUmlaut = r.items.filter((i) => i.type === 'text' && /[äöüéè]/.test(i.text));
      expect(withUmlaut.length).toBeGreaterThan(0);
      expect(r.lines.join('')).not.toContain('\ufffd');
    }
  });
});

describe('training, reprint, languages', () => {
  it('marks every training receipt (each slip) at top and bottom', async () => {
    const receipts = await print('voucher_sale', s80, { training: true });
    for (const r of receipts) {
      expect(r.lines.filter((l) => l.includes('*** TRAINING ***'))).toHaveLength(2);
      expect(text(r)).toContain('Kein gültiger Beleg');
    }
    expect(text((await print('load'))[0]!)).not.toContain('TRAINING');
  });

  it('prints in the receipt language', async () => {
    expect(text((await print('load', s80, { language: 'fr' }))[0]!)).toMatch(/Nouveau solde +150\.00\s?CHF/);
    expect(text((await print('load', s80, { language: 'it' }))[0]!)).toMatch(/Nuovo saldo +CHF 150\.00/);
    expect(text((await print('load', s80, { language: 'en', training: true }))[0]!)).toContain('Not a valid receipt');
  });

  it('has every receipt string in all four languages, none empty, none left in German', () => {
    const keys = Object.keys(receiptStrings.de);
    for (const lang of languages) {
      const table = receiptStrings[lang] as unknown as Record<string, unknown>;
      expect(Object.keys(table).sort()).toEqual([...keys].sort());
      for (const [k, v] of Object.entries(table)) {
        const values = typeof v === 'string' ? [v] : Object.values(v as Record<string, string>);
        for (const x of values) expect(x.trim(), `${lang}.${k}`).not.toBe('');
      }
      if (lang !== 'de') expect(table.titleLoad).not.toBe(receiptStrings.de.titleLoad);
    }
  });

  it('reprints say so', async () => {
    const bytes = await encodeReceipt(sample('load'), s80, { reprint: true });
    expect(decodeEscPos(bytes).receipts[0]!.lines).toContain('** KOPIE **');
  });
});

describe('paper widths', () => {
  it.each([
    ['80', s80, 48],
    ['58', s58, 32],
  ] as const)('%s mm: decoded lines equal the preview and fit the width', async (_p, settings, cols) => {
    for (const kind of Object.keys(bodies) as ReceiptBody['kind'][]) {
      const preview = previewReceipt(sample(kind), settings).flatMap((l) => (l.type === 'text' && l.text.trim() ? [l.text] : []));
      const bytes = await encodeReceipt(sample(kind), settings);
      const decoded = decodeEscPos(bytes).receipts.flatMap((r) => r.lines);
      expect(decoded).toEqual(preview);
      for (const l of previewReceipt(sample(kind), settings)) {
        if (l.type === 'text') expect(l.text.length).toBeLessThanOrEqual(l.cols);
        if (l.type === 'text' && l.size === 'normal') expect(l.cols).toBe(cols);
      }
    }
  });

  it('58 mm keeps codes and amounts whole', async () => {
    const t = (await print('redemption', { ...s58, maskCodes: false }))[0]!.lines;
    expect(t).toContain('ABCD-1234-EFGH');
    expect(t.some((l) => /CHF 125\.50$/.test(l))).toBe(true);
  });

  it('all fixture bodies are valid inputs', () => {
    for (const b of Object.values(bodies)) expect(receiptBodySchema.safeParse(b).success).toBe(true);
  });
});
