// The key's user is learned from a redemption this terminal sent and got answered, never from
// another till's step (production flavour: the list carries no references). The race: our
// redemption is undone before the list is read, and till 2 redeems the same voucher and amount, so
// the list shows one item of that code and amount, till 2's. Taking its user as ours would take
// every later redemption of till 2 as ours (goods handed over unpaid). A basket order's voucher
// payment teaches the user as a sale's voucher payment does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createServiceClient } from '../../electron/core/service';
import { getJournalRow } from '../../electron/core/store/journal';
import { knownKeyUser, learnKeyUser } from '../../electron/core/sync/key-user';
import { until } from '../helpers/fault-lane';
import { OUR_USER, startTwoTills, type TwoTills } from '../helpers/two-tills';
import { payByVoucher } from '../helpers/sales';

let t: TwoTills;
beforeAll(async () => {
  t = await startTwoTills('production');
});
afterAll(() => t.close());

let firstRow = '';
const keyUser = () => knownKeyUser(t.h.core.runtime.db, getJournalRow(t.h.core.runtime.db, firstRow).scope.service);

describe("learning the key's user", () => {
  it("our redemption undone while till 2 redeems the same voucher and amount: till 2's user is not learned", async () => {
    const code = 'DEMOTRAIN002';
    // The list read right after the answer fails once: the user is not learned at once.
    const rule = t.sb.faults.add({ method: 'GET', path: '/v1/vouchers/redemptions.json', status: 500, times: 1 });
    const paid = await payByVoucher(t.h.call, code, 2000);
    firstRow = paid.tenders[0]?.entries[0]?.id ?? '';
    expect(getJournalRow(t.h.core.runtime.db, firstRow).state).toBe('succeeded');
    await until('list read once', () => !t.sb.faults.list().some((f) => f.id === rule)); // used up

    // Before the next list read: our redemption is given back and till 2 redeems the same amount.
    await t.h.call('order.removeTender', { tenderId: paid.tenders[0]?.id ?? '' });
    await t.h.call('order.cancel', { orderId: paid.id });
    await t.till2Redeem(code, 2000);

    const svc = createServiceClient({ baseUrl: t.sb.baseUrl, apiKey: t.sb.keys.integration ?? '', logger: memoryLogger() });
    const db = t.h.core.runtime.db;
    await learnKeyUser({ db, service: svc, now: () => new Date(), warn: () => {} }, getJournalRow(db, firstRow));
    expect(keyUser()).toBeNull();
    expect((await t.h.call('settings.get', {})).keyUser).toBeNull();
  });

  it('a voucher payment of a basket order teaches the user', async () => {
    await t.h.call('order.addLine', { line: { kind: 'goods', amountCents: 1500 } });
    const o = (await t.h.call('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN003', maxCents: 1500 } })).order;
    expect(o.tenders).toMatchObject([{ kind: 'voucher', state: 'taken' }]);
    await until('key user learned', async () => (await t.h.call('settings.get', {})).keyUser?.id === OUR_USER);
    expect(keyUser()).toBe(OUR_USER);
  });
});
