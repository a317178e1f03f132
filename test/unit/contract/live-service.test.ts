// The live service address rules : https only (plain http on loopback for
// the built-in service and tests), no credentials, no path beyond the version prefix.
import { describe, expect, it } from 'vitest';
import { baseUrlProblem, baseUrlSchema, isShortCode, normalizeBaseUrl } from '../../../electron/core/contract';

describe('base URL rules', () => {
  it.each([
    ['https://api.example.com', null],
    ['https://api.example.com/', null],
    ['https://api.example.com/v1', null],
    ['https://API.example.com:8443/v1/', null],
    ['http://127.0.0.1:4010', null],
    ['http://localhost:4010/v1', null],
    ['http://[::1]:4010', null],
    ['ftp://api.example.com', 'format'],
    ['api.example.com', 'format'],
    ['https://api.example.com?apikey=x', 'format'],
    ['https://user:pw@api.example.com', 'credentials'],
    ['https://user@api.example.com', 'credentials'],
    ['https://api.example.com/v1/vouchers', 'path'],
    ['https://api.example.com/api', 'path'],
    ['http://api.example.com', 'https'],
    ['http://10.0.0.5:4010', 'https'],
  ])('%s -> %s', (url, problem) => {
    expect(baseUrlProblem(url)).toBe(problem);
    expect(baseUrlSchema.safeParse(url).success).toBe(problem === null);
  });

  it('stores the address without a trailing slash or /v1', () => {
    expect(normalizeBaseUrl('https://API.example.com:8443/v1/')).toBe('https://api.example.com:8443');
    expect(baseUrlSchema.parse(' http://127.0.0.1:4010/ ')).toBe('http://127.0.0.1:4010');
  });
});

describe('short codes', () => {
  it('4 to 11 letters or digits could be a short code; 12 is a voucher code', () => {
    expect(isShortCode('424210')).toBe(true);
    expect(isShortCode('ab-cd')).toBe(true);
    expect(isShortCode('ABC')).toBe(false);
    expect(isShortCode('DEMOVALUE100')).toBe(false);
    // A dot acts like a dash (the on-screen keyboard has one).
    expect(isShortCode('12345.6')).toBe(true);
    expect(isShortCode('12345_6')).toBe(false);
  });
});
