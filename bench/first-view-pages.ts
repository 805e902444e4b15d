import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { profiles } from '../src/server/db/schema';
import { webDistDir } from '../src/server/paths';
import { DEMO_PARENT_EMAIL } from '../src/server/seed/demo';
import { sessionCookieFor } from '../tests/helpers/auth';
import type { TestApp } from '../tests/helpers/test-app';
import { type BenchEnvironment, runBench } from './bench-environment';

// What the first-view benchmarks load: the three pages a parent opens first on a phone, /dashboard signed in as the
// demo family (the server seeds the demo data, so the dashboard shows news, a training, payments and photos).

export interface FirstViewPage {
  path: string;
  signedIn: boolean;
}

export const firstViewPages: FirstViewPage[] = [
  { path: '/login', signedIn: false },
  { path: '/schedule', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

/** The server settings the first-view benchmarks need: the demo data, so /dashboard is a real family's. */
export const firstViewServerEnv = { SEED_DEMO: 'true' };

/** The pages are the built web app: without `npm run build` there is nothing to measure. */
export function requireWebBuild(): void {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    console.error('dist/web fehlt: erst `npm run build`.');
    process.exit(1);
  }
}

/**
 * A real session of a demo account, as a Cookie header ("name=value"); the demo admin's has passed the second factor,
 * as after the TOTP step.
 */
export async function demoCookie({ db, ctx }: BenchEnvironment, email: string): Promise<string> {
  const [account] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (!account) throw new Error(`Demo-Konto ${email} fehlt (Seed nicht gelaufen?)`);
  return sessionCookieFor({ ctx } as unknown as TestApp, account.id);
}

/** A real session of the demo parent. */
export function demoParentCookie(env: BenchEnvironment): Promise<string> {
  return demoCookie(env, DEMO_PARENT_EMAIL);
}

/** MET when `figure` is within `target` (at most, or at least), else MISSED. */
export function verdict(figure: number, target: number, direction: 'atMost' | 'atLeast'): 'MET' | 'MISSED' {
  const met = direction === 'atMost' ? figure <= target : figure >= target;
  return met ? 'MET' : 'MISSED';
}

/** Runs a first-view benchmark on the built app with the demo data (the same set-up for bytes and Lighthouse). */
export function runFirstViewBench(
  options: { tempPrefix: string; useDist: boolean; timeoutSeconds: number },
  measure: (env: BenchEnvironment) => Promise<boolean>,
): void {
  requireWebBuild();
  runBench({ ...options, serverEnv: firstViewServerEnv }, measure);
}
