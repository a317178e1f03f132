#!/usr/bin/env node
// npm run bench: runs every test/bench/*.bench.ts in turn and prints its figures. Each figure is
// also one machine-readable line `BENCH <name> <value> <unit>`. Benchmarks never fail on time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, 'test', 'bench');
const only = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n=== ${f}`);
  const r = spawnSync('npx', ['tsx', path.join(dir, f)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.log(`(benchmark ${f} did not finish: exit ${r.status})`);
  }
}
console.log(`\n${files.length} benchmark file(s) run${failed ? `, ${failed} did not finish` : ''}.`);
process.exit(failed ? 1 : 0);
