import { describe, expect, it } from 'vitest';
import { defaultScryptParams, hashPin, verifyPin } from '../../../electron/core/auth/pin';

const cheap = { N: 1024, r: 8, p: 1 };

describe('PIN hashing', () => {
  it('stores a salted scrypt hash that verifies only the right PIN', async () => {
    const a = await hashPin('4711', cheap);
    const b = await hashPin('4711', cheap);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toContain('4711');
    expect(a).not.toBe(b); // fresh salt each time
    expect(await verifyPin('4711', a)).toBe(true);
    expect(await verifyPin('4712', a)).toBe(false);
    expect(await verifyPin('4711', b)).toBe(true);
  });

  it('production cost: N=2^17, r=8 (an offline search of all six-digit PINs takes days; see the bench)', async () => {
    expect(defaultScryptParams).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPin('246810');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPin('246810', stored)).toBe(true);
    // Two scrypt runs of ~130 MB each: about 0.5 s on a quiet machine, several seconds on a busy one.
  }, 30_000);

  it('refuses malformed PINs and never matches a malformed hash', async () => {
    await expect(hashPin('12')).rejects.toThrow(/4 to 8 digits/);
    await expect(hashPin('12ab')).rejects.toThrow();
    expect(await verifyPin('4711', 'plain-4711')).toBe(false);
    expect(await verifyPin('4711', 'scrypt$0$8$1$abc$def')).toBe(false);
  });
});
