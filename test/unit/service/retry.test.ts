import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../../electron/core/service';
import { clientWith, netError } from './fake-fetch';

const CODE = 'ABCDEFGHJKLM';
const info = { code: CODE, name: 'Gift', description: '', balance_in_cents: 500, is_redeemed: false, valid_until: null };
const booking = {
  booking_id: 'b1',
  booking_reference: 'R-1',
  language: 'de',
  tickets_pdf_url: 'https://x/t.pdf',
  tickets: [{ ticket_number: '1234567890123456789', category_id: 'c1', pdf_url: 'https://x/1.pdf', pk_pass_url: null }],
};
const bookBody = {
  product_id: 'p1',
  starts_at: '2026-12-01',
  items: [{ category_id: 'c1', quantity: 2 }],
  customer: { first_name: 'Anna', last_name: 'Muster', email: 'anna@example.ch' },
};

describe('retry rules', () => {
  it('retries a GET on transient failures with growing backoff, then succeeds', async () => {
    const { client, fetch, sleeps } = clientWith([{ status: 503 }, { throw: netError('ECONNRESET') }, { status: 200, body: info }]);
    const result = await client.vouchers.info(CODE);
    expect(result.balance_in_cents).toBe(500);
    expect(fetch.sent).toHaveLength(3);
    expect(sleeps).toEqual([250, 500]);
  });

  it('gives up on a GET after the bounded number of attempts', async () => {
    const { client, fetch } = clientWith([{ status: 500 }]);
    await expect(client.vouchers.info(CODE)).rejects.toMatchObject({ kind: 'unavailable', retryable: true });
    expect(fetch.sent).toHaveLength(3);
  });

  it('never retries a GET refused with 4xx', async () => {
    const { client, fetch } = clientWith([{ status: 400, body: 'Unbekannter Code' }]);
    await expect(client.vouchers.info(CODE)).rejects.toMatchObject({ kind: 'refused' });
    expect(fetch.sent).toHaveLength(1);
  });

  it('never retries a value-moving POST, whatever the failure', async () => {
    for (const step of [{ status: 503 }, { throw: netError('ECONNRESET') }, { throw: netError('ECONNREFUSED') }]) {
      const { client, fetch } = clientWith([step, { status: 200, body: { code: CODE, balance_in_cents: 0, redeem_token: 't' } }]);
      const err = await client.vouchers.redeem(CODE, { amount_in_cents: 500 }).catch((e: unknown) => e);
      expect(isServiceError(err)).toBe(true);
      expect(fetch.sent).toHaveLength(1);
    }
  });

  it('never retries DELETE of a voucher order', async () => {
    const { client, fetch } = clientWith([{ status: 502 }, { status: 200, body: {} }]);
    await expect(client.ordering.deleteOrder('o1')).rejects.toMatchObject({ outcome: 'unknown' });
    expect(fetch.sent).toHaveLength(1);
  });

  it('retries Book only with its same Idempotency-Key and the same body', async () => {
    const { client, fetch } = clientWith([
      { throw: netError('ECONNRESET') },
      { status: 409, body: { error_code: 'idempotency_in_progress', message: 'still running' } },
      { status: 201, body: booking },
    ]);
    const result = await client.ticketing.book(bookBody, 'key-123');
    expect(result.booking_id).toBe('b1');
    expect(fetch.sent).toHaveLength(3);
    for (const req of fetch.sent) {
      expect(req.method).toBe('POST');
      expect(req.headers['Idempotency-Key']).toBe('key-123');
      expect(req.body).toBe(fetch.sent[0]?.body);
    }
  });

  it('does not retry Book on a definite refusal', async () => {
    const { client, fetch } = clientWith([{ status: 409, body: { error_code: 'idempotency_conflict', message: 'other body' } }]);
    await expect(client.ticketing.book(bookBody, 'key-123')).rejects.toMatchObject({ code: 'idempotency_conflict', kind: 'refused' });
    expect(fetch.sent).toHaveLength(1);
  });

  it('sends the Idempotency-Key to Book only', async () => {
    const { client, fetch } = clientWith([{ status: 200, body: { reservation_id: 'r1', expires_at: '2026-12-01T10:00:00' } }]);
    await client.ticketing.reserve({ product_id: 'p1', starts_at: '2026-12-01', items: [{ category_id: 'c1', quantity: 1 }] });
    expect(Object.keys(fetch.sent[0]?.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('idempotency-key');
  });

  it('the hello probe makes exactly one attempt', async () => {
    const { client, fetch } = clientWith([{ status: 503 }]);
    await expect(client.hello()).rejects.toMatchObject({ kind: 'unavailable' });
    expect(fetch.sent).toHaveLength(1);
  });
});
