import { defineConfig, devices } from '@playwright/test';

// End-to-end tests against the built app (`npm run test:e2e` builds first) on a real, empty embedded PostgreSQL.
// Chromium is Debian's /usr/bin/chromium: no browser is ever downloaded.

const PORT = 3100;
const baseURL = `http://localhost:${PORT}`;

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The whole suite, server start included, stays well below ten minutes.
  globalTimeout: 8 * 60_000,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: `${baseURL}/readyz`,
    env: {
      PORT: String(PORT),
      APP_URL: baseURL,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
