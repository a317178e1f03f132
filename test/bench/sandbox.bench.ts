// Built-in service under load, as a terminal sees it: the service runs in its own process (the CLI,
// `--port 0 --memory`) and this process keeps 32 keep-alive requests in flight on loopback for a few
// seconds per endpoint. Prints throughput (requests/s) and p50/p99 latency for voucher info, charge
// and redeem (aims: >= 5,000 info/s, >= 2,000 charges/s, p99 < 20 ms on 2 cores), plus
// start-up time and the statistics and archive latency over the 24-month history. Prints only.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startSandbox } from '../../electron/sandbox';
import { percentile, report } from './stats';

const ROOT = path.resolve(import.meta.dirname, '../..');
const IN_FLIGHT = 32;
const SECONDS = Number(process.env.SANDBOX_BENCH_SECONDS ?? 3);
const CLOCK_TICKS = Number(safe(() => execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim(), '100'));

function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

// Start-up (migrate + seed the whole demo data) in this process.
const t0 = performance.now();
const local = await startSandbox({ dbFile: ':memory:' });
report('sandbox_start_memory', performance.now() - t0, 'ms');
await local.close();

// The service under test: its own process, like the real service is for the terminal.
// SANDBOX_BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the service.
const nodeArgs = (process.env.SANDBOX_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'electron/sandbox/cli.ts', '--port', '0', '--memory'], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The CLI prints the base URL, then `apikey <role>: <key>` lines.
const [baseUrl, key] = await new Promise<[string, string]>((resolve, reject) => {
  let out = '';
  child.on('exit', (code) => reject(new Error(`sandbox exited (${code})`)));
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const url = /^(http:\/\/\S+)$/m.exec(out)?.[1];
    const apikey = /^apikey integration: (\S+)$/m.exec(out)?.[1];
    if (url && apikey) resolve([url, apikey]);
  });
});
const { hostname, port } = new URL(baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** One request on a kept-alive socket; resolves with the status after the body is read. */
function request(method: string, path: string, body?: string, query = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname,
        port,
        method,
        path: `${path}?apikey=${key}${query}`,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** CPU time (user + system, ms) the service process has used so far (Linux /proc; NaN elsewhere). */
function serviceCpuMs(): number {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** Keeps IN_FLIGHT requests running for `seconds`; returns throughput and latencies. */
async function load(seconds: number, send: () => Promise<number>): Promise<{ perSecond: number; latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < deadline) {
        const s = performance.now();
        const status = await send();
        latencies.push(performance.now() - s);
        if (status !== 200) failed += 1;
      }
    }),
  );
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), latencies, failed };
}

async function measure(name: string, send: () => Promise<number>, target: string): Promise<void> {
  await load(0.5, send); // warm-up: sockets, JIT, statement caches
  const cpu = serviceCpuMs();
  const r = await load(SECONDS, send);
  const cpuPerRequest = ((serviceCpuMs() - cpu) * 1000) / r.latencies.length;
  console.log(`${name}: ${r.latencies.length} requests in ${SECONDS} s, ${IN_FLIGHT} in flight, ${r.failed} not 200 (aim: ${target})`);
  report(`sandbox_${name}_throughput`, Math.round(r.perSecond), 'req/s');
  report(`sandbox_${name}_p50`, percentile(r.latencies, 50), 'ms');
  report(`sandbox_${name}_p99`, percentile(r.latencies, 99), 'ms');
  // Load-independent: what one request costs the service; 1e6 / this = requests/s one free core could serve.
  report(`sandbox_${name}_service_cpu_per_request`, Math.round(cpuPerRequest), 'us');
}

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
await measure('voucher_info', () => request('GET', '/v1/vouchers/DEMOVALUE100/info.json'), '>= 5000 req/s, p99 < 20 ms');
// Loads of 0.01 (free credit rounds to 0): the balance grows by a few thousand cents, far below the maximum.
await measure(
  'charge',
  () => request('POST', '/v1/vouchers/DEMOTRAIN001/charge.json', '{"amount_in_cents":1}'),
  '>= 2000 req/s, p99 < 20 ms',
);
await measure('redeem', () => request('POST', '/v1/vouchers/DEMOMAXBAL01/redeem.json', '{"amount_in_cents":1}'), 'like charge');

async function sequential(n: number, send: () => Promise<number>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await send();
    out.push(performance.now() - s);
  }
  return out;
}
const stats = await sequential(200, () => request('GET', '/v1/vouchers/statistics.json', undefined, '&from=2024-01-01&to=2027-01-01'));
report('sandbox_statistics_24_months_p50', percentile(stats, 50), 'ms');
const archive = await sequential(200, () => request('GET', '/v1/voucher_archives/2026-10.json'));
report('sandbox_archive_month_p50', percentile(archive, 50), 'ms');

agent.destroy();
child.kill('SIGTERM');
