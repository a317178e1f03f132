// Sub-rows (a balance under its voucher, a code under its line, the gross/cancelled/net of an
// operation) print indented, read back from the bytes, on both papers and in every language; the
// templates never indent with spaces of their own.
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '../../../electron/core/contract/app';
import type { Block } from '../../../electron/core/printing/document';
import { decodeEscPos } from '../../../electron/core/printing/escpos-decoder';
import type { ReceiptBody, ReceiptInput } from '../../../electron/core/printing/input';
import { encodeReceipt, type ReceiptSettings } from '../../../electron/core/printing/pipeline';
import { renderReceipt } from '../../../electron/core/printing/render';
import { archiveStrings } from '../../../electron/core/printing/strings-archive';
import { orderStrings } from '../../../electron/core/printing/strings-order';
import { paymentStrings } from '../../../electron/core/printing/strings-payment';
import { receiptStrings } from '../../../electron/core/printing/strings';
import { tillReportStrings } from '../../../electron/core/printing/strings-till';
import { askedBookedStrings } from '../../../electron/core/printing/templates/closing-asked';
import { closingStrings } from '../../../electron/core/contract/closing-strings';
import { bodies, options, sample } from './fixtures';

const settings = (paper: '80' | '58'): ReceiptSettings => ({ paper, maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null });

function input(kind: ReceiptBody['kind'], language: Language, body?: ReceiptBody): ReceiptInput {
  const i = sample(kind, { language });
  return body ? { ...i, body: structuredClone(body) } : i;
}

const order: ReceiptBody = {
  ...(bodies.order as Extract<ReceiptBody, { kind: 'order' }>),
  lines: [
    ...(bodies.order as Extract<ReceiptBody, { kind: 'order' }>).lines,
    { kind: 'promo', code: 'SOMMER10', reference: null, quantity: 1, amountCents: -500, freeCreditCents: null, balanceAfterCents: null },
  ],
  tenders: [
    ...(bodies.order as Extract<ReceiptBody, { kind: 'order' }>).tenders,
    { kind: 'voucher', name: null, code: 'BACK1234OFFI', amountCents: 1_000, balanceAfterCents: null, backOffice: true },
  ],
};
const closing: ReceiptBody = {
  ...(bodies.day_closing as Extract<ReceiptBody, { kind: 'day_closing' }>),
  operations: [{ group: 'loads', count: 3, grossCents: 30_000, cancelledCount: 1, cancelledCents: 5_000, netCents: 25_000 }],
  askedBooked: [{ reference: 'J-000121', kind: 'activate', code: 'DEPO1234CODE', askedCents: 5_000, bookedCents: 4_000 }],
};
const stockSale: ReceiptBody = {
  ...(bodies.stock_sale as Extract<ReceiptBody, { kind: 'stock_sale' }>),
  vouchers: [{ code: 'DEPO1234FREE', amountCents: 5_000, freeCreditCents: 500 }],
};

/** Per template: the labels that are sub-rows and those of the rows they belong to, in one language. */
function cases(l: Language): Array<{ name: string; input: ReceiptInput; subs: string[]; mains: string[]; ignore?: string }> {
  const s = receiptStrings[l];
  const o = orderStrings[l];
  const p = paymentStrings[l];
  const t = tillReportStrings[l];
  return [
    {
      name: 'order',
      input: input('order', l, order),
      subs: [
        o.registerReceipt,
        '****-****-ABCD',
        s.freeCredit,
        s.newBalance,
        '****-****-WXYZ',
        'SOMMER10',
        o.backOfficeNote.split(' ')[0]!,
      ],
      mains: [o.lines.goods, o.lines.load, o.lines.promo, o.total, o.voucher],
    },
    { name: 'purchase', input: input('purchase', l), subs: [s.paidWithVoucher, s.newBalance], mains: [s.purchaseTotal, s.voucher] },
    { name: 'redemption_cancel', input: input('redemption_cancel', l), subs: [s.restored, s.newBalance], mains: [s.voucher] },
    { name: 'stock_sale', input: input('stock_sale', l, stockSale), subs: [s.freeCredit], mains: ['****-****-FREE', s.total] },
    {
      name: 'day_closing',
      input: input('day_closing', l, closing),
      subs: [p.gross, p.cancelled, p.net, s.asked, askedBookedStrings[l].booked, askedBookedStrings[l].difference],
      mains: [closingStrings[l].groups.loads, 'J-000121'],
      // The block's title starts like its "booked" row in some languages (wrapped on 58 mm).
      ignore: askedBookedStrings[l].title,
    },
    { name: 'voucher_archive', input: input('voucher_archive', l), subs: [archiveStrings[l].change], mains: ['10.2026', '11.2026'] },
    {
      name: 'till_report',
      input: input('till_report', l),
      subs: ['Chefin:', t.freeCredit, t.complimentary, t.derecognized],
      mains: [t.float, t.vouchersAccepted],
    },
  ];
}

const starting = (lines: string[], label: string, ignore = ''): string[] =>
  lines.filter((x) => x.trimStart().startsWith(label) && !ignore.startsWith(x.trim()));

describe('sub-rows are indented by the layout', () => {
  for (const paper of ['80', '58'] as const)
    for (const l of languages)
      it(`every template with sub-rows, ${paper} mm, ${l}`, async () => {
        for (const c of cases(l)) {
          const { receipts } = decodeEscPos(await encodeReceipt(c.input, settings(paper)));
          const lines = receipts.flatMap((r) => r.lines);
          for (const label of c.subs) {
            const found = starting(lines, label, c.ignore);
            expect(found.length, `${c.name}: "${label}" printed`).toBeGreaterThan(0);
            for (const x of found) expect(x, `${c.name}: "${label}" indented`).toMatch(/^ {2}\S/);
          }
          for (const label of c.mains) {
            const found = starting(lines, label, c.ignore);
            expect(found.length, `${c.name}: "${label}" printed`).toBeGreaterThan(0);
            expect(
              found.some((x) => x.startsWith(label)),
              `${c.name}: "${label}" flush left`,
            ).toBe(true);
          }
        }
      });

  it('no template indents a string with spaces of its own (the layout would drop them)', () => {
    const lead = /^[\s\u00a0]/;
    const texts = (b: Block): string[] => (b.type === 'text' ? [b.text] : b.type === 'row' || b.type === 'sub' ? [b.left] : []);
    for (const l of languages)
      for (const c of [...cases(l).map((x) => x.input), ...Object.keys(bodies).map((k) => input(k as ReceiptBody['kind'], l))]) {
        for (const paper of ['80', '58'] as const) {
          const bad = renderReceipt(c, options, paper)
            .blocks.flatMap(texts)
            .filter((x) => lead.test(x));
          expect(bad, `${c.body.kind} ${l}`).toEqual([]);
        }
      }
  });
});
