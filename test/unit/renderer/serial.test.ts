// The scan queue of the basket's voucher panel: tasks end in the order they were given, whatever
// each takes, and a failed one does not stop the next.
import { describe, expect, it } from 'vitest';
import { serialQueue } from '../../../src/lib/serial';

const after = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('serialQueue', () => {
  it('runs a slow first task to its end before a fast second one starts', async () => {
    const queue = serialQueue();
    const seen: string[] = [];
    const first = queue(async () => {
      seen.push('first started');
      await after(40);
      seen.push('first ended');
    });
    const second = queue(async () => {
      seen.push('second started');
      await after(1);
      seen.push('second ended');
    });
    await Promise.all([first, second]);
    expect(seen).toEqual(['first started', 'first ended', 'second started', 'second ended']);
  });

  it('goes on after a task that failed, and the caller is not left with a rejection', async () => {
    const queue = serialQueue();
    const seen: string[] = [];
    await expect(queue(() => Promise.reject(new Error('lookup failed')))).resolves.toBeUndefined();
    await queue(() => void seen.push('next ran'));
    expect(seen).toEqual(['next ran']);
  });
});
