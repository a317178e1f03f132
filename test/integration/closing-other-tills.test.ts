// The closing's cross-check knows its own till: a second till of the same merchant (another key,
// another user) redeems the same day, also a voucher this terminal used; the closing lists those
// under "other tills", not as differences. Once the key's user is known, a redemption made with
// this terminal's key but missing from its journal is a real difference.
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createServiceClient } from '../../electron/core/service';
import { fileCore } from '../helpers/file-core';
import { sellByVoucher } from '../helpers/sales';

const h = fileCore({ manager: true });

const clientOf = (role: string) => createServiceClient({ baseUrl: h.sb.baseUrl, apiKey: h.sb.keys[role] ?? '', logger: memoryLogger() });

describe('day closing with a second till', () => {
  it('lists the second till under other tills, not as a difference', async () => {
    await sellByVoucher(h.call, 'DEMOTRAIN003', 2000);
    const secondTill = clientOf('integration-2');
    await secondTill.vouchers.redeem('DEMOTRAIN004', { amount_in_cents: 1200 });
    // The same voucher this terminal used, at the other till, for the same amount.
    await secondTill.vouchers.redeem('DEMOTRAIN003', { amount_in_cents: 2000 });

    const c = await h.call('report.closing', {});
    expect(c.crossCheck.from).toBe(`${c.day}T00:00:00`);
    expect(c.crossCheck.to).toBe(`${c.day}T23:59:59`);
    expect(c.crossCheck.state).toBe('ok');
    expect(c.crossCheck.matched).toBe(1);
    expect(c.crossCheck.matchedItems).toEqual([expect.objectContaining({ code: 'DEMOTRAIN003', localCents: 2000, serviceCents: 2000 })]);
    expect(c.crossCheck.localOnly).toEqual([]);
    expect(c.crossCheck.serviceOnly).toEqual([]);
    expect(c.crossCheck.otherTills.map((o) => [o.code, o.cents, o.user]).sort()).toEqual([
      ['DEMOTRAIN003', 2000, 'Kasse Bergstation'],
      ['DEMOTRAIN004', 1200, 'Kasse Bergstation'],
    ]);
    // The key's user was learned from the match.
    expect(c.crossCheck.userId).toBe('u-integration');

    const { csv } = await h.call('report.closingCsv', {});
    expect(csv).toMatch(/Andere Kasse;Zahlungen mit Gutschein;;Kasse Bergstation;DEMOTRAIN004;;;;;12\.00;/);
  });

  it('with the user known: a redemption of this terminal key missing from its journal is a difference', async () => {
    await clientOf('integration').vouchers.redeem('DEMOTRAIN005', { amount_in_cents: 700 });
    const c = await h.call('report.closing', {});
    expect(c.crossCheck.state).toBe('mismatch');
    expect(c.crossCheck.serviceOnly).toEqual([{ code: 'DEMOTRAIN005', localCents: 0, serviceCents: 700 }]);
    expect(c.crossCheck.otherTills.map((o) => o.code).sort()).toEqual(['DEMOTRAIN003', 'DEMOTRAIN004']);
  });
});
