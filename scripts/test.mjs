// `npm test`: every stage (format, types, lint, unit, integration, build, e2e), stopping at the
// first failure. Stages in one group run side by side (two cores: typecheck with lint, which are
// single-threaded; the build while the integration tests mostly wait); a group's output is printed
// stage by stage as each ends. Prints each stage's time and, at the end, one closing line with the
// counts of the test runners ("N passed, N failed").
import { spawn } from 'node:child_process';

const groups = [
  [['format', 'format:check']],
  [
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
  ],
  [['unit', 'test:unit']],
  [
    ['integration', 'test:integration'],
    ['build', 'build'],
  ],
  [['e2e', 'test:e2e']],
];

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

/** Runs one npm script; `live` streams its output, else it is kept and printed when it ends. */
function run(script, live) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let all = '';
    child.stdout.on('data', (d) => {
      out += d;
      all += d;
      if (live) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      all += d;
      if (live) process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out, all }));
  });
}

const times = [];
const total = { passed: 0, failed: 0 };
const started = Date.now();
let failedStage;
for (const group of groups) {
  const live = group.length === 1;
  const results = await Promise.all(
    group.map(async ([name, script]) => {
      const t0 = Date.now();
      if (live) console.log(`\n=== ${name} (npm run ${script})`);
      const r = await run(script, live);
      const seconds = (Date.now() - t0) / 1000;
      if (!live) process.stdout.write(`\n=== ${name} (npm run ${script}, side by side with the rest of its group)\n${r.all}`);
      console.log(`=== ${name}: ${r.code === 0 ? 'ok' : `failed (exit ${r.code})`} in ${seconds.toFixed(1)} s`);
      return { name, seconds, ...r };
    }),
  );
  for (const { name, seconds, code, out } of results) {
    times.push([name, seconds, code]);
    if (['unit', 'integration', 'e2e'].includes(name)) {
      const c = counts(out);
      total.passed += c.passed;
      total.failed += c.failed;
    }
    if (code !== 0) failedStage ??= name;
  }
  if (failedStage) {
    if (total.failed === 0) total.failed = 1;
    break;
  }
}
console.log('\nStage times:');
for (const [name, seconds, code] of times)
  console.log(`  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s${code === 0 ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(12)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(failedStage ? 1 : 0);
