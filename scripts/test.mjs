// `npm test`: every stage (unit, integration, e2e; build, format, typecheck, lint), stopping at the
// first failure. Lanes run side by side on the two cores:
// - the tests, at full priority: unit first (the fastest feedback), then integration (fault and
//   timeout tests, partly waiting: about 135 CPU-s in 105 s alone), then e2e (pages and terminals,
//   bound by CPU: about 480 CPU-s, 243 s alone with four workers) once the build is there. Each has
//   the machine to itself but for the checks;
// - the checks, pure CPU work without a clock, at a lower priority (nice 10): they take every cycle
//   the tests leave and give it back at once when a test wants it. Beside an e2e lane at the same
//   priority a starved core once made two integration tests fail; at the same priority as the
//   integration tests the checks doubled their time. Two lanes of checks (build then lint, the
//   longest; format then typecheck): each is single-threaded, so checks left when the tests end
//   finish on both cores, not on one. Measured on a clean clone: the checks (about 65 CPU-s) end
//   within the integration stage's waits, so the time is unit + integration + e2e.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** Each lane: the niceness of its processes and its stages in order ([name, npm script, stage it waits for]). */
const tests = {
  nice: 0,
  stages: [
    ['unit', 'test:unit'],
    ['integration', 'test:integration'],
    ['e2e', 'test:e2e', 'build'],
  ],
};
const checks = [
  {
    nice: 10,
    stages: [
      ['build', 'build'],
      ['lint', 'lint'],
    ],
  },
  {
    nice: 10,
    stages: [
      ['format', 'format:check'],
      ['typecheck', 'typecheck'],
    ],
  },
];
// `npm test -- --one-lane`: every stage one after the other (a busy machine, or to time stages alone).
const oneLane = process.argv.includes('--one-lane');
const lanes = oneLane
  ? [{ nice: 0, stages: [tests.stages[0], ...checks.flatMap((l) => l.stages), ...tests.stages.slice(1)] }]
  : [tests, ...checks];
const testStages = new Set(['unit', 'integration', 'e2e']);

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** Counts from a vitest ("Tests  12 passed | 1 failed (13)") or Playwright ("12 passed (1.2m)") summary. */
export function counts(text) {
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
    // Four e2e workers: the stage alone took 284 s with three (a core partly idle: its tests wait
    // for settle windows and timeouts), 243 s with four and 307 s with five (crowded: the same
    // tests took more CPU); see playwright.config.ts (E2E_WORKERS overrides).
    const env = { ...process.env, E2E_WORKERS: process.env.E2E_WORKERS ?? '4' };
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

/** One line per stage: when it ended, its verdict, its counts (test runners) and its time. */
function report(name, script, r, seconds, stopped) {
  const c = testStages.has(name) ? counts(r.out) : undefined;
  if (c) {
    total.passed += c.passed;
    total.failed += c.failed;
  }
  const verdict = r.code === 0 ? 'ok' : stopped ? `stopped (${failedStage} failed)` : `FAILED (exit ${r.code})`;
  const tally = c ? `: ${c.passed} passed${c.failed ? `, ${c.failed} failed` : ''}` : '';
  console.log(`[${clock()}] ${name.padEnd(12)}${seconds.toFixed(1).padStart(6)} s  ${verdict}${tally}`);
  if (r.code !== 0 && !stopped) {
    const log = r.all.replace(ansi, '').trimEnd();
    console.log(`\n--- ${name} (npm run ${script}): its output ---\n${log}\n--- end of ${name} ---\n`);
  }
}

async function lane({ nice, stages }) {
  for (const [name, script, after] of stages) {
    if (after) await endOf(after);
    if (failedStage) return endAll(stages);
    const t0 = Date.now();
    const r = await run(script, nice);
    const stopped = failedStage !== undefined && r.code !== 0;
    report(name, script, r, (Date.now() - t0) / 1000, stopped);
    endOf(name).resolve();
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

// Only when run as the script (a unit test imports `counts`).
if (import.meta.filename === fs.realpathSync(process.argv[1] ?? '')) {
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  console.log(
    oneLane
      ? `npm test: ${lanes[0].stages.map((s) => s[0]).join(', ')}, one after the other`
      : `npm test: ${tests.stages.map((s) => s[0]).join(', ')}; beside them at nice 10: ${checks.map((l) => l.stages.map((s) => s[0]).join(', ')).join(' | ')}`,
  );
  await Promise.all(lanes.map(lane));
  if (failedStage && total.failed === 0) total.failed = 1;
  console.log(
    `\n${total.passed} passed, ${total.failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s${failedStage ? ` (${failedStage} failed)` : ''}`,
  );
  process.exit(failedStage ? 1 : 0);
}
