// The one purchase receipt (codes per the masking setting: it is not the
// voucher; a copy is the same lines), and the drawer pulse in the job (decoded back by the test decoder).
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../electron/core/printing/escpos-decoder';
import { drawerPulse } from '../../../electron/core/printing/drawer';
import type { ReceiptInput } from '../../../electron/core/printing/input';
import { encodeReceipt, previewReceipt } from '../../../electron/core/printing/pipeline';
import { bodies, header } from './fixtures';

const input: ReceiptInput = { header, body: bodies.purchase, drawer: true };
const text = (mask: boolean, reprint: boolean) =>
  previewReceipt(input, { paper: '80', maskCodes: mask, timeZone: 'Europe/Zurich', logoPath: null }, reprint)
    .filter((l) => l.type === 'text')
    .map((l) => (l as { text: string }).text);

describe('purchase receipt', () => {
  it('lists each voucher with its new balance, the rest and how it was paid; masked by default', () => {
    expect(text(true, false)).toContain('Gutschein                         ****-****-EFGH');
    const lines = text(false, false);
    expect(lines).toContain('Gutschein                         ABCD-1234-EFGH');
    // Under its voucher: indented by the layout.
    expect(lines.filter((l) => /^ {2}Neues Guthaben/.test(l))).toHaveLength(2);
    expect(lines.some((l) => /^Bar\s+CHF\s50\.00$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Referenz\s+POS-4711$/.test(l))).toBe(true);
  });

  it('a copy is the same apart from the copy line; masked codes when masking is on', () => {
    expect(text(false, true).filter((l) => !l.includes('KOPIE'))).toEqual(text(false, false));
    const masked = text(true, true);
    expect(masked.join('\n')).not.toContain('ABCD-1234-EFGH');
    expect(masked.join('\n')).toContain('****-****-EFGH');
  });

  it('carries the drawer pulse (pin and timing from the settings) only when asked', async () => {
    const s = { paper: '80' as const, maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null };
    const pulse = drawerPulse({ pin: '5', onMs: 120, offMs: 240 });
    const withPulse = decodeEscPos(await encodeReceipt(input, s, { pulse })).receipts[0]!;
    expect(withPulse.pulses).toEqual([{ pin: 5, onMs: 120, offMs: 240 }]);
    const without = decodeEscPos(await encodeReceipt(input, s, { pulse: drawerPulse({ pin: 'none', onMs: 100, offMs: 200 }) }))
      .receipts[0]!;
    expect(without.pulses).toEqual([]);
  });
});
