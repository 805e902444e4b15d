import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@domain': path.resolve('src/domain'),
  '@server': path.resolve('src/server'),
  '@web': path.resolve('src/web'),
  '@tests': path.resolve('tests'),
};

// Three projects: pure domain rules, web components (happy-dom), and server integration tests against a real
// PostgreSQL (one embedded cluster per run, a fresh database per test file cloned from a migrated template).
export default defineConfig({
  resolve: { alias },
  test: {
    // One worker per core, not Vitest's default of one fewer: server tests spend much of their time waiting on
    // PostgreSQL, SMTP and child processes, so on CI's 2 cores a second worker halves the run (815 s -> 362 s).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
          // Pure functions, no native module: a worker thread per file starts cheaper than a process (the project's
          // cpu time 17.6 s -> 14.8 s, 3 paired runs at a load of ~17); each file still gets its own module graph.
          pool: 'threads',
          // The property tests check tens of thousands of cases: seconds each on a loaded 2-core machine, past the
          // default 5 s (seen at a load of 9-13). A limit for a stuck test, not a speed check.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/web-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-db.ts'],
          setupFiles: ['tests/helpers/server-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
