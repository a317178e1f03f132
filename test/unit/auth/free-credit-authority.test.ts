// Free credit gives money away: the basket's load line with free credit above 0 needs a manager
// (the single-step load method it shared the rule with is retired).
import { describe, expect, it } from 'vitest';
import { authorityPolicy, neededAuthority } from '../../../electron/core/auth/authority-policy';
import { isMethodName } from '../../../electron/core/contract';
import { openDatabase } from '../../../electron/core/store/database';

const rt = { db: openDatabase(':memory:'), clock: { now: () => new Date(2026, 10, 21, 12) } };
const load = (freeCreditPercentage?: number) => ({
  line: { kind: 'load', code: 'ABCDEFGHJKLM', amountCents: 1000, ...(freeCreditPercentage === undefined ? {} : { freeCreditPercentage }) },
});

describe('free credit authority', () => {
  it('a load line with free credit above 0 needs a manager, naming the voucher and the gift', () => {
    expect(neededAuthority(rt, 'order.addLine', load(10))).toEqual({
      action: 'free_credit',
      subject: 'ABCDEFGHJKLM',
      details: { freeCreditPercentage: 10, amountCents: 1000 },
    });
  });

  it('no free credit, or 0, and any other line need none', () => {
    expect(neededAuthority(rt, 'order.addLine', load())).toBeNull();
    expect(neededAuthority(rt, 'order.addLine', load(0))).toBeNull();
    expect(neededAuthority(rt, 'order.addLine', { line: { kind: 'goods', amountCents: 1000 } })).toBeNull();
  });

  it('every rule belongs to a method of the contract (none left for a retired one)', () => {
    expect(Object.keys(authorityPolicy).filter((m) => !isMethodName(m))).toEqual([]);
  });
});
