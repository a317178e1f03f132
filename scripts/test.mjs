// `npm test`: every stage (format, types, lint, unit, integration, build, e2e), stopping at the
// first failure. Two lanes run side by side on the two cores: the checks (format, typecheck, lint,
// unit, one after the other) and the browser tests (build, then e2e, the longest stage, which needs
// the build and leaves most of a core idle while it waits on the pages). The integration tests run
// last and alone: their fault and timeout tests measure time, and beside the e2e lane a starved
// core made two of them fail on a clean clone.
// Output: a line when a stage starts, its whole output when it ends (so lanes do not interleave),
// then each stage's time and one closing line with the counts of the test runners
// ("N passed, N failed"). A failure stops the other lane's running stage.
import { spawn } from 'node:child_process';

// `npm test -- --one-lane`: every stage one after the other (a busy machine, or to time stages alone).
const twoLanes = [
  [
    ['format', 'format:check'],
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
    ['unit', 'test:unit'],
  ],
  [
    ['build', 'build'],
    ['e2e', 'test:e2e'],
  ],
];
const alone = [['integration', 'test:integration']];
const lanes = process.argv.includes('--one-lane') ? [twoLanes.flat()] : twoLanes;

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

/** Counts from a vitest ("Tests  12 passed | 1 failed (13)") or Playwright ("12 passed (1.2m)") summary. */
function counts(text) {
  const plain = text.replace(ansi, '');
  let passed = 0;
  let failed = 0;
  const vitest = /^\s*Tests\s+(.*)$/m.exec(plain);
  const source = vitest
    ? vitest[1]
    : plain
        .split('\n')
        .filter((l) => /^\s*\d+ (passed|failed|flaky)\b/.test(l))
        .join(' ');
  for (const m of source.matchAll(/(\d+) (passed|failed|flaky)/g)) {
    if (m[2] === 'failed') failed += Number(m[1]);
    else passed += Number(m[1]);
  }
  return { passed, failed };
}

const running = new Set();

/** Runs one npm script in its own process group (so a failure elsewhere can stop it); its output is kept. */
function run(script) {
  return new Promise((resolve) => {
    // Two e2e workers beside the checks lane (measured: three starve the checks and end no sooner); E2E_WORKERS overrides.
    const env = { ...process.env, E2E_WORKERS: process.env.E2E_WORKERS ?? '2' };
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
    running.add(child);
    let out = '';
    let all = '';
    child.stdout.on('data', (d) => {
      out += d;
      all += d;
    });
    child.stderr.on('data', (d) => {
      all += d;
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? 1, signal, out, all });
    });
  });
}

/** Stops every stage still running (their whole process groups). */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const times = [];
const total = { passed: 0, failed: 0 };
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
let failedStage;

async function lane(stages) {
  for (const [name, script] of stages) {
    if (failedStage) return;
    const t0 = Date.now();
    console.log(`[${clock()}] === ${name} started (npm run ${script})`);
    const r = await run(script);
    const seconds = (Date.now() - t0) / 1000;
    const stopped = failedStage !== undefined && r.code !== 0;
    process.stdout.write(`\n[${clock()}] === ${name} (npm run ${script})\n${r.all}`);
    const verdict = r.code === 0 ? 'ok' : stopped ? `stopped (${failedStage} failed)` : `failed (exit ${r.code})`;
    console.log(`=== ${name}: ${verdict} in ${seconds.toFixed(1)} s\n`);
    times.push([name, seconds, r.code === 0 ? '' : stopped ? '  STOPPED' : '  FAILED']);
    if (['unit', 'integration', 'e2e'].includes(name)) {
      const c = counts(r.out);
      total.passed += c.passed;
      total.failed += c.failed;
    }
    if (r.code !== 0) {
      if (!failedStage) {
        failedStage = name;
        stopAll();
      }
      return;
    }
  }
}

await Promise.all(lanes.map(lane));
await lane(alone);
if (failedStage && total.failed === 0) total.failed = 1;
console.log(`\nStage times (${lanes.length === 2 ? 'two lanes side by side, then integration alone' : 'one after the other'}):`);
for (const [name, seconds, note] of times) console.log(`  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s${note}`);
console.log(`  ${'total'.padEnd(12)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(failedStage ? 1 : 0);
