// The business day never runs back: after a sale and a Z, the clock set back a day refuses the next
// sale (a load in it too) and opening the till with the reason and writes nothing; the status says the
// clock is behind. Set right again, the sale goes through; set back again, only a manager's
// confirmation (audited with both times; a cashier is asked for the manager PIN) lets steps go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createCore, type Core } from '../../electron/core';
import { manualTimers } from '../../electron/core/clock';
import type { MethodInput, MethodName, MethodOutput, Order } from '../../electron/core/contract';
import { listAudit } from '../../electron/core/store/audit';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { as, BOSS_PIN, uid } from '../helpers/session-clients';

const DAY = 24 * 60 * 60_000;
let sb: RunningSandbox;
let core: Core;
let t = Date.parse('2026-03-10T10:00:00.000Z');

function client(id: string) {
  const c = as(core, id);
  const call = async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => {
    const res = await c(method, input);
    if (!res.ok) throw Object.assign(new Error(`${method}: ${res.error.code} ${res.error.message}`), { data: res.error });
    return res.value as MethodOutput<M>;
  };
  const fail = async <M extends MethodName>(method: M, input: MethodInput<M>) => {
    const res = await c(method, input);
    if (res.ok) throw new Error(`${method} was expected to fail`);
    return res.error;
  };
  return { call, fail };
}
const boss = () => client('boss');
const anna = () => client('anna');

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  core = await createCore({
    dataDir: ':memory:',
    clock: { now: () => new Date(t) },
    logger: memoryLogger(),
    timers: manualTimers(),
    scryptParams: { N: 1024, r: 8, p: 1 },
    startTrainingService: async () => ({ baseUrl: sb.baseUrl, apiKey: sb.keys.integration ?? '', close: async () => {} }),
  });
  await boss().call('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
  await boss().call('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' });
  await anna().call('auth.login', { userId: uid(core, 'Anna'), pin: '1357' });
});
afterAll(async () => {
  await core.close();
  await sb.close();
});

/** What a refused step must leave as it was: every journal row, session and finished order. */
const written = () => ({
  journal: core.runtime.db.prepare('SELECT count(*) AS n FROM journal').get(),
  sessions: core.runtime.db.prepare('SELECT id, state, day FROM till_sessions ORDER BY number').all(),
  finished: core.runtime.db.prepare(`SELECT count(*) AS n FROM orders WHERE state = 'finished'`).get(),
});
const openOrder = async (cents: number): Promise<Order> => {
  await anna().call('order.addLine', { line: { kind: 'goods', amountCents: cents } });
  return (await anna().call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: cents } })).order;
};
const refusedForClock = (e: { code: string; message: string; details?: Record<string, unknown> }) => {
  expect(e.code).toBe('locked');
  expect(e.details).toMatchObject({ reason: 'clock_behind' });
  expect(e.message).toMatch(/clock .* is behind its last recorded step .* until the clock is set right or a manager confirms it/);
};

describe('the clock set back a day after a sale and a Z', () => {
  it('refuses value steps with the reason and writes nothing; right again or confirmed by a manager, they go on', async () => {
    const first = await openOrder(1200);
    expect((await anna().call('order.finish', { orderId: first.id })).order.state).toBe('finished');
    await boss().call('session.close', { countedCents: 1200, confirm: true });
    expect((await anna().call('app.status', {})).clock).toBeUndefined();

    t -= DAY;
    const before = written();
    await openOrder(800);
    // With a load too (a load line paid by card): the finish that would run it is refused.
    await anna().call('order.addLine', { line: { kind: 'load', code: 'DEMOTRAIN001', amountCents: 500 } });
    const order = (await anna().call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 500 } })).order;
    refusedForClock(await anna().fail('order.finish', { orderId: order.id }));
    refusedForClock(await boss().fail('session.open', { floatCents: 10000 }));
    expect(written()).toEqual(before);
    expect((await anna().call('app.status', {})).clock).toMatchObject({ state: 'behind', now: new Date(t).toISOString() });

    // The clock right again: the same sale goes through on today's date, the load with it.
    t += DAY + 60_000;
    expect((await anna().call('app.status', {})).clock).toBeUndefined();
    const done = (await anna().call('order.finish', { orderId: order.id })).order;
    expect(done.state).toBe('finished');
    expect(done.lines.find((l) => l.kind === 'load')?.entries[0]).toMatchObject({ kind: 'charge', state: 'succeeded' });

    // Set back once more: a cashier cannot take it as right; a manager can, and it is audited.
    t -= DAY;
    const second = await openOrder(300);
    refusedForClock(await anna().fail('order.finish', { orderId: second.id }));
    expect(await anna().fail('app.confirmClock', {})).toMatchObject({ code: 'forbidden', details: { needs: 'manager_pin' } });
    const floor = (await anna().call('app.status', {})).clock?.floor;
    expect(floor).toBeDefined();
    expect(await boss().call('app.confirmClock', {})).toEqual({ confirmed: true, floor });
    const audit = listAudit(core.runtime.db, 5).find((e) => e.action === 'confirm_clock');
    expect(audit).toMatchObject({ actor: 'Chefin', details: { clockNow: new Date(t).toISOString(), floor } });
    expect((await anna().call('app.status', {})).clock).toBeUndefined();
    expect((await anna().call('order.finish', { orderId: second.id })).order.state).toBe('finished');
  });
});
