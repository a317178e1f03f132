// Every printer profile, on both paper widths: the bytes of its test page decoded back as that
// model reads them (accents, €, CHF, the cut, the drawer kick), and what goes wrong when a job is
// written for another model.
import { describe, expect, it } from 'vitest';
import { drawerPulse } from '../../../electron/core/printing/drawer';
import { decodeEscPos, type DecodedReceipt } from '../../../electron/core/printing/escpos-decoder';
import { encodeReceipt, previewReceipt, type ReceiptSettings } from '../../../electron/core/printing/pipeline';
import { printerProfiles, type PrinterProfile } from '../../../electron/core/printing/profiles';
import { testCurrencySigns } from '../../../electron/core/printing/templates/other';
import type { ReceiptBody } from '../../../electron/core/printing/input';
import { sample } from './fixtures';

const base: ReceiptSettings = { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null };
const profiles = Object.values(printerProfiles);
const papers = ['80', '58'] as const;

/** The decoded text in one line (wrapped lines joined, runs of spaces as one). */
const flat = (r: DecodedReceipt): string => r.lines.join(' ').replace(/\s+/g, ' ');
const count = (bytes: Buffer, part: readonly number[]): number => {
  let n = 0;
  for (let i = bytes.indexOf(Buffer.from(part)); i >= 0; i = bytes.indexOf(Buffer.from(part), i + 1)) n++;
  return n;
};

describe.each(profiles.flatMap((p) => papers.map((paper) => ({ p, paper, name: `${p.model} ${paper} mm` }))))('$name', ({ p, paper }) => {
  const s: ReceiptSettings = { ...base, paper, model: p.model };
  const print = async (kind: ReceiptBody['kind'], pulse: Buffer | null = null): Promise<{ bytes: Buffer; r: DecodedReceipt }> => {
    const bytes = await encodeReceipt(sample(kind), s, { pulse });
    const { receipts, rest } = decodeEscPos(bytes, p);
    expect(receipts).toHaveLength(1);
    expect(rest.lines).toEqual([]);
    return { bytes, r: receipts[0]! };
  };

  it('test page: every accented letter of de/fr/it and the currency signs come back, in the columns of the model', async () => {
    const { bytes, r } = await print('test_page');
    const text = flat(r);
    expect(text).toContain('de: ä ö ü Ä Ö Ü ß');
    // PC858 has no œ and no …: they print as "oe" and "...", never as '?'.
    expect(text).toContain('fr: é è ê ë à â ç î ï ô û ù oe « » ... É È Ê À Ç Ô');
    expect(text).toContain('it: à è é ì ò ù È');
    expect(text).toContain(testCurrencySigns);
    expect(text).toMatch(/CHF 1'234\.56/);
    expect(text).toMatch(/EUR 99\.90/);
    expect(text).toContain(`PC858 (ESC t ${p.textPage})`);
    expect(text).not.toMatch(/[\ufffd?]/);
    // The text is PC858 under the model's number of it, selected at the start.
    expect(bytes.subarray(0, 5)).toEqual(Buffer.from([0x1b, 0x40, 0x1b, 0x74, p.textPage]));
    expect(bytes.includes(Buffer.from([0x84, 0x20, 0x94, 0x20, 0x81]))).toBe(true); // ä ö ü
    expect(bytes.includes(Buffer.from('€ CHF Fr.', 'latin1'))).toBe(false);
    expect(bytes.includes(Buffer.from([0xd5, 0x20, 0x43, 0x48, 0x46]))).toBe(true); // € CHF
    for (const it of r.items) if (it.type === 'text' && it.text.trim()) expect(it.codePage).toBe(p.textPage);
    const cols = p.columns[paper];
    for (const l of previewReceipt(sample('test_page'), s)) if (l.type === 'text') expect(l.text.length).toBeLessThanOrEqual(l.cols);
    expect(Math.max(...r.lines.map((l) => l.length))).toBeLessThanOrEqual(cols.small);
    expect(r.lines.some((l) => l.length === cols.normal)).toBe(true); // the separator spans the width
  });

  it("cuts with the model's command (and ESC @ after it)", async () => {
    const { bytes, r } = await print('test_page');
    expect(r.cut).toBe(true);
    // Epson and Star feed to their cutter themselves; a generic printer's cutter is somewhere.
    const cut = { epson: [0x1d, 0x56, 66, 0], star: [0x1d, 0x56, 66, 0], generic58: [0x1b, 0x64, 4, 0x1d, 0x56, 1] }[p.model];
    expect(count(bytes, [...cut, 0x1b, 0x40])).toBe(1);
    expect(count(bytes, [0x1d, 0x56])).toBe(1);
  });

  it("kicks the drawer with the model's pulse: pin and times come back", async () => {
    for (const pin of ['2', '5'] as const) {
      const pulse = drawerPulse({ pin, onMs: 120, offMs: 240 }, p);
      expect(pulse).toEqual(Buffer.from([0x1b, 0x70, p.drawer.pins[pin], 120 / p.drawer.unitMs, 240 / p.drawer.unitMs]));
      const { r } = await print('drawer_open', pulse);
      expect(r.pulses).toEqual([{ pin: Number(pin), onMs: 120, offMs: 240 }]);
    }
    expect(drawerPulse({ pin: 'none', onMs: 120, offMs: 240 }, p)).toBeNull();
  });
});

describe('a job written for another model', () => {
  const star: PrinterProfile = printerProfiles.star;
  const epson: PrinterProfile = printerProfiles.epson;

  it("prints wrong on a Star: Epson's ESC t 19 is CP772 there (€ and the umlauts become Lithuanian and Cyrillic letters)", async () => {
    const bytes = await encodeReceipt(sample('test_page'), { ...base, model: 'epson' });
    const text = flat(decodeEscPos(bytes, star).receipts[0]!);
    expect(text).not.toContain('ä ö ü');
    expect(text).toContain('de: Д Ф Б'); // 0x84 0x94 0x81
    expect(text).toContain('š CHF Fr.'); // € at 0xD5
  });

  it("and a Star's job on an Epson selects a page the Epson reads as another (here: unknown, U+FFFD)", async () => {
    const bytes = await encodeReceipt(sample('test_page'), { ...base, model: 'star' });
    expect(flat(decodeEscPos(bytes, epson).receipts[0]!)).toContain('\ufffd');
  });
});
