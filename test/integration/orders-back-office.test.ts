// A voucher tender confirmed without its token (the production service's older answers):
// the basket learns it before finishing (`backOfficeOnly`), cancelling the order is refused before
// anything is undone, and removing the tender hands it to the back office (kept on the order, in the
// audit log and on the receipt) instead of failing: the rest is paid otherwise and the order finishes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../electron/core/store/audit';
import type { RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { startTestSandbox } from './sandbox/harness';

let sb: RunningSandbox;
let h: CoreHarness;
beforeAll(async () => {
  sb = await startTestSandbox({ flavour: 'production' });
  h = await startCore({ sandbox: sb, role: 'legacy-merchant' });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

describe('a voucher tender without its token', () => {
  it('is said before finishing; cancel is refused untouched; removing it hands it to the back office', async () => {
    let o = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 2000 } })).order;
    o = (await h.call('order.addTender', { tender: { kind: 'voucher', code: 'LEGACYBOOK01' } })).order;
    expect(o.tenders[0]).toMatchObject({ kind: 'voucher', state: 'taken', amountCents: 2000, backOfficeOnly: true });
    expect(o.covered).toBe(true);

    const refused = await h.fail('order.cancel', { orderId: o.id });
    expect(refused).toMatchObject({ code: 'conflict', details: { backOfficeOnly: true, tenderId: o.tenders[0]?.id, amountCents: 2000 } });
    const still = (await h.call('order.get', { orderId: o.id })).order;
    expect(still).toMatchObject({ state: 'open', covered: true });
    expect(still.tenders[0]?.entries.map((e) => e.kind)).toEqual(['redeem']);

    o = (await h.call('order.removeTender', { tenderId: o.tenders[0]?.id ?? '' })).order;
    expect(o.tenders[0]).toMatchObject({ state: 'back_office', amountCents: 2000 });
    expect(o).toMatchObject({ restCents: 2000, covered: false });
    expect(listAudit(h.core.runtime.db).some((a) => a.action === 'order.tender_to_back_office' && a.subject === o.id)).toBe(true);

    o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 2000 } })).order;
    o = (await h.call('order.finish', { orderId: o.id })).order;
    expect(o.state).toBe('finished');
    const paid = o.tenders.filter((t) => t.state === 'taken').reduce((s, t) => s + t.amountCents, 0);
    expect(paid - o.changeCents).toBe(o.totalCents);
    // The receipt names the handed-over payment and who gives it back.
    const printing = h.core.runtime.printing;
    await printing?.queue.kick();
    const [receipt] = (await printing?.testPrinter()?.waitForReceipts(1)) ?? [];
    const text = receipt?.lines.join('\n') ?? '';
    expect(text).toMatch(/Gutschein \(Back-Office\) +CHF 20\.00/);
    expect(text.replace(/\s+/g, ' ')).toContain('das Back-Office bucht den Betrag auf den Gutschein zurück');
  });

  it('a lower total the token-less voucher overpays is refused at finish, naming the tender to hand over', async () => {
    let o = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1500 } })).order;
    const goods = o.lines[0]?.id ?? '';
    o = (await h.call('order.addTender', { tender: { kind: 'voucher', code: 'LEGACYBOOK01' } })).order;
    const tenderId = o.tenders[0]?.id ?? '';
    o = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 500 } })).order;
    o = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 500 } })).order;
    o = (await h.call('order.removeLine', { lineId: goods })).order;
    expect(o.covered).toBe(false);
    const refused = await h.fail('order.finish', { orderId: o.id });
    expect(refused).toMatchObject({ code: 'conflict', details: { backOfficeOnly: true, tenderId } });
    o = (await h.call('order.removeTender', { tenderId })).order;
    o = (await h.call('order.finish', { orderId: o.id })).order;
    expect(o).toMatchObject({ state: 'finished', totalCents: 500 });
  });
});
