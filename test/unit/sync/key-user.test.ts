// The key's user is learned only from the one list item that is an answered step; the production
// flavour of the built-in service lists no references (so the code-and-amount path is exercised).
import { describe, expect, it } from 'vitest';
import { answeredItem } from '../../../electron/core/sync/key-user';
import type { RedemptionItem } from '../../../electron/core/service/wire';
import { productionShape } from '../../../electron/sandbox/flavour';

const item = (code: string, cents: number, user: string, reference?: string): RedemptionItem => ({
  code,
  redeemed_at: '2026-11-20T10:00:00',
  redeemed_amount_in_cents: cents,
  derecognized: false,
  is_complimentary: false,
  user: { id: user, name: `Till ${user}` },
  product: null,
  ...(reference ? { reference_number: reference } : {}),
});

describe('learning the key user', () => {
  it('by its own reference where the list carries references, never by code and amount then', () => {
    const step = { code: 'AAAABBBBCCCC', cents: 2000, reference: 'Jmine' };
    expect(answeredItem([item('AAAA-BBBB-CCCC', 2000, 'u2', 'Jother'), item('AAAA-BBBB-CCCC', 2000, 'u1', 'Jmine')], step)?.user?.id).toBe(
      'u1',
    );
    expect(answeredItem([item('AAAA-BBBB-CCCC', 2000, 'u2', 'Jother')], step)).toBeNull();
  });

  it('without references: only when exactly one item has the code and amount', () => {
    const step = { code: 'AAAABBBBCCCC', cents: 2000, reference: 'Jmine' };
    expect(answeredItem([item('AAAA-BBBB-CCCC', 2000, 'u1'), item('AAAA-BBBB-CCCC', 500, 'u2')], step)?.user?.id).toBe('u1');
    // Another till's redemption of the same voucher and amount: two candidates, nothing learned.
    expect(answeredItem([item('AAAA-BBBB-CCCC', 2000, 'u1'), item('AAAA-BBBB-CCCC', 2000, 'u2')], step)).toBeNull();
  });

  it('the production flavour strips reference_number from the redemptions list only', () => {
    const listed = productionShape('GET', '/v1/vouchers/redemptions.json', [item('AAAA-BBBB-CCCC', 2000, 'u1', 'Jmine')]);
    expect(listed).toEqual([expect.not.objectContaining({ reference_number: expect.anything() })]);
    expect(listed).toEqual([expect.objectContaining({ code: 'AAAA-BBBB-CCCC', redeemed_at: '2026-11-20T10:00:00.0000000' })]);
  });
});
