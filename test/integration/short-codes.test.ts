// Mobile short codes: a 4–11 character code goes to Balance and the terminal then
// pays / loads / activates with the 12-character code Balance returned, and journals that one. An
// unknown short code is refused with the service's sentence and leaves no journal row.
import { describe, expect, it } from 'vitest';
import { listAll } from '../../electron/core/store/journal';
import { SANDBOX_FLAVOURS } from '../../electron/sandbox';
import { DEMO_SHORT_CODES } from '../../electron/sandbox/short-codes';
import { startTestSandbox } from './sandbox/harness';
import { fileCore } from '../helpers/file-core';
import { sellByVoucher } from '../helpers/sales';
import { loadStep } from '../helpers/order-steps';

describe.each(SANDBOX_FLAVOURS)('short codes, flavour %s', (flavour) => {
  const h = fileCore({ startService: () => startTestSandbox({ flavour }) });

  it('pays part of a sale with the real code behind a short code', async () => {
    const { shortCode } = h.sb.issueShortCode('DEMOTRAIN004');
    const paid = await sellByVoucher(h.call, shortCode, 2000);
    expect(paid.tenders[0]).toMatchObject({ code: 'DEMOTRAIN004', state: 'taken', amountCents: 2000 });
    expect(paid.tenders[0]?.entries[0]).toMatchObject({ code: 'DEMOTRAIN004', state: 'succeeded', amountCents: 2000 });
    expect(listAll(h.core.runtime.db).some((r) => r.code === shortCode)).toBe(false);
  });

  it('looks up and loads with the real code; the standing demo short code works too', async () => {
    const { shortCode } = h.sb.issueShortCode('DEMOTRAIN003');
    expect((await h.call('voucher.lookup', { code: shortCode })).code).toBe('DEMOTRAIN003');
    const load = await loadStep(h.call, shortCode, 1000);
    expect(load).toMatchObject({ code: 'DEMOTRAIN003', state: 'succeeded' });
    const [demoShort, demoCode] = Object.entries(DEMO_SHORT_CODES)[0] ?? ['', ''];
    expect((await h.call('voucher.lookup', { code: demoShort })).code).toBe(demoCode);
  });

  it('an unknown short code gets the service sentence and no journal row', async () => {
    const before = listAll(h.core.runtime.db).length;
    const o = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: 1000 } })).order;
    const err = await h.fail('order.addTender', { tender: { kind: 'voucher', code: '999999' } });
    await h.call('order.cancel', { orderId: o.id });
    expect(err.code).toBe('service_refused');
    expect(err.message).toBe(flavour === 'production' ? 'Der Gutschein ist nicht vorhanden.' : 'Der Gutscheincode 999999 ist unbekannt.');
    const load = await h.fail('order.addLine', { line: { kind: 'load', code: '999999', amountCents: 500 } });
    expect(load).toMatchObject({ code: 'service_refused', message: err.message });
    expect(listAll(h.core.runtime.db).length).toBe(before);
  });
});
