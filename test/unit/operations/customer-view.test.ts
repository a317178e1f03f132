// What the customer display is sent of the cashier's order: the open order masked, a finished one
// during its thank-you only, then nothing (the welcome) — also at once when the next customer starts.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../electron/core/contract';
import { shownToCustomer, thanksLeftMs } from '../../../electron/core/operations/customer-view';

const finishedAt = '2026-11-28T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(finishedAt) + ms);

/** An order with the parts the customer display reads of it (a loaded voucher and a voucher that paid). */
function order(state: Order['state']): Order {
  return {
    state,
    finishedAt: state === 'finished' || state === 'cancelled' ? finishedAt : null,
    lines: [{ code: 'DEMOVALUE100', firstAttempt: null, vouchers: [], entries: [], balanceAfterCents: 12200 }],
    tenders: [{ code: 'DEMOTRAIN001', entries: [{ code: 'DEMOTRAIN001' }], balanceAfterCents: 0 }],
  } as unknown as Order;
}

describe('shownToCustomer', () => {
  const thanksMs = 8000;

  it('shows an open or finishing order with its codes masked', () => {
    for (const state of ['open', 'finishing'] as const) {
      const shown = shownToCustomer(order(state), at(60_000), { thanksMs });
      expect(shown?.lines[0]?.code).toBe('****-****-E100');
      expect(shown?.tenders[0]?.code).toBe('****-****-N001');
      expect(shown?.tenders[0]?.entries[0]?.code).toBe('****-****-N001');
      expect(JSON.stringify(shown)).not.toContain('DEMO');
    }
  });

  it('thanks with a finished order for the set time, then sends none', () => {
    expect(shownToCustomer(order('finished'), at(0), { thanksMs })?.state).toBe('finished');
    expect(shownToCustomer(order('finished'), at(7999), { thanksMs })?.lines[0]?.balanceAfterCents).toBe(12200);
    expect(shownToCustomer(order('finished'), at(8000), { thanksMs })).toBeNull();
    expect(shownToCustomer(order('finished'), at(3_600_000), { thanksMs })).toBeNull();
  });

  it('sends none at once when the cashier starts the next customer, or for a cancelled order', () => {
    expect(shownToCustomer(order('finished'), at(0), { thanksMs, next: true })).toBeNull();
    expect(shownToCustomer(order('cancelled'), at(0), { thanksMs })).toBeNull();
    expect(shownToCustomer(null, at(0), { thanksMs })).toBeNull();
    // The next customer's open order is shown all the same.
    expect(shownToCustomer(order('open'), at(0), { thanksMs, next: true })?.state).toBe('open');
  });
});

describe('thanksLeftMs', () => {
  it('counts the thank-you down from the finish, never above the set time', () => {
    expect(thanksLeftMs(order('finished'), at(0), 8000)).toBe(8000);
    expect(thanksLeftMs(order('finished'), at(2500), 8000)).toBe(5500);
    expect(thanksLeftMs(order('finished'), at(9000), 8000)).toBe(0);
    // A clock behind the finish: the set time, not more.
    expect(thanksLeftMs(order('finished'), at(-5000), 8000)).toBe(8000);
    expect(thanksLeftMs(order('open'), at(0), 8000)).toBeNull();
  });
});
