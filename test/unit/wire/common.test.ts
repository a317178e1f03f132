import { describe, it, expect } from 'vitest';
import {
  compareTimestamps,
  dateOrTimestampSchema,
  errorBodySchema,
  formatTimestamp,
  formatVoucherCode,
  isTicketNumber,
  isVoucherCode,
  normalizeVoucherCode,
  responseTimestampSchema,
  sameVoucherCode,
  ticketNumberSchema,
  timestampSchema,
  voucherCodeSchema,
} from '../../../electron/core/service/wire';

describe('timestamps', () => {
  it('parses timestamps with 0 to 7 fractional digits', () => {
    for (const ts of ['2026-03-19T09:00:00', '2026-03-19T09:00:00.1', '2026-03-19T09:00:00.123', '2026-03-19T09:00:00.0000000']) {
      expect(timestampSchema.parse(ts)).toBe(ts);
    }
  });

  it('refuses offsets, 8 fractional digits, bare dates and impossible values', () => {
    for (const bad of [
      '2026-03-19T09:00:00Z',
      '2026-03-19T09:00:00.00000000',
      '2026-03-19',
      '2026-02-30T09:00:00',
      '2026-03-19T24:00:00',
      '2026-03-19 09:00:00',
    ]) {
      expect(timestampSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('tolerates an offset in responses and a bare date where allowed', () => {
    expect(responseTimestampSchema.safeParse('2026-03-19T09:00:00.1234567+01:00').success).toBe(true);
    expect(dateOrTimestampSchema.safeParse('2026-03-19').success).toBe(true);
    expect(dateOrTimestampSchema.safeParse('2026-03-19T00:00:00').success).toBe(true);
  });

  it('compares dates and timestamps of different precision chronologically', () => {
    expect(compareTimestamps('2026-03-19', '2026-03-19T00:00:00.0000000')).toBe(0);
    expect(compareTimestamps('2026-03-19T09:00:00', '2026-03-19T09:00:00.5')).toBeLessThan(0);
    expect(compareTimestamps('2026-03-20', '2026-03-19T23:59:59.9999999')).toBeGreaterThan(0);
  });

  it('formats a Date as a local timestamp without offset', () => {
    expect(formatTimestamp(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05T07:08:09');
  });
});

describe('voucher codes', () => {
  it('normalises: upper case, dashes, dots and spaces removed', () => {
    expect(normalizeVoucherCode('abcd-efgh jklm')).toBe('ABCDEFGHJKLM');
    expect(normalizeVoucherCode('abcd.efgh.jklm')).toBe('ABCDEFGHJKLM');
  });

  it('formats in groups of four with dashes', () => {
    expect(formatVoucherCode('abcdefghjklm')).toBe('ABCD-EFGH-JKLM');
    expect(formatVoucherCode('ABCD-EFGH-JKLM')).toBe('ABCD-EFGH-JKLM');
  });

  it('validates 12 letters/digits with or without dashes', () => {
    expect(isVoucherCode('ABCD-EFGH-JKLM')).toBe(true);
    expect(isVoucherCode('abcd1234wxyz')).toBe(true);
    expect(isVoucherCode('ABCD-EFGH-JKL')).toBe(false);
    expect(isVoucherCode('ABCD-EFGH-JKL!')).toBe(false);
    expect(isVoucherCode('ABCDEFGHJKLMN')).toBe(false);
  });

  it('schema outputs the normalised code and compares codes in normalised form', () => {
    expect(voucherCodeSchema.parse('abcd-efgh-jklm')).toBe('ABCDEFGHJKLM');
    expect(voucherCodeSchema.safeParse('short').success).toBe(false);
    expect(sameVoucherCode('ABCD-EFGH-JKLM', 'abcdefghjklm')).toBe(true);
  });
});

describe('ticket numbers and error body', () => {
  it('accepts exactly 19 digits', () => {
    expect(isTicketNumber('1234567890123456789')).toBe(true);
    expect(isTicketNumber('123456789012345678')).toBe(false);
    expect(ticketNumberSchema.safeParse('123456789012345678a').success).toBe(false);
  });

  it('parses the JSON error body and keeps extra fields', () => {
    const body = errorBodySchema.parse({ error_code: 'not_found', message: 'No such thing', detail: 1 });
    expect(body.error_code).toBe('not_found');
    expect(body).toMatchObject({ detail: 1 });
  });
});
