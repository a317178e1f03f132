// The printed voucher archive: months with closing balance and change, running and corrected
// months marked, on 58 and 80 mm, in the receipt language.
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../electron/core/printing/escpos-decoder';
import { encodeReceipt, type ReceiptSettings } from '../../../electron/core/printing/pipeline';
import { sample } from './fixtures';

const s80: ReceiptSettings = { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null };
const s58: ReceiptSettings = { ...s80, paper: '58' };

async function lines(settings: ReceiptSettings, over = {}): Promise<string> {
  const { receipts } = decodeEscPos(await encodeReceipt(sample('voucher_archive', over), settings));
  expect(receipts).toHaveLength(1);
  return receipts[0]!.lines.join('\n');
}

describe('voucher archive receipt', () => {
  it.each([
    ['58', s58],
    ['80', s80],
  ] as const)('%s mm: every month with balance and change, marks kept whole', async (_p, settings) => {
    const t = await lines(settings);
    expect(t).toContain('Gutscheinarchiv');
    expect(t).toMatch(/Gratisgutscheine +ausgeschlossen/);
    expect(t).toMatch(/10\.2026 \(korrigiert\)\s+CHF 23'456\.00/);
    expect(t).toMatch(/Veränderung +CHF -120\.00/);
    expect(t).toMatch(/11\.2026 \(laufend\) +CHF 24'000\.00/);
    expect(t).toMatch(/Veränderung +\+CHF 544\.00/);
  });

  it('in the receipt language', async () => {
    const t = await lines(s58, { language: 'fr' });
    expect(t).toContain('Archive des bons');
    expect(t).toMatch(/11\.2026 \(en cours\)/);
  });
});
