import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (failed, then slowest of the last run; on a clean clone, with no last run, the
 * largest files) with the fault suite's files first: they are small but the longest to wait
 * (test/helpers/fault-suite.ts), so they start at once and the rest fills the workers beside them.
 */
class FaultSuiteFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => /[\\/]fault-suite-[^\\/]*\.test\.ts$/.test(f.moduleId);
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: 1 here. Two for the unit files (CPU-bound).
    maxWorkers: 2,
    sequence: { sequencer: FaultSuiteFirst },
    projects: [
      {
        // No module-level state in the code under test (two cores live in one process), so unit
        // files share a worker's module cache: about 5x less start-up per file on this machine.
        // A few unit tests are CPU-heavy (production scrypt cost, ESLint with its TypeScript program): on a busy
        // machine, or beside the e2e lane of `npm test`, 5 s is too short for them to finish.
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 30_000 },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          // One embedded PostgreSQL for the run; each store file gets its own database in it.
          globalSetup: ['test/helpers/store-pg-global.ts'],
          // As the unit files: a worker's files share its module cache (the core keeps no module
          // state; each file starts its own cores, services and stores). Importing the core anew
          // for every file was half of the stage's CPU (323 CPU-s isolated, 163 shared).
          isolate: false,
          // The integration files mostly wait (latency faults, settle windows, child processes):
          // three run side by side on two cores.
          maxWorkers: 3,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
