// Core overhead of the voucher lookup path over bare HTTP GETs to the same built-in service.
// voucher.lookup sends three GETs in parallel (balance, info, charge status), so its fair baseline
// is those three bare GETs in parallel; the single bare GET is printed for reference.
// Measurements are interleaved so that drift hits every variant alike.
import { performance } from 'node:perf_hooks';
import { memoryLogger } from '../../electron/common/log';
import { createCore } from '../../electron/core';
import { sessionClient } from '../../electron/core/host/session-client';
import { createServiceClient } from '../../electron/core/service';
import { manualTimers } from '../../electron/core/clock';
import { startSandbox } from '../../electron/sandbox';
import { percentile, report } from './stats';

const CODE = 'DEMOVALUE100';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1500);
const WARMUP = 200;

const sb = await startSandbox({ dbFile: ':memory:' });
const key = sb.keys['integration'] ?? '';
const logger = memoryLogger('error');
const core = await createCore({
  dataDir: ':memory:',
  logger,
  timers: manualTimers(),
  startTrainingService: async () => ({ baseUrl: sb.baseUrl, apiKey: key, close: async () => {} }),
});
const tab = sessionClient(core.dispatch, 'bench');
const client = createServiceClient({ baseUrl: sb.baseUrl, apiKey: key, logger });
const paths = [`/v1/vouchers/${CODE}/balance.json`, `/v1/vouchers/${CODE}/info.json`, `/v1/vouchers/${CODE}/charge_status.json`];

async function bareGet(path: string): Promise<void> {
  const res = await fetch(`${sb.baseUrl}${path}?apikey=${key}`);
  await res.text();
}

const variants: Record<string, () => Promise<unknown>> = {
  bare_get_1: () => bareGet(paths[1] ?? ''),
  bare_get_3_parallel: () => Promise.all(paths.map(bareGet)),
  client_3_parallel: () => Promise.all([client.vouchers.balance(CODE), client.vouchers.info(CODE), client.vouchers.chargeStatus(CODE)]),
  dispatch_voucher_lookup: async () => {
    const r = await tab.call('voucher.lookup', { code: CODE });
    if (!r.ok) throw new Error(`voucher.lookup failed: ${r.error.code} ${r.error.message}`);
  },
};

const samples: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
for (let i = 0; i < WARMUP + ROUNDS; i++) {
  for (const [name, run] of Object.entries(variants)) {
    const t0 = performance.now();
    await run();
    if (i >= WARMUP) samples[name]?.push(performance.now() - t0);
  }
}

console.log(`voucher lookup path, ${ROUNDS} rounds each (loopback, built-in service in-process)`);
for (const [name, s] of Object.entries(samples)) {
  report(`lookup_${name}_p50`, percentile(s, 50), 'ms');
  report(`lookup_${name}_p99`, percentile(s, 99), 'ms');
}
const p50 = (n: string) => percentile(samples[n] ?? [], 50);
report('lookup_core_overhead_p50', p50('dispatch_voucher_lookup') - p50('bare_get_3_parallel'), 'ms');
report('lookup_client_overhead_p50', p50('client_3_parallel') - p50('bare_get_3_parallel'), 'ms');
report('lookup_core_over_single_get_p50', p50('dispatch_voucher_lookup') - p50('bare_get_1'), 'ms');

await core.close();
await sb.close();
