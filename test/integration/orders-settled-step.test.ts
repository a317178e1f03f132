// A voucher payment of an open order whose answer was lost is "being checked"; when the
// verification settles it (no call of the order), the basket and the customer display still hear
// it: the core publishes the order again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '../../electron/core/contract';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';

let sb: RunningSandbox;
let h: CoreHarness;
const published: Array<Order | null> = [];

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({ sandbox: sb, timeouts: { connectMs: 300, readMs: 300 }, reconcileSettleMs: 60_000 });
  h.core.bus.subscribe((name, payload) => {
    if (name === 'order.changed') published.push((payload as { order: Order | null }).order);
  });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

it('a voucher tender settled by the verification publishes the order with the tender taken', async () => {
  await h.call('order.addLine', { line: { kind: 'goods', amountCents: 2500 } });
  sb.faults.add({ method: 'POST', path: '/v1/vouchers/*/redeem.json', dropAfterCommit: true, times: 1 });
  await expect(h.call('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN010' } })).rejects.toMatchObject({
    data: { code: 'uncertain' },
  });
  const added = (await h.call('order.current', {})).order!;
  expect(added.tenders[0]).toMatchObject({ state: 'checking' });
  const before = published.length;
  await h.core.runtime.reconciler.run();
  const heard = published.slice(before).at(-1);
  expect(heard?.id).toBe(added.id);
  expect(heard?.tenders[0]).toMatchObject({ state: 'taken', amountCents: 2500 });
  expect(heard?.restCents).toBe(0);
});
