import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChild, createParent, createPhoto, createPhotoFolder } from '../factories';
import { databaseDigest } from '../helpers/authz/db-digest';
import { setupTestApp } from '../helpers/test-app';
import { call, type SignedInAdmin, signedInAdmin } from './admin-fixtures';

// Bad input to the admin's photo endpoints, as the admin (the general fuzz test only reaches them signed out or as
// a parent, who are refused before any parsing): arbitrary ids, folder names, query values and bodies. The answer
// is never >= 500, and a refused call leaves the database as it was.

const t = setupTestApp();
let a: SignedInAdmin;
let ids: string[];
let folderIds: string[];

beforeAll(async () => {
  a = await signedInAdmin(t);
  const parent = await createParent(t.ctx.db);
  const child = await createChild(t.ctx.db, { parentId: parent.id, cipher: t.ctx.ahv });
  const folder = await createPhotoFolder(t.ctx.db);
  const news = await createPhotoFolder(t.ctx.db, { isNewsFolder: true });
  const photo = await createPhoto(t.ctx.db, { driveFolderId: folder.id });
  ids = [child.id, photo.id, parent.id];
  folderIds = [folder.id, news.id];
});

const junk = () =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('\u0000', 'a\u0000b', '%00', '..', '', ' ', '-1', '1e9', '100001', 'true'),
  );
const idLike = () => fc.oneof(fc.constantFrom(...ids), fc.uuid(), junk());
const valueLike = () =>
  fc.oneof(
    idLike(),
    fc.constantFrom(...folderIds),
    fc.integer(),
    fc.constantFrom(true, false, null),
    fc.array(idLike(), { maxLength: 4 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
const bodyLike = () =>
  fc.oneof(
    fc.record(
      { childId: valueLike(), photoIds: valueLike(), folderId: valueLike(), extra: valueLike() },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );
const queryLike = () =>
  fc
    .record(
      { folderId: fc.oneof(junk(), fc.constantFrom(...folderIds)), untagged: junk(), page: junk() },
      { requiredKeys: [] },
    )
    .map((q) => `?${new URLSearchParams(q as Record<string, string>)}`);

type Call = { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown };

const calls = (): fc.Arbitrary<Call> =>
  fc.oneof(
    queryLike().map((q) => ({ method: 'GET' as const, path: `/admin/photos${q}` })),
    idLike().map((id) => ({ method: 'GET' as const, path: `/admin/photos/${encodeURIComponent(id)}` })),
    idLike().map((id) => ({ method: 'GET' as const, path: `/admin/photos/sync/${encodeURIComponent(id)}` })),
    fc.tuple(idLike(), bodyLike()).map(([id, body]) => ({
      method: 'POST' as const,
      path: `/admin/photos/${encodeURIComponent(id)}/tags`,
      body,
    })),
    fc.tuple(idLike(), idLike()).map(([photo, child]) => ({
      method: 'DELETE' as const,
      path: `/admin/photos/${encodeURIComponent(photo)}/tags/${encodeURIComponent(child)}`,
    })),
    bodyLike().map((body) => ({ method: 'POST' as const, path: '/admin/photos/tags', body })),
    bodyLike().map((body) => ({ method: 'POST' as const, path: '/admin/photos/sync', body })),
  );

describe('admin photo endpoints under bad input', () => {
  it('answer a 4xx (never a 5xx) and a refused call changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(calls(), async ({ method, path, body }) => {
        const before = await databaseDigest(t.ctx.db);
        const res = await call(t, a.cookie, method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.status >= 400) expect(await databaseDigest(t.ctx.db)).toEqual(before);
      }),
      { numRuns: 150 },
    );
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a folder name with a NUL character with a 4xx, not a 5xx', async () => {
    const list = await call(t, a.cookie, 'GET', '/admin/photos?folderId=a%00b');
    expect(list.status).toBeLessThan(500);
    expect(list.status).toBeGreaterThanOrEqual(400);
    const sync = await call(t, a.cookie, 'POST', '/admin/photos/sync', { folderId: 'a\u0000b' });
    expect(sync.status).toBeLessThan(500);
    expect(sync.status).toBeGreaterThanOrEqual(400);
  });
});
