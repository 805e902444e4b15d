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
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', include: ['src/domain/**/*.test.ts'], environment: 'node' },
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
