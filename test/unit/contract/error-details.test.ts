// Error details are typed per code in the contract, and what leaves the core is checked against it.
import { describe, expect, it } from 'vitest';
import { CoreError, coreErrorSchema, say, serviceCodeOf } from '../../../electron/core/contract';

const row = { id: 'j1', kind: 'redeem', state: 'uncertain', code: 'DEMOTRAIN002', amountCents: 1500, currency: 'CHF' };

describe('error details', () => {
  it('keeps the details its code declares', () => {
    const data = new CoreError('conflict', say('orderNoLines'), false, { openRows: [row], from: 'training', to: 'live' }).toData();
    expect(data.code === 'conflict' ? data.details?.openRows : null).toEqual([row]);
  });

  it('drops a detail the contract does not declare, and details of the wrong shape', () => {
    const loose = { code: 'locked', message: 'x', retryable: false, details: { lockedUntil: '2026-01-01T00:00:00Z', secret: 'k' } };
    expect(coreErrorSchema.parse(loose)).toEqual({ ...loose, details: { lockedUntil: '2026-01-01T00:00:00Z' } });
    const wrong = new CoreError('locked', say('wrongPin'), false, { lockedUntil: 5 } as never).toData();
    expect(wrong).toEqual({ code: 'locked', message: 'Wrong PIN', messageId: 'wrongPin', params: {}, retryable: false });
  });

  it('reads the service code of any code that carries one', () => {
    expect(
      serviceCodeOf(new CoreError('service_refused', say('promoInvalid'), false, { serviceCode: 'reservation_expired' }).toData()),
    ).toBe('reservation_expired');
    expect(serviceCodeOf(new CoreError('forbidden', say('needsManager'), false, { needs: 'manager' }).toData())).toBeNull();
  });
});
