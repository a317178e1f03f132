import { describe, expect, it } from 'vitest';
import { encodeCp858 } from '../../../electron/core/printing/charset';
import { formatCode, formatDateTime, formatMoney, maskCode } from '../../../electron/core/printing/format';
import { layout, wrap } from '../../../electron/core/printing/layout';
import { sanitize, stripControls } from '../../../electron/core/printing/text';

describe('text hygiene', () => {
  it('strips control characters from service strings', () => {
    expect(stripControls('Gut\u0007schein\u001b@\u0000 ok\u200b\u202e')).toBe('Gutschein@ ok');
    expect(sanitize('line1\r\nline2\tend')).toBe('line1 line2 end');
  });

  it('keeps Swiss characters and maps or replaces the rest', () => {
    expect(sanitize('ä ö ü é è à ç € CHF')).toBe('ä ö ü é è à ç € CHF');
    expect(sanitize('“Café” – Crème…')).toBe('"Café" - Crème...');
    expect(sanitize('Dvořák Łódź')).toBe('Dvorák ?ódz');
    expect(sanitize('日本')).toBe('??');
    expect(sanitize('😀')).toBe('?');
  });

  it('encodes PC858 bytes exactly (umlauts, accents, euro)', () => {
    expect([...encodeCp858('äöüéèàç€ÄÖÜ')]).toEqual([0x84, 0x94, 0x81, 0x82, 0x8a, 0x85, 0x87, 0xd5, 0x8e, 0x99, 0x9a]);
    // A character outside PC858 becomes '?', never a byte of another code page.
    expect([...encodeCp858('Ł')]).toEqual([0x3f]);
  });
});

describe('formatting', () => {
  it('formats money, codes and times', () => {
    expect(formatMoney(123456, 'CHF', 'de')).toBe("CHF\u00a01'234.56");
    expect(formatMoney(-550, 'EUR', 'de')).toBe('EUR\u00a0-5.50');
    expect(formatMoney(123456, 'CHF', 'fr')).toBe('1\u00a0234.56\u00a0CHF');
    expect(formatCode('abcd-1234 efgh')).toBe('ABCD-1234-EFGH');
    expect(maskCode('ABCD1234EFGH')).toBe('****-****-EFGH');
    expect(formatDateTime('2026-11-21T13:05:00.000Z', 'Europe/Zurich')).toBe('21.11.2026 14:05');
    expect(formatDateTime('2026-12-24T14:00:00.0000000', 'Europe/Zurich')).toBe('24.12.2026 14:00');
    expect(formatDateTime('2029-11-21T00:00:00', 'Europe/Zurich', false)).toBe('21.11.2029');
  });
});

describe('layout', () => {
  it('wraps on words and breaks only words longer than a line', () => {
    expect(wrap('a bb ccc dddd', 6)).toEqual(['a bb', 'ccc', 'dddd']);
    expect(wrap('x'.repeat(10), 4)).toEqual(['xxxx', 'xxxx', 'xx']);
  });

  it('never breaks an amount or a code in a row', () => {
    const lines = layout(
      { blocks: [{ type: 'row', left: 'Bezahlt mit Gutschein für den Einkauf von heute', right: formatMoney(1234567, 'CHF', 'de') }] },
      '58',
    );
    const texts = lines.map((l) => (l.type === 'text' ? l.text : ''));
    expect(texts.every((t) => t.length <= 32)).toBe(true);
    expect(texts.filter((t) => t.includes("CHF 12'345.67"))).toHaveLength(1);
  });

  it('drops a large code to normal size rather than breaking it', () => {
    const code = '1234567890123456789';
    const [line] = layout({ blocks: [{ type: 'text', text: code, size: 'large' }] }, '58');
    expect(line).toMatchObject({ type: 'text', text: code, size: 'normal', cols: 32 });
  });

  it('uses 48/64 columns on 80 mm and 32/42 on 58 mm', () => {
    const cols = (paper: '80' | '58') =>
      layout({ blocks: [{ type: 'separator' }, { type: 'text', text: 'x', size: 'small' }] }, paper).map((l) =>
        l.type === 'text' ? l.cols : 0,
      );
    expect(cols('80')).toEqual([48, 64]);
    expect(cols('58')).toEqual([32, 42]);
  });
});
