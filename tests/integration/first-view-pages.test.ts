import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/messages/auth';
import { createApp } from '../../src/server/app';
import { committedMigrationCount } from '../../src/server/db/migration-count';
import { createAdmin, createChild, createParent, createSession } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { firstViewWeb } from '../helpers/first-view-web';
import { setupTestApp } from '../helpers/test-app';

// The first views drawn on the server (decision 045): the page arrives with its content and the answers it was drawn
// with, as the visitor's own API would have answered, never another family's; a signed-in visitor's page is theirs
// alone (private, no-store); the guards send a visitor on as the app would.

const t = setupTestApp();
let app: ReturnType<typeof createApp>;
let plain: ReturnType<typeof createApp>;

beforeAll(() => {
  const web = firstViewWeb();
  app = createApp(t.ctx, { expectedMigrations: committedMigrationCount(), ...web });
  plain = createApp(t.ctx, {
    expectedMigrations: committedMigrationCount(),
    webDir: web.webDir,
    renderFirstView: null,
  });
});

const get = (path: string, cookie?: string) => app.request(path, cookie ? { headers: { cookie } } : {});

/** The answers a page hands over (its data block), parsed. */
function handover(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const block = /<script type="application\/json" id="first-view-answers">([^<]*)<\/script>/.exec(html);
  expect(block, 'the page carries its answers').not.toBeNull();
  return JSON.parse(block![1]!);
}

describe('first views drawn on the server', () => {
  it('/login arrives with the sign-in form and the answers it was drawn with, cacheable for everyone', async () => {
    const res = await get('/login');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(authMessages.emailLabel);
    expect(html).toMatch(/<input[^>]+type="email"/);
    expect(html).not.toContain('static top bar');
    // The answers are in the page: no preload of them any more; the page's code still is.
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('rel="modulepreload"');
    const keys = handover(html).queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['me', 'branding']));
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it('/schedule arrives with its cards', async () => {
    await createSession(t.ctx.db, { title: 'Schnuppertraining Letzigrund' });
    const html = await (await get('/schedule')).text();
    expect(html).toContain('Schnuppertraining Letzigrund');
    const schedule = handover(html).queries.find((q) => q.queryKey[0] === 'schedule');
    expect(JSON.stringify(schedule?.state.data)).toContain('Schnuppertraining Letzigrund');
  });

  it('a long schedule arrives whole in its place, with no script the page’s policy would block', async () => {
    // Past React's progressive chunk size (12.8 kB) a prerender sent the cards hidden after a «Wird geladen…», to be
    // moved in by inline scripts that the Content-Security-Policy refuses: the visitor saw the spinner only.
    for (let i = 0; i < 30; i++) await createSession(t.ctx.db, { title: `Langes Programm ${i}` });
    const html = await (await get('/schedule')).text();
    expect(html).toContain('Langes Programm 29');
    expect(html).not.toContain('Wird geladen');
    const scripts = html.match(/<script(?![^>]*type="(?:module|application\/json)")[^>]*>/g) ?? [];
    expect(scripts).toEqual([]);
  });

  it('never lets a page end its data block early', async () => {
    await createSession(t.ctx.db, { title: '</script><script>alert(1)</script>' });
    const html = await (await get('/schedule')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.stringify(handover(html))).toContain('</script><script>alert(1)</script>');
  });

  it('a signed-in parent’s page holds their data only, and is theirs alone', async () => {
    const parentA = await createParent(t.ctx.db);
    const parentC = await createParent(t.ctx.db);
    const childOfC = await createChild(t.ctx.db, { parentId: parentC.id, cipher: t.ctx.ahv });
    const cookie = await sessionCookieFor(t, parentA.id);
    for (const path of ['/schedule', '/dashboard']) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(parentA.email);
      expect(html, path).not.toContain(parentC.email);
      expect(html, path).not.toContain(childOfC.id);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('/admin arrives with the back office’s menu and counts for an admin past the second factor only', async () => {
    const admin = await createAdmin(t.ctx.db);
    await createChild(t.ctx.db, { parentId: (await createParent(t.ctx.db)).id, cipher: t.ctx.ahv });
    const res = await get('/admin', await sessionCookieFor(t, admin.id));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Aktive Ausbildner');
    expect(html).toContain('Admin-Dashboard');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const keys = handover(html).queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['admin', 'dashboard']);

    // Without the factor the app's guard sends the admin to it; a parent to the start page, as the app does.
    const unverified = await get('/admin', await sessionCookieFor(t, admin.id, { secondFactor: false }));
    expect(unverified.status).toBe(302);
    expect(unverified.headers.get('location')).toMatch(/^\/zweiter-faktor/);
    const parent = await get('/admin', await sessionCookieFor(t, (await createParent(t.ctx.db)).id));
    expect(parent.status).toBe(302);
    expect(parent.headers.get('location')).toBe('/');
  });

  it('sends a visitor on as the guards would: signed out to the sign-in, signed in past it', async () => {
    const signedOut = await get('/dashboard');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard');
    const parent = await createParent(t.ctx.db);
    const signedIn = await get('/login', await sessionCookieFor(t, parent.id));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/dashboard');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves every other address to the browser: the app’s plain page', async () => {
    const html = await (await get('/children')).text();
    expect(html).toContain('static top bar');
    expect(html).not.toContain('first-view-answers');
  });

  it('without a server entry, serves the built page as before', async () => {
    const res = await plain.request('/schedule');
    const html = await res.text();
    expect(html).toContain('static top bar');
    expect(html).toContain('as="fetch"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
