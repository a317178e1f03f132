// Every value answer compared with what was asked: an answer naming another voucher, or
// another amount than the one asked about, is never handed on as ours. A POST's mismatch leaves the
// outcome unknown (the reconciler asks about the voucher asked); a GET's is a plain failure.
import { describe, expect, it } from 'vitest';
import { ServiceError, sameAmountAnswer, sameVoucherAnswer } from '../../../electron/core/service';
import { clientWith } from './fake-fetch';

function thrown(fn: () => unknown): ServiceError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ServiceError) return err;
    throw err;
  }
  throw new Error('expected a mismatch');
}

describe('sameVoucherAnswer', () => {
  it('hands on an answer about the voucher asked, its code normalised as the terminal writes it', () => {
    expect(sameVoucherAnswer('depotDeactivate', 'demodepotmix', { code: 'DEMODEPOTMIX', amount_in_cents: 5000 })).toEqual({
      code: 'DEMODEPOTMIX',
      amount_in_cents: 5000,
    });
    expect(sameVoucherAnswer('voucherBalance', 'DEMO-VALUE-100', { code: 'demovalue100' }).code).toBe('DEMOVALUE100');
  });

  it('refuses an answer naming another voucher: unknown outcome after a POST, not applied after a GET', () => {
    const post = thrown(() => sameVoucherAnswer('depotDeactivate', 'DEMODEPOTMIX', { code: 'DEMOVALUE100' }));
    expect(post).toMatchObject({ code: 'answer_mismatch', outcome: 'unknown', retryable: false, endpoint: 'depotDeactivate' });
    expect(post.message).toContain('DEMOVALUE100');
    expect(post.message).toContain('DEMODEPOTMIX');
    const get = thrown(() => sameVoucherAnswer('depotDeactivateStatus', 'DEMODEPOTMIX', { code: '' }));
    expect(get).toMatchObject({ code: 'answer_mismatch', outcome: 'not_applied' });
    expect(get.message).toContain('(none)');
  });
});

describe('sameAmountAnswer', () => {
  it('hands on the amount asked about, and any amount when none was asked (0: no fixed amount)', () => {
    expect(sameAmountAnswer('depotDeactivate', 5000, 5000)).toBe(5000);
    expect(sameAmountAnswer('depotDeactivate', undefined, 40000)).toBe(40000);
    expect(sameAmountAnswer('depotDeactivate', null, 40000)).toBe(40000);
    expect(sameAmountAnswer('depotDeactivate', 0, 40000)).toBe(40000);
  });

  it('refuses another amount than asked: the answer is about another sale', () => {
    const err = thrown(() => sameAmountAnswer('depotDeactivate', 5000, 40000));
    expect(err).toMatchObject({ code: 'answer_mismatch', outcome: 'unknown', retryable: false, method: 'POST' });
    expect(err.message).toContain('40000');
  });
});

describe('the client compares every code answer', () => {
  it('a deactivation answered about another voucher rejects with answer_mismatch', async () => {
    const { client } = clientWith([{ status: 200, body: { code: 'DEMOVALUE100', balance_in_cents: 40000 } }]);
    await expect(client.depot.deactivate('DEMODEPOTMIX', {})).rejects.toMatchObject({ code: 'answer_mismatch', outcome: 'unknown' });
  });

  it('an activation answered about another voucher rejects too', async () => {
    const { client } = clientWith([{ status: 200, body: { code: 'DEMOVALUE100', balance_in_cents: 40000 } }]);
    await expect(client.depot.activate('DEMODEPOTFIX')).rejects.toMatchObject({ code: 'answer_mismatch', outcome: 'unknown' });
  });
});
