// The embedded PostgreSQL package hooks `beforeExit` and called `process.exit(0)` there, which
// overwrote the exit code a program had set: a failing store command, and a test run with failing
// integration tests (its global setup loads the package), both ended with 0. The store's loader
// takes that listener off again: a process that loaded the package keeps its exit code.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

it('a process that loaded the embedded PostgreSQL package ends with the exit code it set', async () => {
  const script = `import('./electron/back-office/cluster.ts').then((m) => m.loadEmbeddedPostgres()).then(() => { process.exitCode = 3; });`;
  const run = promisify(execFile)(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), '-e', script], {
    cwd: path.resolve('.'),
  });
  await expect(run).rejects.toMatchObject({ code: 3 });
});
