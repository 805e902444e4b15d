import type { Page } from '@playwright/test';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { participantsPrintPath, paths } from '../../src/web/lib/paths';
import { createSession } from '../factories';
import { serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// The Content-Security-Policy (script-src 'self', no inline script or style) holds for every page of both route
// tables, signed out, as a parent and as an admin, the test checkout and a dialog included: the browser reports no
// violation and logs no CSP error.

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Collects every violation of this page and its console's CSP errors, from the first document on. */
async function watchCsp(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  return logged;
}

async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  return page.evaluate(() => window.cspViolations.map((v) => `${location.pathname}: ${v}`));
}

async function visitAll(page: Page, list: string[]): Promise<string[]> {
  const violations: string[] = [];
  for (const path of list) violations.push(...(await visit(page, path)));
  return violations;
}

const parentPages = [
  paths.dashboard,
  paths.children,
  paths.trainings,
  paths.camps,
  paths.payments,
  paths.photos,
  paths.shop,
  paths.contact,
  paths.profile,
  paths.schedule,
  '/gibt-es-nicht',
];

test('the app is served under a strict policy', async ({ request }) => {
  for (const path of ['/', '/sw.js', '/api/me']) {
    const header = (await request.get(path)).headers()['content-security-policy'] ?? '';
    const policy = Object.fromEntries(
      header.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(policy, path).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
    });
    expect(header, path).not.toContain('unsafe-eval');
  }
  expect((await request.get('/')).headers()['permissions-policy']).toContain('camera=()');
});

test('signed out: no page violates the policy', async ({ page }) => {
  const logged = await watchCsp(page);
  const violations = await visitAll(page, [
    paths.home,
    paths.schedule,
    paths.login,
    '/gibt-es-nicht',
    paths.dashboard,
  ]);
  expect([...violations, ...logged]).toEqual([]);
});

test('a parent: no page, dialog or the test checkout violates the policy', async ({ page }) => {
  const logged = await watchCsp(page);
  await login(page, 'parent', { firstName: 'Clara', lastName: 'Sicher' });
  const violations = await visitAll(page, parentPages);

  // A dialog (Radix: focus trap, scroll lock) on the children page.
  await page.goto(paths.children);
  await page.getByRole('button', { name: 'Kind hinzufügen' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  violations.push(...(await page.evaluate(() => window.cspViolations)));

  // The test checkout page, reached the way a parent reaches it.
  const server = serverData();
  let sessionId: string;
  try {
    const day = addDays(zurichToday(new Date()), 12);
    sessionId = (
      await createSession(server.database.db, {
        title: `E2E CSP ${Date.now()}`,
        startsAt: zurichDateTimeToInstant(day, '10:00'),
        endsAt: zurichDateTimeToInstant(day, '11:45'),
      })
    ).id;
  } finally {
    await server.database.close();
  }
  const created = await page.request.post('/api/children', {
    headers: SAME_ORIGIN,
    data: {
      firstName: 'Ben',
      lastName: 'Sicher',
      dateOfBirth: '2015-05-20',
      jerseySize: 140,
      ahv: '7561234567897',
    },
  });
  const childId = ((await created.json()) as { child: { id: string } }).child.id;
  const booked = await page.request.post(`/api/trainings/${sessionId}/registrations`, {
    headers: SAME_ORIGIN,
    data: { childIds: [childId], acceptTerms: true },
  });
  expect(booked.status()).toBe(201);
  await page.goto(paths.payments);
  await page.getByRole('button', { name: 'Online bezahlen' }).first().click();
  await expect(page).toHaveURL(/\/testzahlung\/test_cs_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Testzahlung' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  violations.push(...(await page.evaluate(() => window.cspViolations)));

  expect([...violations, ...logged]).toEqual([]);
});

test('an admin: no page of the back office violates the policy', async ({ page }) => {
  const logged = await watchCsp(page);
  await login(page, 'admin');
  // A path with parameters (the printable participants list) is visited for a real training.
  const server = serverData();
  let sessionId: string;
  try {
    const day = addDays(zurichToday(new Date()), 5);
    sessionId = (
      await createSession(server.database.db, {
        title: `E2E CSP Liste ${Date.now()}`,
        startsAt: zurichDateTimeToInstant(day, '10:00'),
        endsAt: zurichDateTimeToInstant(day, '11:45'),
      })
    ).id;
  } finally {
    await server.database.close();
  }
  const pages: string[] = Object.values(paths.admin).filter((path) => !path.includes(':'));
  pages.push(participantsPrintPath('training', sessionId, 'E2E CSP Liste'));
  const violations = await visitAll(page, pages);
  expect([...violations, ...logged]).toEqual([]);
});
