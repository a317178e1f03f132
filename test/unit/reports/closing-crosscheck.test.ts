import { describe, expect, it } from 'vitest';
import { crossCheck, serviceDayWindow, type LocalRedemption } from '../../../electron/core/reports/closing-crosscheck';
import type { RedemptionItem } from '../../../electron/core/service/wire';

const item = (code: string, cents: number, user: string | null = 'u1', at = '2026-11-20T10:00:30'): RedemptionItem => ({
  code,
  redeemed_at: at,
  redeemed_amount_in_cents: cents,
  derecognized: false,
  is_complimentary: false,
  user: user === null ? null : { id: user, name: `Till ${user}` },
  product: null,
});
const local = (code: string, cents: number, at = '2026-11-20T10:00:00'): LocalRedemption => ({ id: code, code, cents, at });

describe('closing cross-check', () => {
  it('asks for the day as the service expects it', () => {
    expect(serviceDayWindow('2026-11-20')).toEqual({ from: '2026-11-20T00:00:00', to: '2026-11-20T23:59:59' });
  });

  it('without a known user: matches by code, amount and time; the rest is other tills, not a difference', () => {
    const r = crossCheck(
      [local('AAAABBBBCCCC', 1000), local('DDDDEEEEFFFF', 500), local('GGGGHHHHJJJJ', 700)],
      [
        item('AAAA-BBBB-CCCC', 1000),
        item('GGGG-HHHH-JJJJ', 200),
        item('KKKK-LLLL-MMMM', 300, 'u2'),
        // Same code and amount as ours but hours away: another till's redemption of the same voucher.
        item('AAAA-BBBB-CCCC', 1000, 'u2', '2026-11-20T15:00:00'),
      ],
      null,
    );
    expect(r.matched).toBe(1);
    expect(r.matchedItems).toEqual([{ code: 'AAAABBBBCCCC', localCents: 1000, serviceCents: 1000, redeemedAt: '2026-11-20T10:00:30' }]);
    expect(r.localOnly).toEqual([
      { code: 'DDDDEEEEFFFF', localCents: 500, serviceCents: 0 },
      { code: 'GGGGHHHHJJJJ', localCents: 700, serviceCents: 200 },
    ]);
    // The closing never learns the key's user from a match (it might be another till's step).
    expect(r.userId).toBeNull();
    expect(r.serviceOnly).toEqual([]);
    expect(r.otherTills.map((o) => [o.code, o.cents, o.user])).toEqual([
      ['KKKKLLLLMMMM', 300, 'Till u2'],
      ['AAAABBBBCCCC', 1000, 'Till u2'],
    ]);
  });

  it('with a known user: an item of this user that matches nothing here is a difference; other users are information', () => {
    const r = crossCheck([local('AAAABBBBCCCC', 1000)], [item('AAAA-BBBB-CCCC', 1000, 'u2'), item('XXXX-YYYY-ZZZZ', 400, 'u1')], 'u1');
    expect(r.matched).toBe(0);
    expect(r.localOnly).toEqual([{ code: 'AAAABBBBCCCC', localCents: 1000, serviceCents: 0 }]);
    expect(r.serviceOnly).toEqual([{ code: 'XXXXYYYYZZZZ', localCents: 0, serviceCents: 400 }]);
    expect(r.otherTills.map((o) => o.code)).toEqual(['AAAABBBBCCCC']);
    expect(r.userId).toBe('u1');
    // XXXX… was never touched by this terminal: the key is used elsewhere.
    expect(r.sharedKey).toEqual({ code: 'XXXXYYYYZZZZ', at: expect.any(String) });
    expect(crossCheck([], [item('XXXX-YYYY-ZZZZ', 400, 'u1')], 'u1', new Set(['XXXXYYYYZZZZ'])).sharedKey).toBeNull();
  });

  it('nothing matched and no user known: every service item is another till', () => {
    const r = crossCheck([], [item('KKKK-LLLL-MMMM', 300)], null);
    expect(r.serviceOnly).toEqual([]);
    expect(r.otherTills).toHaveLength(1);
    expect(r.userId).toBeNull();
  });

  it('a second till redeeming the same voucher and amount in the same second: the item with this step’s reference is ours', () => {
    const other = item('AAAA-BBBB-CCCC', 1000, 'u2', '2026-11-20T10:00:00');
    const ours = { ...item('AAAA-BBBB-CCCC', 1000, 'u1', '2026-11-20T10:00:00'), reference_number: 'Jours' };
    const r = crossCheck([{ ...local('AAAABBBBCCCC', 1000), reference: 'Jours' }], [other, ours], null);
    expect(r.matched).toBe(1);
    expect(r.userId).toBeNull();
    expect(r.otherTills.map((o) => o.user)).toEqual(['Till u2']);
    expect(r.serviceOnly).toEqual([]);
  });

  it("where the list carries references, a row of ours missing there is never matched to another till's item", () => {
    const other = { ...item('AAAA-BBBB-CCCC', 1000, 'u2', '2026-11-20T10:00:00'), reference_number: 'Jtill2' };
    const r = crossCheck([{ ...local('AAAABBBBCCCC', 1000), reference: 'Jours' }], [other], null);
    expect(r.matched).toBe(0);
    expect(r.localOnly).toEqual([{ code: 'AAAABBBBCCCC', localCents: 1000, serviceCents: 0 }]);
    expect(r.otherTills.map((o) => o.user)).toEqual(['Till u2']);
  });
});
