// Catalog refresh of 10,000 voucher types (plus shop and ticketing products) from a tiny local
// HTTP stub into a file database: the whole refresh (HTTP, schema parsing, one transaction).
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { memoryLogger } from '../../electron/common/log';
import type { AppStatus } from '../../electron/core/contract';
import { createServiceClient } from '../../electron/core/service';
import { openDatabase } from '../../electron/core/store/database';
import { createCatalogSync } from '../../electron/core/sync/catalog';
import { manualTimers } from '../../electron/core/clock';
import { percentile, report } from './stats';

const COUNT = Number(process.env.BENCH_VOUCHER_TYPES ?? 10_000);
const RUNS = 5;

const voucherTypes = Array.from({ length: COUNT }, (_, i) => ({
  id: `vt-${String(i).padStart(6, '0')}`,
  name: { de: `Gutschein ${i}`, fr: `Bon ${i}`, it: `Buono ${i}`, en: `Voucher ${i}` },
  description_html: { de: `<p>Beschreibung ${i}</p>`, fr: `<p>Description ${i}</p>`, it: '', en: '' },
  is_value_voucher: i % 3 === 0,
  list_price_in_cents: i % 3 === 0 ? null : 5000 + i,
  discount: i % 5 === 0 ? { discount_percentage: 10 } : null,
  price_in_cents: i % 3 === 0 ? null : 4500 + i,
  images: [{ src: `https://images.example.invalid/vt/${i}.jpg` }],
  provider: { name: 'Demo AG', city: 'Bern', canton_short: 'BE', description: { de: 'Demo' } },
}));
const bodies: Record<string, string> = {
  '/v1/giftvoucher/voucher_types': JSON.stringify(voucherTypes),
  '/v1/products': '[]',
  '/v1/ticketing/products.json': JSON.stringify({ company_name: 'Demo AG', currency: 'CHF', products: [] }),
};

const server = createServer((req, res) => {
  const body = bodies[new URL(req.url ?? '/', 'http://x').pathname];
  res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
  res.end(body ?? '{"error_code":"not_found","message":"no"}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-bench-catalog-'));
const db = openDatabase(dir);
const logger = memoryLogger('error');
const client = createServiceClient({ baseUrl, apiKey: 'bench-key', logger });
const state: { sync: AppStatus['sync'] } = { sync: { state: 'idle', lastSyncAt: null } };
const sync = createCatalogSync({
  db,
  clock: { now: () => new Date() },
  service: () => client,
  state,
  publish: () => {},
  logger,
  timers: manualTimers(),
});

// CPU of this process during a refresh (the stub's answer included, a few ms): on a shared machine the
// wall time grows with the load, the CPU used much less.
const cpuMs = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const r = await sync.syncNow();
  times.push(performance.now() - t0);
  cpu.push(cpuMs(process.cpuUsage(c0)));
  if (!r.ok || r.counts.voucher_types !== COUNT) throw new Error(`refresh failed: ${JSON.stringify(r)}`);
}
const fetchOnly: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  await client.ordering.voucherTypes();
  fetchOnly.push(performance.now() - t0);
}

console.log(
  `catalog refresh of ${COUNT} voucher types (${(bodies['/v1/giftvoucher/voucher_types'] ?? '').length} bytes), ${RUNS} runs; load average ${os.loadavg()[0]?.toFixed(2)}`,
);
report('catalog_sync_10k_voucher_types_p50', percentile(times, 50), 'ms');
report('catalog_sync_10k_voucher_types_max', Math.max(...times), 'ms');
report('catalog_sync_10k_voucher_types_cpu_p50', percentile(cpu, 50), 'ms');
report('catalog_fetch_parse_10k_voucher_types_p50', percentile(fetchOnly, 50), 'ms');

db.close();
server.close();
fs.rmSync(dir, { recursive: true, force: true });
