import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: 1 here. The integration files mostly wait
    // (latency faults, settle windows, child processes), so two run side by side on two cores.
    maxWorkers: 2,
    projects: [
      {
        // No module-level state in the code under test (two cores live in one process), so unit
        // files share a worker's module cache: about 5x less start-up per file on this machine.
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
