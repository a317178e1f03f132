import { describe, expect, it } from 'vitest';
import { decodeEscPos, EscPosDecoder } from '../../../electron/core/printing/escpos-decoder';
import { encodeReceipt, type ReceiptSettings } from '../../../electron/core/printing/pipeline';
import { interpretStatus } from '../../../electron/core/printing/tcp-port';
import { parsePrinterUri } from '../../../electron/core/printing/port';
import { sample } from './fixtures';

const s58: ReceiptSettings = { paper: '58', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null };

describe('bad input never reaches the printer as commands or foreign bytes', () => {
  it('control characters in service strings are stripped (no injected cut, reset or code page)', async () => {
    const input = sample('voucher_sale');
    if (input.body.kind !== 'voucher_sale') throw new Error('fixture');
    input.body.vouchers[0]!.name = 'Evil\u001dV\u0000Name\u001bt\u0002\u001b@ok';
    const { receipts, rest } = decodeEscPos(await encodeReceipt(input, s58));
    expect(receipts).toHaveLength(3); // two slips + sale receipt: no extra cut
    expect(rest.items).toHaveLength(0);
    expect(receipts[0]!.lines.some((l) => l.includes('EvilVNamet@ok'))).toBe(true);
    for (const r of receipts) for (const i of r.items) if (i.type === 'text') expect(i.codePage).toBe(19);
  });

  it('unprintable characters are replaced, never sent as bytes of another code page', async () => {
    const input = sample('ticket_booking');
    if (input.body.kind !== 'ticket_booking') throw new Error('fixture');
    input.body.productName = 'Zürich ✓ Łódź 東京 “Tour”';
    const bytes = await encodeReceipt(input, s58);
    // ESC t is only ever 19 (PC858): the library never switched pages on its own.
    for (let i = bytes.indexOf(Buffer.from([0x1b, 0x74])); i >= 0; i = bytes.indexOf(Buffer.from([0x1b, 0x74]), i + 1)) {
      expect(bytes[i + 2]).toBe(19);
    }
    const text = decodeEscPos(bytes).receipts[0]!.lines.join(' ');
    expect(text).toContain('Zürich ? ?ódz ?? "Tour"');
  });

  it('text longer than a line wraps inside the width; a very long word is broken, not lost', async () => {
    const input = sample('deactivation');
    if (input.body.kind !== 'deactivation') throw new Error('fixture');
    input.body.reason = 'x'.repeat(100);
    const [r] = decodeEscPos(await encodeReceipt(input, s58)).receipts;
    const reasonLines = r!.items.filter((i) => i.type === 'text' && /^(Grund: )?x+$/.test(i.text));
    expect(reasonLines.every((i) => i.type === 'text' && i.text.length <= 32)).toBe(true);
    expect(
      reasonLines
        .map((i) => (i.type === 'text' ? i.text : ''))
        .join('')
        .replace(/^Grund: /, ''),
    ).toBe('x'.repeat(100));
  });
});

describe('codes', () => {
  it('QR and barcode data stay ASCII so the command lengths stay right', async () => {
    const input = sample('ticket_booking');
    if (input.body.kind !== 'ticket_booking') throw new Error('fixture');
    input.body.tickets[0]!.ticketNumber = '12345é\u0007789';
    const { receipts, rest } = decodeEscPos(await encodeReceipt(input, s58));
    expect(receipts).toHaveLength(3); // a slip per ticket, then the booking's receipt
    expect(rest.items).toHaveLength(0);
    expect(receipts[0]!.qr[0]).toBe('12345?789');
  });
});

describe('decoder and status', () => {
  it('decodes across chunk boundaries and reports status requests as they arrive', async () => {
    const bytes = await encodeReceipt(sample('load'), { ...s58, maskCodes: false }, { confirm: true });
    const seen: string[] = [];
    const d = new EscPosDecoder((r) => seen.push(`${r.kind}:${r.n}`));
    for (let i = 0; i < bytes.length; i += 7) d.push(bytes.subarray(i, i + 7));
    expect(d.receipts).toHaveLength(1);
    expect(d.receipts[0]!.qr).toEqual(['LOAD1234CODE']);
    expect(seen).toEqual(['gs_r:1']);
    const whole = decodeEscPos(bytes).receipts[0]!;
    expect(d.receipts[0]!.lines).toEqual(whole.lines);
  });

  it('reads DLE EOT answers', () => {
    expect(interpretStatus(Buffer.from([0x12, 0x12, 0x12])).state).toBe('ready');
    expect(interpretStatus(Buffer.from([0x1a, 0x32, 0x72])).state).toBe('paper_end');
    expect(interpretStatus(Buffer.from([0x1a, 0x16, 0x12])).state).toBe('cover_open');
    expect(interpretStatus(Buffer.alloc(0)).state).toBe('unknown');
  });

  it('parses printer addresses', () => {
    expect(parsePrinterUri('tcp://10.0.0.5:9100')).toEqual({ kind: 'tcp', host: '10.0.0.5', port: 9100 });
    expect(parsePrinterUri('tcp://printer.local')).toEqual({ kind: 'tcp', host: 'printer.local', port: 9100 });
    expect(parsePrinterUri('queue:EPSON_TM-T20')).toEqual({ kind: 'queue', name: 'EPSON_TM-T20' });
    expect(parsePrinterUri('queue:bad;rm -rf')).toBeNull();
    expect(parsePrinterUri('tcp://host:99999')).toBeNull();
    expect(parsePrinterUri('http://x')).toBeNull();
  });
});
