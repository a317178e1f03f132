import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../../electron/core/service/http';
import { createServiceClient } from '../../../electron/core/service';
import { memoryLogger } from '../../../electron/common/log';
import { API_KEY, clientWith, scriptedFetch } from './fake-fetch';

describe('request building', () => {
  it('joins base URL and template, encodes path parameters and appends the key', () => {
    const url = buildUrl('http://h:1/base//', '/v1/x/{id}/y.json', { id: 'a b/ü' }, { from: '2026-01-01', skip: undefined }, 'k&1');
    expect(url).toBe('http://h:1/base/v1/x/a%20b%2F%C3%BC/y.json?from=2026-01-01&apikey=k%261');
  });

  it('sends codes normalised (no dashes, upper case) and returns echoed codes normalised', async () => {
    const { client, fetch } = clientWith([
      {
        status: 200,
        body: {
          code: 'abcd-efgh-jklm',
          name: 'G',
          description: null,
          balance_in_cents: 1,
          is_redeemed: false,
          valid_until: '2027-01-31T23:59:59.1234567',
        },
      },
    ]);
    const info = await client.vouchers.info(' abcd-efgh-jklm ');
    expect(fetch.sent[0]?.url).toBe(`https://service.example/api/v1/vouchers/ABCDEFGHJKLM/info.json?apikey=${API_KEY}`);
    expect(info.code).toBe('ABCDEFGHJKLM');
    expect(info.description).toBe('');
  });

  it('accepts charge results with and without charge_token (legacy)', async () => {
    const { client, fetch } = clientWith([
      { status: 200, body: { code: 'ABCDEFGHJKLM', balance_in_cents: 11000, charge_token: 'tok', free_credit_amount_in_cents: 1000 } },
      { status: 200, body: { code: 'ABCD-EFGH-JKLM', balance_in_cents: 10000 } },
    ]);
    const a = await client.vouchers.charge('ABCDEFGHJKLM', { amount_in_cents: 10000 });
    const b = await client.vouchers.charge('ABCDEFGHJKLM', { amount_in_cents: 10000 });
    expect(a.charge_token).toBe('tok');
    expect(b.charge_token).toBeUndefined();
    expect(JSON.parse(fetch.sent[0]?.body ?? '')).toEqual({ amount_in_cents: 10000 });
  });

  it('sends the legacy cancel amount as an integer even when given as a numeric string', async () => {
    const { client, fetch } = clientWith([{ status: 200, body: { code: 'ABCDEFGHJKLM', balance_in_cents: 0 } }]);
    await client.vouchers.cancelChargeLegacy('ABCDEFGHJKLM', { amount_in_cents: '15000' as unknown as number, payment_id: 'p1' });
    expect(JSON.parse(fetch.sent[0]?.body ?? '')).toEqual({ amount_in_cents: 15000, payment_id: 'p1' });
  });

  it('accepts all three depot activation result shapes and normalises them', async () => {
    const { client, fetch } = clientWith([
      { status: 200, body: { code: 'ABCDEFGHJKLM', amount_in_cents: 5000, free_credit_amount_in_cents: 500 } },
      { status: 200, body: { code: 'ABCDEFGHJKLM', amount_in_cents: 5000 } },
      { status: 200, body: { code: 'ABCDEFGHJKLM', balance_in_cents: 5000 } },
    ]);
    expect(await client.depot.activate('ABCDEFGHJKLM', { amount_in_cents: 5000 })).toEqual({
      code: 'ABCDEFGHJKLM',
      amount_in_cents: 5000,
      free_credit_amount_in_cents: 500,
      balance_in_cents: 5500,
    });
    expect((await client.depot.activate('ABCDEFGHJKLM')).balance_in_cents).toBe(5000);
    expect((await client.depot.activate('ABCDEFGHJKLM')).amount_in_cents).toBe(5000);
    // A fixed-amount activation sends no payload at all.
    expect(fetch.sent[1]?.body).toBeUndefined();
    expect(fetch.sent[0]?.body).toBe('{"amount_in_cents":5000}');
  });

  it('reads hello as plain text OK', async () => {
    const { client } = clientWith([{ status: 200, body: 'OK\n' }]);
    await expect(client.vouchers.hello()).resolves.toBe('OK');
  });

  it('puts the configurable ordering segment into the ordering paths', async () => {
    const fetch = scriptedFetch([{ status: 200, body: [] }]);
    const client = createServiceClient({ baseUrl: 'http://h', apiKey: 'k', orderingSegment: 'shop-x', fetch, logger: memoryLogger() });
    await client.ordering.voucherTypes();
    expect(fetch.sent[0]?.url).toBe('http://h/v1/shop-x/voucher_types?apikey=k');
    expect(() => createServiceClient({ baseUrl: 'http://h', apiKey: 'k', orderingSegment: '../x', logger: memoryLogger() })).toThrow();
  });

  it('passes filters of the order listing and archive as query parameters', async () => {
    const { client, fetch } = clientWith([
      { status: 200, body: [] },
      { status: 200, body: { month: '2026-03', total_balance_in_cents: 5 } },
    ]);
    await client.ticketing.orders({ last_name: 'Müller', updated_at_after: '2026-01-01T00:00:00' });
    await client.vouchers.archive('2026-03', { complimentary: 'only' });
    expect(fetch.sent[0]?.url).toContain(
      '/v1/ticketing/orders.json?updated_at_after=2026-01-01T00%3A00%3A00&last_name=M%C3%BCller&apikey=',
    );
    expect(fetch.sent[1]?.url).toContain('/v1/voucher_archives/2026-03.json?complimentary=only&apikey=');
  });
});

describe('references as a register prints them', () => {
  it('sends the reference abc-123456 as typed (the service examples write it so); slashes and dots pass too', async () => {
    const { client, fetch } = clientWith([
      { status: 200, body: { code: 'ABCDEFGHJKLM', balance_in_cents: 0, redeem_token: 't' } },
      { status: 200, body: { code: 'ABCDEFGHJKLM', balance_in_cents: 100, charge_token: 'c' } },
    ]);
    await client.vouchers.redeem('ABCDEFGHJKLM', { amount_in_cents: 500, reference_number: 'abc-123456' });
    await client.vouchers.charge('ABCDEFGHJKLM', { amount_in_cents: 100, reference: 'R2026/01.5' });
    expect(JSON.parse(fetch.sent[0]?.body ?? '')).toEqual({ amount_in_cents: 500, reference_number: 'abc-123456' });
    expect(JSON.parse(fetch.sent[1]?.body ?? '')).toEqual({ amount_in_cents: 100, reference: 'R2026/01.5' });
  });
});
