// The frame of every receipt kind: receipts of a till step show how it was paid and thank the
// customer; the closing, the archive, the drawer slip and the test page do neither.
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../electron/core/printing/document';
import type { ReceiptKind } from '../../../electron/core/printing/input';
import { renderReceipt } from '../../../electron/core/printing/render';
import { receiptStrings } from '../../../electron/core/printing/strings';
import { bodies, options, sample } from './fixtures';

const s = receiptStrings.de;
const plainKinds: ReceiptKind[] = ['day_closing', 'till_report', 'voucher_archive', 'drawer_open', 'test_page'];
const texts = (blocks: Block[]): string[] => blocks.flatMap((b) => (b.type === 'text' ? [b.text] : []));
const paidRow = (blocks: Block[]): boolean => blocks.some((b) => b.type === 'row' && b.left === s.paymentMethod && b.right === 'Twint');

describe('receipt frame per kind', () => {
  for (const kind of Object.keys(bodies) as ReceiptKind[]) {
    const till = !plainKinds.includes(kind);
    it(`${kind}: ${till ? 'payment row and thanks' : 'no payment row, no thanks'}`, () => {
      const { blocks } = renderReceipt({ ...sample(kind), paidBy: 'Twint' }, options, '80');
      expect(paidRow(blocks)).toBe(till);
      expect(texts(blocks).includes(s.thanks)).toBe(till);
      expect(blocks.at(-1)).toEqual({ type: 'cut' });
    });
  }

  it('titles follow the state: a cancelled stock sale is a deactivation', () => {
    const body = { ...bodies.stock_sale, state: 'cancelled' } as typeof bodies.stock_sale;
    const title = (b: typeof body) => texts(renderReceipt({ ...sample('stock_sale'), body: b }, options, '80').blocks);
    expect(title(body)).toContain(s.titleDeactivation);
    expect(title(bodies.stock_sale)).toContain(s.titleActivation);
  });
});
