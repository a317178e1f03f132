// `npm test`: every stage (format, types, lint, unit, integration, build, e2e), stopping at the
// first failure. Two lanes run side by side on the two cores:
// - the tests that measure time: integration (fault and timeout tests, mostly waiting: 60 CPU-s in
//   50 s alone), then e2e (pages and terminals, bound by CPU: about 110 s alone with three workers)
//   once the build is there. Each has the machine to itself but for the other lane;
// - the checks, pure CPU work without a clock (build, format, typecheck, lint, unit), at a lower
//   priority (nice 10): they take every cycle the tests leave and give it back at once when a test
//   wants it. Beside an e2e lane at the same priority a starved core once made two integration
//   tests fail; at the same priority as the integration tests the checks doubled their time.
// Output: a line when a stage starts, its whole output when it ends (so lanes do not interleave),
// then each stage's time and one closing line with the counts of the test runners
// ("N passed, N failed"). A failure stops the other lane's running stage.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** Each lane: the niceness of its processes and its stages in order ([name, npm script, stage it waits for]). */
const twoLanes = [
  {
    nice: 0,
    stages: [
      ['integration', 'test:integration'],
      ['e2e', 'test:e2e', 'build'],
    ],
  },
  {
    nice: 10,
    stages: [
      ['build', 'build'],
      ['format', 'format:check'],
      ['typecheck', 'typecheck'],
      ['lint', 'lint'],
      ['unit', 'test:unit'],
    ],
  },
];
// `npm test -- --one-lane`: every stage one after the other (a busy machine, or to time stages alone).
const oneLane = process.argv.includes('--one-lane');
const lanes = oneLane ? [{ nice: 0, stages: [...twoLanes[1].stages, ...twoLanes[0].stages] }] : twoLanes;

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

/** Runs one npm script in its own process group (so a failure elsewhere can stop it) at `nice`; its output is kept. */
function run(script, nice) {
  return new Promise((resolve) => {
    // Three e2e workers: the only other work beside them is the niced checks (E2E_WORKERS overrides).
    const env = { ...process.env, E2E_WORKERS: process.env.E2E_WORKERS ?? '3' };
    const npm = ['npm', 'run', '--silent', script];
    const [command, ...args] = nice ? ['nice', '-n', String(nice), ...npm] : npm;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
    // Detached, the stage is a session of its own, and Linux shares the CPU between sessions
    // ("autogroups") before it looks at a process's nice value: the session gets the niceness too.
    if (nice) {
      try {
        fs.writeFileSync(`/proc/${child.pid}/autogroup`, String(nice));
      } catch {
        // no autogroups here: the nice value of the processes is what counts
      }
    }
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
/** Each stage's end (ok or not), for a stage that waits for another. */
const ended = new Map();
const endOf = (name) => {
  if (!ended.has(name)) {
    let resolve;
    ended.set(name, Object.assign(new Promise((r) => (resolve = r)), { resolve }));
  }
  return ended.get(name);
};

async function lane({ nice, stages }) {
  for (const [name, script, after] of stages) {
    if (after) await endOf(after);
    if (failedStage) return endAll(stages);
    const t0 = Date.now();
    console.log(`[${clock()}] === ${name} started (npm run ${script})`);
    const r = await run(script, nice);
    const seconds = (Date.now() - t0) / 1000;
    const stopped = failedStage !== undefined && r.code !== 0;
    process.stdout.write(`\n[${clock()}] === ${name} (npm run ${script})\n${r.all}`);
    const verdict = r.code === 0 ? 'ok' : stopped ? `stopped (${failedStage} failed)` : `failed (exit ${r.code})`;
    console.log(`=== ${name}: ${verdict} in ${seconds.toFixed(1)} s\n`);
    times.push([name, seconds, r.code === 0 ? '' : stopped ? '  STOPPED' : '  FAILED']);
    endOf(name).resolve();
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
      return endAll(stages);
    }
  }
}

/** A lane that stops early still ends its stages, so no other lane waits for them. */
function endAll(stages) {
  for (const [name] of stages) endOf(name).resolve();
}

await Promise.all(lanes.map(lane));
if (failedStage && total.failed === 0) total.failed = 1;
console.log(`\nStage times (${oneLane ? 'one after the other' : 'two lanes side by side: integration then e2e; the checks at nice 10'}):`);
for (const [name, seconds, note] of times) console.log(`  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s${note}`);
console.log(`  ${'total'.padEnd(12)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(failedStage ? 1 : 0);
