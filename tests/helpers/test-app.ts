import type { Agent } from 'node:https';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, createApp } from '../../src/server/app';
import { TestClock } from '../../src/server/clock';
import { loadConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { createAhvCipher } from '../../src/server/crypto/ahv-cipher';
import { committedMigrationCount } from '../../src/server/db/migration-count';
import { createPaymentGateway } from '../../src/server/integrations/payments';
import { createWebPushGateway, vapidPublicKeyOf } from '../../src/server/integrations/push';
import { startJobs } from '../../src/server/jobs/jobs';
import { plantCookies, plantFrom } from './log-personal-data';
import { createTestDatabase, type TestDatabase } from './test-db';

/** A fixed key for tests: the cipher is real, the key is not secret. */
const TEST_AHV_KEY = `${'0'.repeat(63)}1`;
/** A fixed VAPID private key (base64url): real web push encryption and signatures, a key that is not secret. */
export const TEST_VAPID_PRIVATE_KEY = '9dC2SwWDE9ebp0RoMdnfFwUcv_HKyXkV7kWvq3kiHVw';

/**
 * The real web push gateway with the test key; with `agent`, it delivers to the local push service
 * (push-endpoint.ts), whose certificate the agent trusts.
 */
export function testPushGateway(agent?: Agent) {
  return createWebPushGateway(
    {
      privateKey: TEST_VAPID_PRIVATE_KEY,
      publicKey: vapidPublicKeyOf(TEST_VAPID_PRIVATE_KEY),
      subject: 'mailto:test@anpfiff.local',
    },
    agent ? { agent } : {},
  );
}

interface TestRequestInit extends RequestInit {
  /** JSON body; sets Content-Type: application/json. */
  json?: unknown;
  /**
   * The Origin header of a POST/PUT/PATCH/DELETE: APP_URL's origin unless given (a header `origin` also wins), as a
   * browser on our pages sends it; null sends none (a non-browser client, or a browser that sends Sec-Fetch-Site).
   */
  origin?: string | null;
}

export interface TestApp {
  ctx: AppContext;
  clock: TestClock;
  database: TestDatabase;
  app: ReturnType<typeof createApp>;
  request(path: string, init?: TestRequestInit): Promise<Response>;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function plantAnswer(response: Response): Promise<Response> {
  plantCookies(response);
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    plantFrom(
      await response
        .clone()
        .json()
        .catch(() => undefined),
      'answer',
    );
  }
  return response;
}

/**
 * Per test file: a fresh database, the real app with a controllable clock, pg-boss on the same database.
 * Call at the top level of a test file; the returned object is filled in beforeAll. The app serves no web pages
 * unless `appOptions` says so (the server-drawn pages' matrix).
 */
export function setupTestApp(
  env: Record<string, string> = {},
  appOptions: Omit<AppOptions, 'expectedMigrations'> = {},
): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: '/tmp/anpfiff-test-data',
      // Tests write through factories between reads: the trainings page's cache only where a test asks for it.
      TRAININGS_CACHE_MS: '0',
      ...env,
    });
    const clock = new TestClock();
    const jobs = await startJobs(database.url, { workers: false });
    const ahv = createAhvCipher(TEST_AHV_KEY);
    const push = testPushGateway();
    const payments = createPaymentGateway(config);
    const ctx: AppContext = { config, db: database.db, clock, jobs, ahv, push, payments };
    const app = createApp(ctx, {
      expectedMigrations: committedMigrationCount(),
      serveWeb: false,
      ...appOptions,
    });
    Object.assign(holder, {
      ctx,
      clock,
      database,
      app,
      request: (path: string, init: TestRequestInit = {}) => {
        const { json, headers, origin, ...rest } = init;
        const h = new Headers(headers);
        if (json !== undefined) h.set('content-type', 'application/json');
        const unsafe = UNSAFE_METHODS.has((rest.method ?? 'GET').toUpperCase());
        if (unsafe && origin !== null && !h.has('origin'))
          h.set('origin', origin ?? new URL(config.appUrl).origin);
        // Every code, token, AHV number and health note a test sends or is given: no log line may hold it.
        plantFrom(json, 'request');
        return Promise.resolve(
          app.request(path, {
            ...rest,
            headers: h,
            ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
          }),
        ).then(plantAnswer);
      },
    });
  });
  afterAll(async () => {
    await holder.ctx?.jobs.stop();
    await holder.database?.drop();
  });
  return holder;
}
