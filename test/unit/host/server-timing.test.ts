// The benchmarks' phase timings: off unless a call carries a record; the dispatcher's phases and a
// handler's own land in the record of their call only; the header lists them; the flag is parsed.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBrowserArgs } from '../../../electron/browser/args';
import { memoryLogger } from '../../../electron/common/log';
import { phase, recordPhases, serverTimingHeader } from '../../../electron/common/timing';
import { method } from '../../../electron/core/contract';
import { createDispatcher } from '../../../electron/core/host/dispatcher';

const methods = { 'test.slow': method({ input: z.object({}), output: z.object({ n: z.number() }), role: 'public', doc: 'waits' }) };
const dispatch = createDispatcher({
  methods,
  logger: memoryLogger(),
  handlers: {
    'test.slow': async () => {
      const n = await phase('service', () => new Promise<number>((r) => setTimeout(() => r(1), 15)));
      return { n: phase('cache', () => n) };
    },
  },
});

describe('server timing', () => {
  it("records the dispatcher's and the handler's phases of one call", async () => {
    const [a, b] = await Promise.all([
      recordPhases(() => dispatch('test.slow', {}, { clientId: 't' })),
      recordPhases(() => dispatch('test.slow', {}, { clientId: 't' })),
    ]);
    for (const { value, phases } of [a, b]) {
      expect(value).toEqual({ ok: true, value: { n: 1 } });
      expect([...phases.keys()].sort()).toEqual(['cache', 'handler', 'input', 'output', 'service', 'session']);
      expect(phases.get('service')).toBeGreaterThanOrEqual(10);
      expect(phases.get('handler')).toBeGreaterThanOrEqual(phases.get('service') ?? Infinity);
    }
    expect(
      serverTimingHeader(
        new Map([
          ['service', 1.234],
          ['host', 2],
        ]),
      ),
    ).toBe('service;dur=1.23, host;dur=2.00');
  });

  it('is a plain call without a record', async () => {
    expect(phase('x', () => 7)).toBe(7);
    expect(await dispatch('test.slow', {}, { clientId: 't' })).toEqual({ ok: true, value: { n: 1 } });
  });

  it('is switched on by --server-timing only', () => {
    const defaults = { port: 5317, dataDir: '.data' };
    expect(parseBrowserArgs([], defaults).serverTiming).toBeUndefined();
    expect(parseBrowserArgs(['--server-timing'], defaults).serverTiming).toBe(true);
  });
});
