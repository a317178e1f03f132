// The service client against the built-in service's fault injection: how each fault is classified,
// and that value-moving calls are sent exactly once while GETs retry.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createServiceClient, type ServiceClient } from '../../electron/core/service';
import type { RunningSandbox } from '../../electron/sandbox';
import { failure } from '../helpers/service-error';
import { startTestSandbox } from './sandbox/harness';

let sb: RunningSandbox;
let client: ServiceClient;
const logger = memoryLogger('debug');

beforeAll(async () => {
  sb = await startTestSandbox();
  client = createServiceClient({
    baseUrl: sb.baseUrl,
    apiKey: sb.keys['integration'] ?? '',
    logger,
    timeouts: { connectMs: 600, readMs: 600 },
    retry: { sleep: async () => {} },
  });
});
afterEach(() => sb.faults.clear());
afterAll(async () => {
  await sb.close();
  for (const line of logger.lines) for (const key of Object.values(sb.keys)) expect(line).not.toContain(key);
});

const hits = (path: string) => sb.faults.list().find((f) => f.path === path)?.hits ?? 0;

describe('service client under faults', () => {
  it('commit-then-drop on redeem: unknown outcome, sent once, and the value really moved', async () => {
    const path = '/v1/vouchers/DEMOTRAIN004/redeem.json';
    sb.faults.add({ method: 'POST', path, dropAfterCommit: true });
    const err = await failure(client.vouchers.redeem('DEMOTRAIN004', { amount_in_cents: 1000 }));
    expect(err).toMatchObject({ kind: 'network', outcome: 'unknown', retryable: false });
    expect(hits(path)).toBe(1);
    sb.faults.clear();
    expect((await client.vouchers.info('DEMOTRAIN004')).balance_in_cents).toBe(4000);
  });

  it('5xx before commit on charge: unknown outcome (the client cannot know), sent once, nothing moved', async () => {
    const path = '/v1/vouchers/DEMOTRAIN005/charge.json';
    sb.faults.add({ method: 'POST', path, status: 503 });
    const err = await failure(client.vouchers.charge('DEMOTRAIN005', { amount_in_cents: 1000 }));
    expect(err).toMatchObject({ kind: 'unavailable', status: 503, outcome: 'unknown' });
    expect(hits(path)).toBe(1);
    sb.faults.clear();
    expect((await client.vouchers.info('DEMOTRAIN005')).balance_in_cents).toBe(5000);
  });

  it('latency beyond the timeout: timeout error with unknown outcome', async () => {
    sb.faults.add({ method: 'POST', path: '/v1/vouchers/DEMOTRAIN006/redeem.json', latencyMs: 2000 });
    const err = await failure(client.vouchers.redeem('DEMOTRAIN006', { amount_in_cents: 500 }));
    expect(err).toMatchObject({ kind: 'timeout', outcome: 'unknown' });
  });

  it('a GET retries through transient faults and succeeds', async () => {
    const path = '/v1/vouchers/DEMOTRAIN007/info.json';
    sb.faults.add({ method: 'GET', path, status: 502, times: 2 });
    const info = await client.vouchers.info('DEMOTRAIN007');
    expect(info.balance_in_cents).toBe(5000);
  });

  it('a GET dropped before commit is retried', async () => {
    sb.faults.add({ method: 'GET', path: '/v1/vouchers/DEMOTRAIN008/balance.json', dropBeforeCommit: true, times: 1 });
    const bal = await client.vouchers.balance('DEMOTRAIN008');
    expect(bal.is_redeemable).toBe(true);
  });
});
