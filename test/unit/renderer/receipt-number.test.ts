// Screens show a row's receipt number exactly as its receipt prints it.
import { expect, it } from 'vitest';
import { shortReference } from '../../../electron/core/printing/journal-adapter';
import { receiptNumber } from '../../../src/lib/receipt-number';

it('matches the printed reference', () => {
  for (const id of ['0b9e2c4a-1111-4222-8333-444455556666', 'ab-cd-ef-12-34-56-78', 'x'])
    expect(receiptNumber(id)).toBe(shortReference(id));
  expect(receiptNumber('0b9e2c4a-1111')).toBe('0B9E2C4A');
});
