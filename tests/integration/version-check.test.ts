import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { committedMigrationCount } from '../../src/server/db/migration-count';
import { setupTestApp } from '../helpers/test-app';

// GET /version-check beside /meta.json (parent-portal.md sections 3 and 7): the build the server serves against
// the one a page runs, read from the served meta.json at each check, so a deploy is seen without a restart.

const t = setupTestApp();
let webDir: string;
let app: ReturnType<typeof createApp>;

const serve = (version: string) =>
  writeFile(path.join(webDir, 'meta.json'), JSON.stringify({ version, builtAt: '2026-05-04T07:00:00Z' }));

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'anpfiff-version-'));
  app = createApp(t.ctx, { expectedMigrations: committedMigrationCount(), serveWeb: false, webDir });
});
afterAll(() => rm(webDir, { recursive: true, force: true }));

const check = (current?: string) =>
  app.request(
    current === undefined ? '/version-check' : `/version-check?current=${encodeURIComponent(current)}`,
  );

describe('GET /version-check', () => {
  it('answers hasUpdate, currentVersion and latestVersion, without a sign-in and never cached', async () => {
    await serve('0.1.0+20260504.0700');

    const same = await check('0.1.0+20260504.0700');
    expect(same.status).toBe(200);
    expect(same.headers.get('cache-control')).toBe('no-store');
    expect(await same.json()).toEqual({
      hasUpdate: false,
      currentVersion: '0.1.0+20260504.0700',
      latestVersion: '0.1.0+20260504.0700',
    });

    expect(await (await check('0.1.0+20260501.0900')).json()).toEqual({
      hasUpdate: true,
      currentVersion: '0.1.0+20260501.0900',
      latestVersion: '0.1.0+20260504.0700',
    });
  });

  it('sees a new build as soon as its meta.json is served', async () => {
    await serve('0.1.0+a');
    expect(await (await check('0.1.0+a')).json()).toMatchObject({ hasUpdate: false });
    await serve('0.1.0+b');
    expect(await (await check('0.1.0+a')).json()).toMatchObject({
      hasUpdate: true,
      latestVersion: '0.1.0+b',
    });
  });

  it('refuses a missing or malformed version with a German 400', async () => {
    await serve('0.1.0+a');
    for (const current of [undefined, '', '<script>', 'x'.repeat(101)]) {
      const res = await check(current);
      expect(res.status, String(current)).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('VALIDATION');
      expect(body.error.message).toMatch(/[äöüÄÖÜ]|Bitte|Ungültig/);
    }
  });

  it('answers 503 when no build is served (no meta.json, or an unreadable one)', async () => {
    await rm(path.join(webDir, 'meta.json'));
    expect((await check('0.1.0+a')).status).toBe(503);
    await writeFile(path.join(webDir, 'meta.json'), '{ not json');
    const broken = await check('0.1.0+a');
    expect(broken.status).toBe(503);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE');
  });
});
