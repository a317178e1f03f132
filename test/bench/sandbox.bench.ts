// Built-in service: start-up (migrate + seed) time, request latency of lookups and money steps,
// throughput of concurrent redemptions, statistics over the seeded history. Prints only.
import { performance } from 'node:perf_hooks';
import { startSandbox } from '../../electron/sandbox';
import { percentile, report } from './stats';

const t0 = performance.now();
const sb = await startSandbox({ dbFile: ':memory:' });
report('sandbox_start_memory', performance.now() - t0, 'ms');
const key = sb.keys.integration ?? '';
const url = (path: string, query = '') => `${sb.baseUrl}${path}?apikey=${key}${query}`;

async function timed(n: number, fn: (i: number) => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await fn(i);
    out.push(performance.now() - s);
  }
  return out;
}

const info = await timed(1000, async () => {
  await (await fetch(url('/v1/vouchers/DEMOVALUE100/info.json'))).json();
});
report('sandbox_voucher_info_p50', percentile(info, 50), 'ms');
report('sandbox_voucher_info_p99', percentile(info, 99), 'ms');

// Load then unload the same voucher: two money steps per iteration, balance unchanged at the end.
const money = await timed(500, async () => {
  const r = await fetch(url('/v1/vouchers/DEMOVALUE100/charge.json'), { method: 'POST', body: '{"amount_in_cents":1000}' });
  const { charge_token } = (await r.json()) as { charge_token: string };
  await (await fetch(url('/v1/vouchers/DEMOVALUE100/cancel_charge.json'), { method: 'POST', body: JSON.stringify({ charge_token }) })).json();
});
report('sandbox_charge_and_cancel_p50', percentile(money, 50), 'ms');
report('sandbox_charge_and_cancel_p99', percentile(money, 99), 'ms');

// 2000 redemptions of 1 cent, 50 in flight at a time, on one voucher with 3000.00.
const burst = performance.now();
let ok = 0;
for (let wave = 0; wave < 40; wave++) {
  const replies = await Promise.all(
    Array.from({ length: 50 }, () =>
      fetch(url('/v1/vouchers/DEMOMAXBAL01/redeem.json'), { method: 'POST', body: '{"amount_in_cents":1}' }).then((r) => r.text().then(() => r.status)),
    ),
  );
  ok += replies.filter((s) => s === 200).length;
}
const seconds = (performance.now() - burst) / 1000;
report('sandbox_concurrent_redeem_throughput', ok / seconds, 'req/s');

const stats = await timed(200, async () => {
  await (await fetch(url('/v1/vouchers/statistics.json', '&from=2025-01-01&to=2027-01-01'))).json();
});
report('sandbox_statistics_15_months_p50', percentile(stats, 50), 'ms');

const archive = await timed(200, async () => {
  await (await fetch(url('/v1/voucher_archives/2026-10.json'))).json();
});
report('sandbox_archive_month_p50', percentile(archive, 50), 'ms');

await sb.close();
