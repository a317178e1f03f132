// Receipts: a service name with a right-to-left override prints neutralised (one display rule,
// contract/display-text.ts, shared with the screen).
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../electron/core/printing/escpos-decoder';
import { encodeReceipt, type ReceiptSettings } from '../../../electron/core/printing/pipeline';
import { sample } from './fixtures';

const spoofed = 'Gift \u202eCHF 05.01\u202c \u2067x\u2069\u200f\u061c';
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const bidiOrControl = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

describe('receipts', () => {
  it('a voucher name with U+202E and isolates prints neutralised, without "?" for the marks', async () => {
    const settings: ReceiptSettings = { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null };
    const input = sample('voucher_sale');
    if (input.body.kind !== 'voucher_sale') throw new Error('fixture');
    input.body.vouchers[0]!.name = spoofed;
    const { receipts } = decodeEscPos(await encodeReceipt(input, settings));
    const text = receipts.flatMap((r) => r.lines).join('\n');
    expect(text).toContain('Gift CHF 05.01 x');
    expect(text).not.toMatch(bidiOrControl);
  });
});
