import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL, APP_PORT, SMTP_PORT } from './tests/e2e/helpers/e2e-env';
import { e2ePushCertFile } from './tests/e2e/helpers/e2e-push';

// End-to-end tests against the built app (`npm run test:e2e` builds first) on a real, empty embedded PostgreSQL.
// Chromium is Debian's /usr/bin/chromium (or CHROMIUM_PATH), checked before the run by scripts/ensure-chromium.mjs:
// no browser is ever downloaded.

const PORT = APP_PORT;
const baseURL = `http://localhost:${PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
  // A real SMTP server for the app's mail (sign-in codes); its messages are read by tests/e2e/helpers/mailbox.ts.
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Limits with room: the longest journey takes about 16 s on a busy 2-core machine; a slower machine, or one with a
  // core taken by something else, must not fail a journey that only ran slowly (test.slow() triples this).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The whole suite, server start included: a stuck run ends here, inside CI's 20 minutes with the unit tests.
  globalTimeout: 13 * 60_000,
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
      // A throw-away cluster, as the integration tests have: no fsync per commit (the disk's speed is not tested).
      EMBEDDED_PG_DISPOSABLE: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ADMIN_EMAILS: ADMIN_EMAIL,
      // Every journey signs in from 127.0.0.1; the per-IP limit has its own integration test.
      SIGN_IN_IP_LIMIT: '10000',
      // Journeys add trainings through factories behind the server's back: no shared trainings list in memory
      // (its invalidation has its own integration test, tests/integration/trainings-cache.test.ts).
      TRAININGS_CACHE_MS: '0',
      // The journeys' local push service (tests/e2e/helpers/e2e-push.ts): its certificate, made now if missing.
      NODE_EXTRA_CA_CERTS: e2ePushCertFile(),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
