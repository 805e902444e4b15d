import type { Browser, Cookie, Page } from '@playwright/test';
import { shellMessages } from '../../src/domain/messages/shell';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import {
  assignTrainer,
  bookCamp,
  bookSession,
  createCamp,
  createChild,
  createCreditPack,
  createNews,
  createPhotoFolder,
  createSession,
  createTrainer,
} from '../factories';
import { createPhotoOnDisk } from '../factories/photo-files';
import { type AxeScope, axeViolations } from './helpers/axe';
import { profileIdOf, serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// Accessibility: axe finds no WCAG 2.x A/AA violation on the public pages, every page of a parent with the demo
// family's kind of data (children, bookings, an open payment, credit, a camp, news, photos) and its dialogs, and
// every admin page linked from /admin, at phone and desktop width. Admin pages are found through the links on
// /admin, so a new one is scanned as soon as the menu or the dashboard links to it.

const widths = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
] as const;

/** One line per violation: where, which rule, how many elements and the first of them. */
type Findings = string[];

/** Scans the page, or only the part a step opened on it (a dialog: the page behind was scanned before). */
async function scan(page: Page, state: string, findings: Findings, scope: AxeScope = page): Promise<void> {
  // A page still loading would be scanned half-built.
  await expect(page.getByText(shellMessages.loading, { exact: true })).toHaveCount(0, { timeout: 10_000 });
  for (const v of await axeViolations(scope)) {
    findings.push(`${state}: ${v.id} (${v.impact}) ×${v.nodes.length} ${v.nodes[0]?.target.join(' ') ?? ''}`);
  }
}

async function visit(page: Page, path: string, findings: Findings, state = path): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, state, findings);
}

/** A signed-in parent with what the demo family has, built with the factories; answers the session cookies. */
async function demoLikeParent(browser: Browser): Promise<Cookie[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await login(page, 'parent', { firstName: 'Nicole', lastName: 'Steiner' });
  const server = serverData();
  try {
    const db = server.database.db;
    const parentId = await profileIdOf(server, email);
    const mia = await createChild(db, { parentId, firstName: 'Mia', dateOfBirth: '2015-05-14' });
    const noah = await createChild(db, { parentId, firstName: 'Noah', dateOfBirth: '2013-11-02' });
    const trainer = await createTrainer(db, { firstName: 'Luca', lastName: 'Bühler' });
    const today = zurichToday(new Date());
    const sessions = [];
    for (const days of [3, 10, 17]) {
      const day = addDays(today, days);
      const session = await createSession(db, {
        startsAt: zurichDateTimeToInstant(day, '10:00'),
        endsAt: zurichDateTimeToInstant(day, '11:45'),
      });
      await assignTrainer(db, { sessionId: session.id, trainerId: trainer.id });
      sessions.push(session);
    }
    const last = addDays(today, -4);
    const past = await createSession(db, {
      startsAt: zurichDateTimeToInstant(last, '10:00'),
      endsAt: zurichDateTimeToInstant(last, '11:45'),
    });
    await bookSession(db, { sessionId: sessions[0]!.id, childId: mia.id, status: 'SUCCEEDED' });
    await bookSession(db, { sessionId: sessions[1]!.id, childId: noah.id });
    await bookSession(db, { sessionId: past.id, childId: mia.id, status: 'SUCCEEDED' });
    await createCreditPack(db, { parentId });
    const camp = await createCamp(db, { name: 'Wintercamp', startDate: addDays(today, 35) });
    await bookCamp(db, { campId: camp.id, childId: noah.id, status: 'SUCCEEDED' });
    await createNews(db, { title: 'Willkommen in der neuen App' });
    const album = await createPhotoFolder(db, { name: `Training ${email}` });
    for (const [i, childIds] of [[mia.id], [noah.id], [mia.id, noah.id], [mia.id]].entries()) {
      await createPhotoOnDisk(db, server.photosDir, {
        driveFolderId: album.id,
        childIds,
        width: 480,
        height: 360,
        hue: i * 80,
      });
    }
  } finally {
    await server.database.close();
  }
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

// Made once per worker, by the first test that needs it (the admin scans do not).
let parentCookies: Cookie[] | undefined;

for (const width of widths) {
  test.describe(`at ${width.name} width`, () => {
    test.use(width.use);

    test('public and parent pages and their dialogs have no axe violations', async ({ page, browser }) => {
      // Seven pages and their dialogs, each scanned: near the default 30 s on a busy 2-core machine.
      test.slow();
      parentCookies ??= await demoLikeParent(browser);
      const findings: Findings = [];
      for (const path of ['/', '/schedule', '/schedule?tab=camps', '/login'])
        await visit(page, path, findings);

      await page.context().addCookies(parentCookies);
      for (const path of [
        '/dashboard',
        '/meine-kinder',
        '/tiz-trainings',
        '/camps',
        '/zahlungen',
        '/zahlungen?tab=verlauf',
        '/fotos',
        '/shop',
        '/kontakt',
        '/profile',
      ]) {
        await visit(page, path, findings);
      }

      await page.goto('/meine-kinder');
      await page.getByRole('button', { name: 'Kind hinzufügen' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan(page, '/meine-kinder child form', findings, page.getByRole('dialog'));

      await page.goto('/tiz-trainings');
      await page
        .getByRole('button', { name: /^Anmeldung bearbeiten/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan(page, '/tiz-trainings sign-up dialog', findings, page.getByRole('dialog'));

      await page.goto('/fotos');
      await page
        .getByRole('button', { name: /^Foto mit .* öffnen$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan(page, '/fotos lightbox', findings, page.getByRole('dialog'));

      if (width.name === 'phone') {
        await page.goto('/dashboard');
        await page.getByRole('button', { name: shellMessages.topBar.openMenu }).click();
        const drawer = page.getByRole('dialog', { name: shellMessages.topBar.menuTitle });
        await expect(drawer).toBeVisible();
        await scan(page, '/dashboard menu drawer', findings, drawer);
      }

      expect(findings).toEqual([]);
    });

    test('every admin page linked from /admin has no axe violations', async ({ page }) => {
      // A dozen pages, each loaded and scanned in turn: more than the default 30 s on a busy 2-core machine.
      test.slow();
      const findings: Findings = [];
      await login(page, 'admin');
      await visit(page, '/admin', findings);
      if (width.name === 'phone') {
        // On a phone the menu is drawn in its drawer only (side-menu.tsx).
        await page.getByRole('button', { name: shellMessages.topBar.openMenu }).click();
        await expect(page.getByRole('dialog', { name: shellMessages.topBar.menuTitle })).toBeVisible();
      }
      const links = await page
        .locator('a[href^="/admin"]')
        .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const pages = [...new Set(links)].filter((path) => path !== '/admin');
      // The admin menu alone links to ten pages besides the dashboard.
      expect(pages.length).toBeGreaterThanOrEqual(10);
      for (const path of pages) await visit(page, path, findings);
      expect(findings).toEqual([]);
    });
  });
}
