// `npm test`: every stage in order (format, types, lint, unit, integration, build, e2e), stopping at
// the first failure. Prints each stage's time and, at the end, one closing line with the counts of
// the test runners ("N passed, N failed").
import { spawn } from 'node:child_process';

const stages = [
  ['format', 'format:check'],
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['integration', 'test:integration'],
  ['build', 'build'],
  ['e2e', 'test:e2e'],
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

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const times = [];
const total = { passed: 0, failed: 0 };
const started = Date.now();
let failedStage;
for (const [name, script] of stages) {
  const t0 = Date.now();
  console.log(`\n=== ${name} (npm run ${script})`);
  const { code, out } = await run(script);
  const seconds = (Date.now() - t0) / 1000;
  times.push([name, seconds, code]);
  if (['unit', 'integration', 'e2e'].includes(name)) {
    const c = counts(out);
    total.passed += c.passed;
    total.failed += c.failed;
  }
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`);
  if (code !== 0) {
    failedStage = name;
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
