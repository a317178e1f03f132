// Cost of one call through the dispatcher (validation in and out) and through the browser-mode host.
import { performance } from 'node:perf_hooks';
import { memoryLogger } from '../../electron/common/log';
import { createCore } from '../../electron/core';
import { startWebHost } from '../../electron/core/host/web-host';
import { report, percentile } from './stats';

const core = await createCore({ dataDir: ':memory:', logger: memoryLogger('error') });
const times: number[] = [];
for (let i = 0; i < 5000; i++) {
  const t0 = performance.now();
  await core.dispatch('app.status', {}, { clientId: 'bench' });
  times.push(performance.now() - t0);
}
report('dispatch_app_status_p50', percentile(times, 50), 'ms');
report('dispatch_app_status_p99', percentile(times, 99), 'ms');

const host = await startWebHost({
  dispatch: core.dispatch,
  bus: core.bus,
  gate: core.gate,
  logger: memoryLogger('error'),
  staticDir: '.',
  port: 0,
});
const http: number[] = [];
for (let i = 0; i < 1000; i++) {
  const t0 = performance.now();
  const r = await fetch(`${host.url}api/invoke`, {
    method: 'POST',
    headers: { 'x-terminal-session': host.token, 'content-type': 'application/json' },
    body: '{"method":"app.status","input":{}}',
  });
  await r.json();
  http.push(performance.now() - t0);
}
report('browser_host_call_p50', percentile(http, 50), 'ms');
report('browser_host_call_p99', percentile(http, 99), 'ms');
await host.close();
await core.close();
