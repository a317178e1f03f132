import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPdf, buildZip } from '../../../electron/sandbox/ticketing/files';

describe('hand-built download files', () => {
  it('PDF: every xref offset points at its object, startxref at the xref table', () => {
    const pdf = buildPdf([['Thermalbad (Tag)', 'Zürich \\ ok', 'emoji 🎟 gone'], ['Seite 2']]).toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const [, count] = /xref\n0 (\d+)\n/.exec(pdf.slice(xrefAt))!;
    const entries = pdf
      .slice(xrefAt)
      .split('\n')
      .slice(3, 2 + Number(count));
    entries.forEach((line, i) => {
      const offset = Number(line.slice(0, 10));
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(pdf).toContain('/Count 2');
    expect(pdf).toContain('(Thermalbad \\(Tag\\)) Tj');
    expect(pdf).toContain('(Z\xfcrich \\\\ ok) Tj');
    expect(pdf).toContain('(emoji ?? gone) Tj');
    const stream = /<< \/Length (\d+) >>\nstream\n/.exec(pdf)!;
    const start = stream.index + stream[0].length;
    expect(pdf.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe('\nendstream');
  });

  it('ZIP: stored entries with their CRC, readable back', () => {
    const data = Buffer.from('{"formatVersion":1}');
    const zip = buildZip([{ name: 'pass.json', data }]);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = zip.readUInt16LE(26);
    expect(zip.subarray(30, 30 + nameLength).toString()).toBe('pass.json');
    expect(zip.subarray(30 + nameLength, 30 + nameLength + data.length).equals(data)).toBe(true);
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    const dirAt = zip.readUInt32LE(end + 16);
    expect(zip.readUInt32LE(dirAt)).toBe(0x02014b50);
    expect(zip.readUInt32LE(14)).toBe(crc32(data));
    expect(zip.readUInt32LE(dirAt + 16)).toBe(crc32(data));
  });
});
