// Cancel with authority against the built-in service: undoing a load of an earlier day needs a
// manager's PIN once one is set up (an elevation counts for one step), and lands in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createCore, type Core } from '../../electron/core';
import { manualTimers } from '../../electron/core/sync/timers';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';

let sb: RunningSandbox;
let core: Core;
let t = new Date().getTime();
const clock = { now: () => new Date(t) };

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  core = await createCore({
    dataDir: ':memory:',
    clock,
    logger: memoryLogger(),
    timers: manualTimers(),
    scryptParams: { N: 1024, r: 8, p: 1 },
    startTrainingService: async () => ({ baseUrl: sb.baseUrl, apiKey: sb.keys.integration ?? '', close: async () => {} }),
  });
  core.runtime.state.online = true;
});
afterAll(async () => {
  await core.close();
  await sb.close();
});

const as = (clientId: string) => (method: string, input: unknown) => core.dispatch(method, input, { clientId });

describe('cancel with authority', () => {
  it('a load of an earlier day is undone only with a manager PIN; the same day needs none', async () => {
    const boss = as('boss');
    const till = as('till');
    await boss('auth.setup', { name: 'Chefin', pin: '2468' });
    await boss('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' });
    await till('auth.login', { pin: '1357' });

    const today = await till('charge.load', { code: 'DEMOTRAIN005', amountCents: 1000 });
    expect(today.ok).toBe(true);
    const todayId = today.ok ? (today.value as { id: string }).id : '';
    expect(await till('charge.cancel', { journalId: todayId })).toMatchObject({ ok: true });

    const earlier = await till('charge.load', { code: 'DEMOTRAIN009', amountCents: 1500 });
    const earlierId = earlier.ok ? (earlier.value as { id: string }).id : '';
    t += 26 * 3600_000; // the next day
    await till('auth.login', { pin: '1357' });
    expect(await till('charge.cancel', { journalId: earlierId })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', details: { needs: 'manager_pin', action: 'cancel_charge_earlier_day' } },
    });
    expect(await till('auth.elevate', { pin: '1357' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect((await till('auth.elevate', { pin: '2468' })).ok).toBe(true);
    expect(await till('charge.cancel', { journalId: earlierId })).toMatchObject({
      ok: true,
      value: { kind: 'cancel_charge', state: 'succeeded' },
    });

    await boss('auth.login', { pin: '2468' });
    const audit = await boss('auth.audit', {});
    const entries = audit.ok
      ? (
          audit.value as {
            entries: Array<{ action: string; actor: string | null; subject: string | null; details: Record<string, unknown> }>;
          }
        ).entries
      : [];
    expect(entries.find((e) => e.action === 'cancel_charge_earlier_day')).toMatchObject({
      actor: 'Chefin',
      subject: earlierId,
      details: { cashier: 'Anna' },
    });
  });
});
