import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoryLogger } from '../../../electron/common/log';
import { CoreError, method, say } from '../../../electron/core/contract';
import { createDispatcher } from '../../../electron/core/host/dispatcher';

const methods = {
  'test.echo': method({
    input: z.object({ n: z.number().int() }).strict(),
    output: z.object({ n: z.number() }),
    role: 'public',
    doc: 'echo',
  }),
  'test.boom': method({ input: z.object({}), output: z.object({}), role: 'public', doc: 'throws' }),
  'test.refuse': method({ input: z.object({}), output: z.object({}), role: 'public', doc: 'CoreError' }),
  'test.badOutput': method({ input: z.object({}), output: z.object({ n: z.number() }), role: 'public', doc: 'wrong output' }),
  'test.manager': method({ input: z.object({}), output: z.object({}), role: 'manager', doc: 'manager only' }),
};

function setup() {
  const logger = memoryLogger();
  const dispatch = createDispatcher({
    methods,
    logger,
    handlers: {
      'test.echo': (i: { n: number }) => ({ n: i.n }),
      'test.boom': () => {
        throw new Error('secret stack detail');
      },
      'test.refuse': () => {
        throw new CoreError('conflict', say('orderNoLines'), false, { id: 'x' });
      },
      'test.badOutput': () => ({ n: 'not a number' }),
      'test.manager': () => ({}),
    },
    authorize: (role) => {
      if (role === 'manager') throw new CoreError('forbidden', say('needsManager'));
    },
  });
  return { dispatch, logger };
}

const ctx = { clientId: 't' };

describe('dispatcher', () => {
  it('runs a method with valid input', async () => {
    const { dispatch } = setup();
    expect(await dispatch('test.echo', { n: 3 }, ctx)).toEqual({ ok: true, value: { n: 3 } });
  });

  it('refuses invalid input with invalid_input and names the field', async () => {
    const { dispatch } = setup();
    const r = await dispatch('test.echo', { n: 'x' }, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('invalid_input');
      expect(r.error.message).toContain('n');
    }
    const extra = await dispatch('test.echo', { n: 1, more: true }, ctx);
    expect(extra.ok ? null : extra.error.code).toBe('invalid_input');
  });

  it('answers unknown_method, also for prototype names', async () => {
    const { dispatch } = setup();
    for (const name of ['nope', 'toString', '__proto__', 'constructor']) {
      const r = await dispatch(name, {}, ctx);
      expect(r.ok ? null : r.error.code).toBe('unknown_method');
    }
  });

  it('maps unknown throws to internal without leaking, and logs the stack', async () => {
    const { dispatch, logger } = setup();
    const r = await dispatch('test.boom', {}, ctx);
    expect(r).toEqual({
      ok: false,
      error: { code: 'internal', message: 'Internal error', messageId: 'internalError', params: {}, retryable: false },
    });
    expect(logger.lines.join('\n')).toContain('secret stack detail');
    expect(logger.lines.join('\n')).toContain('stack');
  });

  it('passes CoreError through as data', async () => {
    const { dispatch } = setup();
    expect(await dispatch('test.refuse', {}, ctx)).toEqual({
      ok: false,
      error: {
        code: 'conflict',
        message: 'The order has no lines',
        messageId: 'orderNoLines',
        params: {},
        retryable: false,
        details: { id: 'x' },
      },
    });
  });

  it('validates the output and never hands out an unchecked shape', async () => {
    const { dispatch, logger } = setup();
    const r = await dispatch('test.badOutput', {}, ctx);
    expect(r.ok ? null : r.error.code).toBe('internal');
    expect(logger.lines.join('\n')).toContain('output failed its contract schema');
  });

  it('enforces roles before running the handler', async () => {
    const { dispatch } = setup();
    const r = await dispatch('test.manager', {}, ctx);
    expect(r.ok ? null : r.error.code).toBe('forbidden');
  });

  it('refuses to build with a contract method that has no handler', () => {
    expect(() => createDispatcher({ methods, handlers: {}, logger: memoryLogger() })).toThrow(/No handler/);
  });
});
