// Mode on every row: a day trained against one built-in service, then switched to a second one that
// stands in for the live service (another merchant, so its catalog differs). The live closing,
// journal, undo and reprint see only live rows; training rows stay readable in the training view;
// a switch is refused while a step is open, naming it; the catalog after the switch is live's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createServiceClient } from '../../electron/core/service';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { loadByOrder, sellByVoucher } from '../helpers/sales';

let training: RunningSandbox;
let live: RunningSandbox;
let h: CoreHarness;

beforeAll(async () => {
  [training, live] = await Promise.all([startSandbox({ dbFile: ':memory:' }), startSandbox({ dbFile: ':memory:' })]);
  h = await startCore({ sandbox: training, reconcileSettleMs: 600_000 });
  await h.call('auth.setup', { name: 'Chefin', pin: '246810' });
});
afterAll(async () => {
  await h.close();
  await Promise.all([training.close(), live.close()]);
});

const toLive = () =>
  h.call('settings.switchMode', { mode: 'live', confirm: true, baseUrl: live.baseUrl, apiKey: live.keys['other-merchant'] ?? '' });

describe('training and live never mix', () => {
  let trainingRedeemId = '';

  it('a training day: a sale paid by voucher and a load, then a switch refused while a step is uncertain, naming it', async () => {
    const paid = await sellByVoucher(h.call, 'DEMOTRAIN001', 2000);
    trainingRedeemId = paid.tenders[0]!.entries[0]!.id;
    await loadByOrder(h.call, 'DEMOVALUE100', 1000);
    expect((await h.call('journal.today', {})).entries.every((e) => e.mode === 'training')).toBe(true);

    const fault = training.faults.add({ path: '/v1/vouchers/DEMOTRAIN002/redeem.json', dropAfterCommit: true, times: 1 });
    const p2 = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1500 } })).order;
    expect((await h.fail('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN002' } })).code).toBe('uncertain');
    training.faults.remove(fault);

    const refused = await h.fail('settings.switchMode', {
      mode: 'live',
      confirm: true,
      baseUrl: live.baseUrl,
      apiKey: live.keys['other-merchant'] ?? '',
    });
    expect(refused.code).toBe('conflict');
    expect(refused.message).toContain('redeem DEMOTRAIN002 CHF 15.00 (uncertain)');
    // The uncertain step and its order, still open, are both named.
    expect(refused.code === 'conflict' ? refused.details?.openRows : null).toEqual([
      expect.objectContaining({ kind: 'redeem', code: 'DEMOTRAIN002', amountCents: 1500 }),
      expect.objectContaining({ kind: 'open_sale', state: 'open', amountCents: 1500 }),
    ]);
    expect((await h.call('settings.get', {})).mode).toBe('training');

    // The reconciler settles it (the redemption did happen); the order is finished.
    await h.call('journal.reconcile', {});
    expect((await h.call('journal.unresolved', {})).entries).toEqual([]);
    expect((await h.call('order.finish', { orderId: p2.id })).order.state).toBe('finished');
  });

  it('after the switch: the catalog is the live service own, the closing counts only the live purchase', async () => {
    const trainingCatalog = (await h.call('sale.catalog', {})).items.map((i) => i.id);
    expect(trainingCatalog).toContain('vt-value');
    await toLive();
    expect(h.core.runtime.state.mode).toBe('live');
    const catalog = await h.call('sale.catalog', {});
    expect(catalog.items.map((i) => i.id)).toEqual(['vt-autre']);

    expect((await h.call('journal.today', {})).entries).toEqual([]);
    await sellByVoucher(h.call, 'AUTREBON0001', 1500);

    const c = await h.call('report.closing', {});
    expect(c.totals).toEqual([{ kind: 'redeem', count: 1, amountCents: 1500 }]);
    expect(c.open).toEqual([]);
    expect(c.crossCheck).toMatchObject({ state: 'ok', matched: 1, localOnly: [], serviceOnly: [] });
    const today = (await h.call('journal.today', {})).entries;
    expect(today.map((e) => [e.kind, e.code, e.mode])).toEqual([['redeem', 'AUTREBON0001', 'live']]);
  });

  it('training rows stay readable in the training view, but are never undone or reprinted in live mode', async () => {
    const view = (await h.call('journal.today', { view: 'training' })).entries;
    expect(view.map((e) => e.code).sort()).toEqual(['DEMOTRAIN001', 'DEMOTRAIN002', 'DEMOVALUE100']);
    expect(view.every((e) => e.mode === 'training' && !e.cancellable)).toBe(true);
    const undo = await h.fail('redemption.cancel', { journalId: trainingRedeemId });
    expect(undo.code).toBe('conflict');
    expect(undo.message).toMatch(/training mode/);
    expect((await h.fail('print.reprint', { ref: { journalId: trainingRedeemId } })).code).toBe('conflict');
    // Nothing of it reached the live service: today's redemptions there are the live purchase only.
    const day = (await h.call('report.closing', {})).day;
    const window = { from: `${day}T00:00:00`, to: `${day}T23:59:59` };
    const asLive = createServiceClient({ baseUrl: live.baseUrl, apiKey: live.keys['other-merchant'] ?? '', logger: memoryLogger() });
    expect((await asLive.vouchers.redemptions(window)).map((r) => r.code.replace(/-/g, ''))).toEqual(['AUTREBON0001']);
    const demoAtLive = createServiceClient({ baseUrl: live.baseUrl, apiKey: live.keys.integration ?? '', logger: memoryLogger() });
    expect(await demoAtLive.vouchers.redemptions(window)).toEqual([]);
  });

  it('back to training: the training closing and catalog again, no live row', async () => {
    await h.call('settings.switchMode', { mode: 'training', confirm: true });
    expect((await h.call('sale.catalog', {})).items.map((i) => i.id)).not.toContain('vt-autre');
    const c = await h.call('report.closing', {});
    expect(c.totals.find((t) => t.kind === 'redeem')).toEqual({ kind: 'redeem', count: 2, amountCents: 3500 });
    expect((await h.call('journal.today', {})).entries.some((e) => e.mode === 'live')).toBe(false);
  });
});
