import { describe, expect, it } from 'vitest';
import { ServiceError, toCoreError } from '../../../electron/core/service';
import { API_KEY, clientWith, netError } from './fake-fetch';

async function failure(p: Promise<unknown>): Promise<ServiceError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ServiceError);
    return err as ServiceError;
  }
  throw new Error('expected the call to fail');
}

const CODE = 'ABCD-EFGH-JKLM';

describe('error normalisation', () => {
  it('reads a JSON {error_code, message} body', async () => {
    const { client } = clientWith([{ status: 404, body: { error_code: 'not_found', message: 'Product not found' } }]);
    const err = await failure(client.ticketing.eventSalesSummary('ev1'));
    expect(err).toMatchObject({ kind: 'refused', code: 'not_found', status: 404, outcome: 'not_applied', retryable: false });
    expect(err.serviceMessage).toBe('Product not found');
    expect(err.message).toBe('Product not found');
    expect(toCoreError(err, false).code).toBe('not_found');
  });

  it('keeps a plain-text German sentence as the service message', async () => {
    const sentence = 'Der Gutschein mit diesem Code wurde nicht gefunden.';
    const { client } = clientWith([{ status: 400, body: sentence }]);
    const err = await failure(client.vouchers.info(CODE));
    expect(err).toMatchObject({ kind: 'refused', code: 'bad_request', status: 400, outcome: 'not_applied', retryable: false });
    expect(err.serviceMessage).toBe(sentence);
    expect(toCoreError(err, true).code).toBe('service_refused');
    expect(toCoreError(err, true).message).toBe(sentence);
  });

  it('gives a generic message and a derived code for an empty body', async () => {
    const { client } = clientWith([{ status: 401 }]);
    const err = await failure(client.vouchers.redeem(CODE, { amount_in_cents: 100 }));
    expect(err).toMatchObject({ kind: 'refused', code: 'unauthorized', status: 401, outcome: 'not_applied' });
    expect(err.serviceMessage).toBeUndefined();
    expect(err.message).toMatch(/API key/);
  });

  it('treats a 5xx on a value step as an unknown outcome (uncertain), not retryable', async () => {
    const { client, fetch } = clientWith([{ status: 502, body: '' }]);
    const err = await failure(client.vouchers.redeem(CODE, { amount_in_cents: 100 }));
    expect(err).toMatchObject({ kind: 'unavailable', code: 'server_error', outcome: 'unknown', retryable: false });
    expect(toCoreError(err, true).code).toBe('uncertain');
    expect(fetch.sent).toHaveLength(1);
  });

  it('turns a stalled answer into a timeout with an unknown outcome', async () => {
    const { client } = clientWith([{ hang: true }], { connectMs: 20 });
    const err = await failure(client.vouchers.charge(CODE, { amount_in_cents: 1000 }));
    expect(err).toMatchObject({ kind: 'timeout', code: 'connect_timeout', outcome: 'unknown', retryable: false });
    expect(toCoreError(err, true).code).toBe('uncertain');
  });

  it('distinguishes a refused connection (not applied) from a dropped one (unknown)', async () => {
    const refused = await failure(clientWith([{ throw: netError('ECONNREFUSED') }]).client.vouchers.redeem(CODE, { amount_in_cents: 1 }));
    expect(refused).toMatchObject({ kind: 'network', code: 'connection_refused', outcome: 'not_applied', retryable: true });
    expect(toCoreError(refused, true).code).toBe('offline');
    const dropped = await failure(clientWith([{ throw: netError('ECONNRESET') }]).client.vouchers.redeem(CODE, { amount_in_cents: 1 }));
    expect(dropped).toMatchObject({ kind: 'network', code: 'connection_dropped', outcome: 'unknown', retryable: false });
    expect(toCoreError(dropped, true).code).toBe('uncertain');
  });

  it('turns a 2xx answer failing its schema into a schema error naming the field in the log', async () => {
    const { client, logger } = clientWith([
      { status: 200, body: { code: CODE, name: 'X', balance_in_cents: '12.50', is_redeemed: false, valid_until: null } },
    ]);
    const err = await failure(client.vouchers.info(CODE));
    expect(err).toMatchObject({ kind: 'schema', code: 'schema_mismatch', status: 200, outcome: 'not_applied' });
    expect(err.message).toContain('balance_in_cents');
    expect(toCoreError(err, false).code).toBe('service_unavailable');
    expect(logger.lines.some((l) => l.includes('failed its schema') && l.includes('"field":"balance_in_cents"'))).toBe(true);
  });

  it('a value step whose 2xx answer is unreadable is uncertain', async () => {
    const { client } = clientWith([{ status: 200, body: { code: CODE } }]);
    const err = await failure(client.vouchers.redeem(CODE, { amount_in_cents: 100 }));
    expect(err).toMatchObject({ kind: 'schema', outcome: 'unknown' });
    expect(toCoreError(err, true).code).toBe('uncertain');
  });

  it('refuses malformed input before any request leaves', async () => {
    const { client, fetch } = clientWith([{ status: 200, body: {} }]);
    const err = await failure(client.vouchers.info('ABCD-EFGH-JKL'));
    expect(err).toMatchObject({ kind: 'invalid_request', outcome: 'not_applied' });
    await failure(client.vouchers.redeem(CODE, { amount_in_cents: -5 }));
    await failure(client.ticketing.checkin('12345'));
    expect(fetch.sent).toHaveLength(0);
    expect(toCoreError(err, true).code).toBe('invalid_input');
  });

  it('never lets the API key into a log line or an error message', async () => {
    const echo = `Unknown key ${API_KEY} for https://service.example/v1/x?apikey=${API_KEY}`;
    const { client, logger } = clientWith([
      { status: 401, body: echo },
      { throw: netError('ECONNRESET') },
      { status: 200, body: { nonsense: API_KEY } },
    ]);
    const errors = [
      await failure(client.vouchers.chargeStatus(CODE)),
      await failure(client.vouchers.redeem(CODE, { amount_in_cents: 1 })),
      await failure(client.vouchers.redeem(CODE, { amount_in_cents: 1 })),
    ];
    expect(logger.lines.length).toBeGreaterThan(3);
    for (const line of logger.lines) expect(line).not.toContain(API_KEY);
    for (const e of errors) {
      expect(JSON.stringify({ ...e.toJSON(), sm: e.serviceMessage })).not.toContain(API_KEY);
      expect(e.message).not.toContain(API_KEY);
    }
    expect(errors[0]?.serviceMessage).toContain('[redacted]');
  });
});

describe('redirects', () => {
  it('are not followed (the key is in the query) and come back as a refusal naming the base URL', async () => {
    const { client, fetch } = clientWith([{ status: 301, body: '' }]);
    const err = await failure(client.vouchers.info(CODE));
    expect(err).toMatchObject({ kind: 'refused', code: 'redirect', status: 301, outcome: 'not_applied' });
    expect(err.message).toMatch(/base URL/);
    expect(fetch.sent).toHaveLength(1);
    expect(fetch.sent[0]?.redirect).toBe('manual');
  });
});
