// The store's code hash is the slow, keyed one (scrypt N=2^14, r=8 of the normalised code with the
// store's key as salt), stable across spellings and runs, and computed once per distinct code.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeHash, codeHashParams, createCodeHasher } from '../../../electron/back-office/client/code-hash';

const key = Buffer.alloc(32, 7).toString('base64url');
const otherKey = Buffer.alloc(32, 8).toString('base64url');

describe('the code hash', () => {
  it('is scrypt with the slow parameters, the store key as salt, over the normalised code', async () => {
    expect(codeHashParams).toMatchObject({ N: 2 ** 14, r: 8, p: 1, keylen: 32, prefix: 's1.' });
    const expected = crypto
      .scryptSync('UXLHXVUDKAQF', Buffer.from(key, 'base64url'), 32, { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })
      .toString('base64url');
    expect(await codeHash('uxlh-xvud-kaqf', key)).toBe(`s1.${expected}`);
    // Stable: a fixed value, so a change of parameters cannot pass unseen (tills must agree).
    expect(await codeHash('UXLHXVUDKAQF', key)).toBe('s1._3jSHLeaG2AvCJ_IFH_G11q6FtuuWjAQK5iMFna5iLA');
  });

  it('depends on the store key, and is the same for every spelling of a code', async () => {
    const a = await codeHash('ABCD-1234-EFGH', key);
    expect(await codeHash('abcd 1234 efgh', key)).toBe(a);
    expect(await codeHash('ABCD1234EFGH', otherKey)).not.toBe(a);
    expect(await codeHash('ABCD1234EFGX', key)).not.toBe(a);
  });

  it('a hasher answers from memory: a new code is noted, hashed once by settle, then known', async () => {
    const h = createCodeHasher(key);
    expect(h.protect(null)).toEqual({ masked: null, hash: null });
    expect(h.protect('uxlh-xvud-kaqf')).toEqual({ masked: '…KAQF', hash: null });
    expect(await h.settle()).toBe(true);
    expect(h.protect('UXLHXVUDKAQF')).toEqual({ masked: '…KAQF', hash: await codeHash('UXLHXVUDKAQF', key) });
    expect(await h.settle()).toBe(false);
  });
});
