import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import { createConnectivity, ONLINE_PROBE_MS } from '../../../electron/core/sync/connectivity';
import { manualTimers } from '../../../electron/core/clock';
import { clientWith, netError } from './fake-fetch';

/** A probe whose answer the test flips. */
function switchableProbe() {
  const s = { up: true, calls: 0 };
  const probe = async () => {
    s.calls++;
    if (!s.up) throw new Error('down');
  };
  return { s, probe };
}

function monitor(probe: () => Promise<void>) {
  const timers = manualTimers();
  const state = { online: false };
  const published: boolean[] = [];
  const c = createConnectivity({
    probe,
    state,
    publish: () => published.push(state.online),
    logger: memoryLogger(),
    timers,
    onlineIntervalMs: 1000,
    offlineIntervalMs: 100,
  });
  return { c, timers, state, published };
}

/** Lets the promise chain of a probe settle (no timers involved). */
const settle = () => new Promise<void>((r) => setImmediate(r));

describe('connectivity monitor', () => {
  it('goes online on the first successful probe, publishes once and fires onReconnect', async () => {
    const { s, probe } = switchableProbe();
    const { c, state, published } = monitor(probe);
    const reconnects: number[] = [];
    c.onReconnect(() => reconnects.push(s.calls));
    c.start();
    await c.whenOnline();
    expect(state.online).toBe(true);
    expect(published).toEqual([true]);
    expect(reconnects).toEqual([1]);
    await c.stop();
  });

  it('probes on its interval, goes offline and back online with one event per change', async () => {
    const { s, probe } = switchableProbe();
    const { c, timers, published } = monitor(probe);
    const changes: boolean[] = [];
    let reconnects = 0;
    c.onChange((o) => changes.push(o));
    c.onReconnect(() => reconnects++);
    c.start();
    await settle();
    s.up = false;
    timers.advance(999);
    await settle();
    expect(s.calls).toBe(1);
    timers.advance(1);
    await settle();
    expect(s.calls).toBe(2);
    expect(c.isOnline()).toBe(false);
    // Offline: probes at the shorter interval, no event while nothing changes.
    timers.advance(100);
    await settle();
    expect(s.calls).toBe(3);
    s.up = true;
    timers.advance(100);
    await settle();
    expect(changes).toEqual([true, false, true]);
    expect(published).toEqual([true, false, true]);
    expect(reconnects).toBe(2);
    await c.stop();
    expect(timers.pending()).toBe(0);
  });

  it('shares one probe between concurrent checks', async () => {
    const { s, probe } = switchableProbe();
    const { c } = monitor(probe);
    const [a, b] = await Promise.all([c.checkNow(), c.checkNow()]);
    expect([a, b]).toEqual([true, true]);
    expect(s.calls).toBe(1);
  });

  it('probes at once after a network failure is reported', async () => {
    const { s, probe } = switchableProbe();
    const { c, timers } = monitor(probe);
    c.start();
    await settle();
    const { client } = clientWith([{ throw: netError('ECONNREFUSED') }]);
    const err = await client.vouchers.redeem('ABCDEFGHJKLM', { amount_in_cents: 1 }).catch((e: unknown) => e);
    s.up = false;
    c.reportFailure(err);
    timers.advance(0);
    await settle();
    expect(s.calls).toBe(2);
    expect(c.isOnline()).toBe(false);
    await c.stop();
  });

  it('uses the client hello as a probe against a scripted service', async () => {
    const { client, fetch } = clientWith([{ status: 200, body: 'OK' }, { throw: netError('ECONNREFUSED') }]);
    const { c } = monitor(() => client.hello());
    expect(await c.checkNow()).toBe(true);
    expect(await c.checkNow()).toBe(false);
    expect(fetch.sent.map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/hello.json', '/api/v1/hello.json']);
  });

  it('with the default intervals, a failing probe alone turns the status offline within 5 s (no call needed)', async () => {
    const { s, probe } = switchableProbe();
    const timers = manualTimers();
    const state = { online: false };
    const published: boolean[] = [];
    const c = createConnectivity({ probe, state, publish: () => published.push(state.online), logger: memoryLogger(), timers });
    c.start();
    await settle();
    expect(published).toEqual([true]);
    s.up = false; // the service goes away; nobody calls it
    expect(ONLINE_PROBE_MS).toBeLessThanOrEqual(5_000);
    timers.advance(ONLINE_PROBE_MS - 1);
    await settle();
    expect(published).toEqual([true]);
    timers.advance(1);
    await settle();
    expect(published).toEqual([true, false]);
    expect(state.online).toBe(false);
    await c.stop();
  });
});
