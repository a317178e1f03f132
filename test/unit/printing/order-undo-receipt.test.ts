// A cancelled order and a refund say what went back: cash given back, the voucher's value restored
// with its balance after the undo, the card refunded; never "cash received". Decoded from the bytes.
import { describe, expect, it } from 'vitest';
import { languages } from '../../../electron/core/contract/app';
import { decodeEscPos } from '../../../electron/core/printing/escpos-decoder';
import type { ReceiptBody, ReceiptInput } from '../../../electron/core/printing/input';
import { encodeReceipt, type ReceiptSettings } from '../../../electron/core/printing/pipeline';
import { receiptStrings } from '../../../electron/core/printing/strings';
import { orderStrings } from '../../../electron/core/printing/strings-order';
import { header } from './fixtures';

type OrderBody = Extract<ReceiptBody, { kind: 'order' }>;
const s80: ReceiptSettings = { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null };

// The voucher paid 50.00 leaving 0.00; its undo put 50.00 back: the balance after the undo is 50.00.
const cancelled: OrderBody = {
  kind: 'order',
  currency: 'CHF',
  state: 'cancelled',
  lines: [
    {
      kind: 'stock',
      code: 'DEPO1234FIXA',
      reference: null,
      quantity: 1,
      amountCents: 5_000,
      freeCreditCents: null,
      balanceAfterCents: null,
    },
  ],
  tenders: [
    { kind: 'voucher', name: null, code: 'PAYS1234WXYZ', amountCents: 5_000, balanceAfterCents: 5_000 },
    { kind: 'cash', name: 'Bar', code: null, amountCents: 5_000, balanceAfterCents: null },
    { kind: 'card', name: 'Karte', code: null, amountCents: 2_500, balanceAfterCents: null },
  ],
  totalCents: 5_000,
  bookedCents: null,
  roundingCents: 0,
  changeCents: 0,
};

async function lines(body: OrderBody, language: (typeof languages)[number]): Promise<string[]> {
  const input: ReceiptInput = { header: { ...header, language }, body };
  const { receipts } = decodeEscPos(await encodeReceipt(input, s80));
  expect(receipts).toHaveLength(1);
  return receipts[0]!.lines;
}

describe('the receipt of a cancelled order or a refund', () => {
  for (const l of languages)
    it(`cancelled, ${l}: cash given back, voucher restored with its balance after the undo, card refunded`, async () => {
      const o = orderStrings[l];
      const s = receiptStrings[l];
      const text = (await lines(cancelled, l)).join('\n');
      const amount = (cents: string) => (l === 'fr' ? `${cents} CHF` : `CHF ${cents}`);
      expect(text).toContain(o.titleOrderCancel);
      expect(text).toMatch(new RegExp(`^${o.cashGivenBack} +${amount('50.00')}$`, 'm'));
      expect(text).toMatch(new RegExp(`^${o.voucherRestored} +${amount('50.00')}$`, 'm'));
      expect(text).toMatch(new RegExp(`^  ${s.newBalance} +${amount('50.00')}$`, 'm'));
      expect(text).toMatch(new RegExp(`^${o.refunded.replace('{method}', 'Karte')} +${amount('25.00')}$`, 'm'));
      // Never the words of a sale: "cash received", a plain "voucher" row.
      expect(text).not.toMatch(new RegExp(`^(${o.cashGiven}|${o.voucher}) {2,}`, 'm'));
    });

  it('German wording as the till says it', async () => {
    const text = (await lines(cancelled, 'de')).join('\n');
    expect(text).toMatch(/^Bar zurückgegeben +CHF 50\.00$/m);
    expect(text).toMatch(/^Gutschein gutgeschrieben +CHF 50\.00$/m);
    expect(text).toMatch(/^ {2}Neues Guthaben +CHF 50\.00$/m);
    expect(text).toMatch(/^Karte zurückerstattet +CHF 25\.00$/m);
  });

  it('a refund: cash paid out, voucher restored, card refunded; a sale keeps its plain words', async () => {
    const refund: OrderBody = {
      ...cancelled,
      state: 'refund',
      tenders: cancelled.tenders.map((t) => ({ ...t, amountCents: -t.amountCents })),
    };
    const text = (await lines(refund, 'en')).join('\n');
    expect(text).toMatch(/^Cash paid out +CHF -50\.00$/m);
    expect(text).toMatch(/^Voucher restored +CHF -50\.00$/m);
    expect(text).toMatch(/^Karte refunded +CHF -25\.00$/m);
    const sale = (await lines({ ...cancelled, state: 'finished' }, 'en')).join('\n');
    expect(sale).toMatch(/^Cash given +CHF 50\.00$/m);
    expect(sale).toMatch(/^Voucher +CHF 50\.00$/m);
    expect(sale).toMatch(/^Karte +CHF 25\.00$/m);
  });
});
