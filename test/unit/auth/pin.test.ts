import { describe, expect, it } from 'vitest';
import { hashPin, verifyPin } from '../../../electron/core/auth/pin';

describe('PIN hashing', () => {
  it('stores a salted scrypt hash that verifies only the right PIN', async () => {
    const a = await hashPin('4711');
    const b = await hashPin('4711');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toContain('4711');
    expect(a).not.toBe(b); // fresh salt each time
    expect(await verifyPin('4711', a)).toBe(true);
    expect(await verifyPin('4712', a)).toBe(false);
    expect(await verifyPin('4711', b)).toBe(true);
  });

  it('refuses malformed PINs and never matches a malformed hash', async () => {
    await expect(hashPin('12')).rejects.toThrow(/4 to 8 digits/);
    await expect(hashPin('12ab')).rejects.toThrow();
    expect(await verifyPin('4711', 'plain-4711')).toBe(false);
    expect(await verifyPin('4711', 'scrypt$0$8$1$abc$def')).toBe(false);
  });
});
