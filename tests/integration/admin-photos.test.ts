import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPhotoFoldersResponse,
  AdminPhotoResponse,
  AdminPhotosPage,
  BulkPhotoTagResponse,
} from '../../src/domain/photos/admin-photos-api';
import type { PhotoListResponse } from '../../src/domain/photos/photo-api';
import { auditLog, photoTags } from '../../src/server/db/schema';
import {
  createChild,
  createParent,
  createPhoto,
  createPhotoFolder,
  linkSecondParent,
  tagPhoto,
} from '../factories';
import { createPhotoOnDisk } from '../factories/photo-files';
import type { Photo } from '../factories/photos';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';

// /api/admin/photos: the library's folders (never the news folder), 50 photos per page, an Untagged filter, and
// tagging: a tag the admin adds lets the child's family see the photo at its next request (list and image), a
// removed one takes it away again, even from a browser holding the image's ETag; another family never sees it.
// Bulk tagging tags every named photo in one transaction, or none. Bad input is a German 4xx and changes nothing.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-admin-photos-'));
const photosDir = path.join(dataDir, 'photos');
const t = setupTestApp({ DATA_DIR: dataDir, PHOTOS_DIR: photosDir, PHOTOS_SOURCE: 'local' });
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}

async function family(firstName = 'Mia') {
  const parent = await createParent(t.ctx.db);
  const child = await createChild(t.ctx.db, { parentId: parent.id, firstName, cipher: t.ctx.ahv });
  return { parent, child, cookie: await sessionCookieFor(t, parent.id) };
}

const parentPhotoIds = async (cookie: string) =>
  (await json<PhotoListResponse>(await t.request('/api/photos', { headers: { cookie } }))).photos.map(
    (p) => p.id,
  );

const image = (photoId: string, cookie: string, etag?: string) =>
  t.request(`/api/photos/${photoId}/image?size=400&quality=60`, {
    headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
  });

const tagsOf = (photoIds: string[]) =>
  t.ctx.db.select().from(photoTags).where(inArray(photoTags.photoId, photoIds));

describe('the library', () => {
  it('lists the folders without the news folder, with their photo and untagged counts', async () => {
    const folder = await createPhotoFolder(t.ctx.db, { name: 'Camp Ostern' });
    const news = await createPhotoFolder(t.ctx.db, { name: 'News Bilder', isNewsFolder: true });
    const { child } = await family();
    const tagged = await createPhoto(t.ctx.db, { driveFolderId: folder.id });
    await tagPhoto(t.ctx.db, { photoId: tagged.id, childId: child.id });
    await createPhoto(t.ctx.db, { driveFolderId: folder.id });
    await createPhoto(t.ctx.db, { driveFolderId: news.id });

    const { folders } = await json<AdminPhotoFoldersResponse>(
      await call(t, a.cookie, 'GET', '/admin/photos/folders'),
    );
    expect(folders.find((f) => f.id === folder.id)).toEqual({
      id: folder.id,
      name: 'Camp Ostern',
      photos: 2,
      untagged: 1,
    });
    expect(folders.some((f) => f.id === news.id)).toBe(false);
    // The news folder's photos are not in the library, not even asked for by name.
    expect(
      (await call(t, a.cookie, 'GET', `/admin/photos?folderId=${encodeURIComponent(news.id)}`)).status,
    ).toBe(404);
  });

  it('pages 50 photos newest first in SQL, filters by folder and by Untagged, and names every tagged child', async () => {
    const folder = await createPhotoFolder(t.ctx.db);
    const { child } = await family('Noah');
    const base = Date.parse('2026-05-01T10:00:00Z');
    const photos: Photo[] = [];
    for (let i = 0; i < 52; i++) {
      photos.push(
        await createPhoto(t.ctx.db, { driveFolderId: folder.id, createdAt: new Date(base + i * 60_000) }),
      );
    }
    await tagPhoto(t.ctx.db, { photoId: photos[51]!.id, childId: child.id });
    const q = `/admin/photos?folderId=${encodeURIComponent(folder.id)}`;

    const first = await json<AdminPhotosPage>(await call(t, a.cookie, 'GET', q));
    expect(first).toMatchObject({ page: 1, pageSize: 50, hasMore: true });
    expect(first.items.map((p) => p.id)).toEqual(
      photos
        .slice(2)
        .reverse()
        .map((p) => p.id),
    );
    expect(first.items[0]).toMatchObject({ folderId: folder.id, folderName: folder.name });
    expect(first.items[0]?.children).toEqual([
      { id: child.id, fullName: `Noah ${child.lastName}`, photoConsentFamily: true },
    ]);
    const second = await json<AdminPhotosPage>(await call(t, a.cookie, 'GET', `${q}&page=2`));
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items.map((p) => p.id)).toEqual([photos[1]!.id, photos[0]!.id]);

    const untagged = await json<AdminPhotosPage>(await call(t, a.cookie, 'GET', `${q}&untagged=1`));
    expect(untagged.items).toHaveLength(50);
    expect(untagged.items.some((p) => p.id === photos[51]!.id)).toBe(false);
    expect(untagged.hasMore).toBe(true);
  });
});

describe('tagging and what parents see', () => {
  it('shows a newly tagged photo to the family at once, takes it away when untagged, and never to another family', async () => {
    const mia = await family('Mia');
    const other = await family('Lea');
    const partner = await createParent(t.ctx.db);
    await linkSecondParent(t.ctx.db, { parentId: mia.parent.id, secondParentId: partner.id });
    const partnerCookie = await sessionCookieFor(t, partner.id);
    const photo = await createPhotoOnDisk(t.ctx.db, photosDir, { width: 64, height: 48 });

    expect(await parentPhotoIds(mia.cookie)).not.toContain(photo.id);
    expect((await image(photo.id, mia.cookie)).status).toBe(404);
    // The parent's list and images are asked for again every time, never kept by the browser as they were.
    expect(
      (await t.request('/api/photos', { headers: { cookie: mia.cookie } })).headers.get('cache-control'),
    ).toBe('private, no-cache');

    const tagged = await json<AdminPhotoResponse>(
      await call(t, a.cookie, 'POST', `/admin/photos/${photo.id}/tags`, { childId: mia.child.id }),
      201,
    );
    expect(tagged.photo.children.map((c) => c.id)).toEqual([mia.child.id]);
    expect(await parentPhotoIds(mia.cookie)).toContain(photo.id);
    expect(await parentPhotoIds(partnerCookie)).toContain(photo.id);
    const seen = await image(photo.id, mia.cookie);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-cache');
    const etag = seen.headers.get('etag')!;
    expect((await image(photo.id, mia.cookie, etag)).status).toBe(304);
    expect(await parentPhotoIds(other.cookie)).not.toContain(photo.id);
    expect((await image(photo.id, other.cookie, etag)).status).toBe(404);

    const untagged = await json<AdminPhotoResponse>(
      await call(t, a.cookie, 'DELETE', `/admin/photos/${photo.id}/tags/${mia.child.id}`),
    );
    expect(untagged.photo.children).toEqual([]);
    expect(await parentPhotoIds(mia.cookie)).not.toContain(photo.id);
    expect(await parentPhotoIds(partnerCookie)).not.toContain(photo.id);
    // The browser's copy is revalidated, and the photo is gone for the family even with its ETag.
    expect((await image(photo.id, mia.cookie, etag)).status).toBe(404);
    expect((await image(photo.id, partnerCookie)).status).toBe(404);

    const rows = await auditRowsOf(t, 'photo', photo.id);
    expect(rows.map((r) => [r.action, r.actorId, r.details])).toEqual([
      ['photo.tag', a.admin.id, { childId: mia.child.id, child: `Mia ${mia.child.lastName}` }],
      ['photo.untag', a.admin.id, { childId: mia.child.id, child: `Mia ${mia.child.lastName}` }],
    ]);
  });

  it('answers a tag that already exists with the photo as it is: 200, no second tag or audit row', async () => {
    const { child } = await family();
    const photo = await createPhoto(t.ctx.db);
    await call(t, a.cookie, 'POST', `/admin/photos/${photo.id}/tags`, { childId: child.id });
    const again = await call(t, a.cookie, 'POST', `/admin/photos/${photo.id}/tags`, { childId: child.id });
    expect(again.status).toBe(200);
    expect(await tagsOf([photo.id])).toHaveLength(1);
    expect(await auditRowsOf(t, 'photo', photo.id)).toHaveLength(1);
  });

  it('shows the photo modal its photo with every tagged child, of any family', async () => {
    const mia = await family('Mia');
    const lea = await family('Lea');
    const photo = await createPhoto(t.ctx.db);
    await tagPhoto(t.ctx.db, { photoId: photo.id, childId: mia.child.id });
    await tagPhoto(t.ctx.db, { photoId: photo.id, childId: lea.child.id });
    const { photo: view } = await json<AdminPhotoResponse>(
      await call(t, a.cookie, 'GET', `/admin/photos/${photo.id}`),
    );
    expect(view).toMatchObject({
      id: photo.id,
      filename: photo.filename,
      version: photo.contentHash!.slice(0, 16),
    });
    expect(view.children.map((c) => c.id)).toEqual([lea.child.id, mia.child.id]);
  });
});

describe('bulk tagging', () => {
  it('tags one child on every selected photo in one go; the family sees them all; tags that existed stay', async () => {
    const mia = await family('Mia');
    const folder = await createPhotoFolder(t.ctx.db);
    const photos: Photo[] = [];
    for (let i = 0; i < 3; i++) {
      photos.push(
        await createPhotoOnDisk(t.ctx.db, photosDir, { driveFolderId: folder.id, width: 64, height: 48 }),
      );
    }
    await tagPhoto(t.ctx.db, { photoId: photos[0]!.id, childId: mia.child.id });
    const ids = photos.map((p) => p.id);

    const answer = await json<BulkPhotoTagResponse>(
      await call(t, a.cookie, 'POST', '/admin/photos/tags', {
        photoIds: [...ids, ids[1]],
        childId: mia.child.id,
      }),
    );
    expect(answer).toEqual({ tagged: 2, alreadyTagged: 1 });
    expect((await tagsOf(ids)).map((r) => r.childId)).toEqual([mia.child.id, mia.child.id, mia.child.id]);
    expect(new Set(await parentPhotoIds(mia.cookie))).toEqual(new Set(ids));
    const audited = await t.ctx.db.select().from(auditLog).where(inArray(auditLog.subjectId, ids));
    expect(audited.map((r) => r.subjectId).sort()).toEqual([ids[1], ids[2]].sort());
    expect(audited.every((r) => r.action === 'photo.tag')).toBe(true);
  });

  it('lets two admins tag overlapping selections at once: every tag once, one audit row each, no 5xx', async () => {
    const { child } = await family();
    const other = await signedInAdmin(t);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await createPhoto(t.ctx.db)).id);
    // In opposite orders, as two screens may send them.
    const answers = await Promise.all([
      call(t, a.cookie, 'POST', '/admin/photos/tags', { photoIds: ids.slice(0, 5), childId: child.id }),
      call(t, other.cookie, 'POST', '/admin/photos/tags', {
        photoIds: ids.slice(1).reverse(),
        childId: child.id,
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const counts = (await Promise.all(answers.map((r) => r.json()))) as BulkPhotoTagResponse[];
    expect(counts.reduce((sum, c) => sum + c.tagged, 0)).toBe(6);
    expect(await tagsOf(ids)).toHaveLength(6);
    const audited = await t.ctx.db.select().from(auditLog).where(inArray(auditLog.subjectId, ids));
    expect(audited).toHaveLength(6);
  });

  it('tags none of them when one photo is unknown or in the news folder (404, German message)', async () => {
    const { child } = await family();
    const photo = await createPhoto(t.ctx.db);
    const newsPhoto = await createPhoto(t.ctx.db, {
      driveFolderId: (await createPhotoFolder(t.ctx.db, { isNewsFolder: true })).id,
    });
    const before = await t.ctx.db.select().from(auditLog);

    for (const intruder of [crypto.randomUUID(), newsPhoto.id]) {
      const res = await call(t, a.cookie, 'POST', '/admin/photos/tags', {
        photoIds: [photo.id, intruder],
        childId: child.id,
      });
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: { code: string; message: string; details: unknown } };
      expect(body.error).toMatchObject({
        code: 'PHOTO_NOT_FOUND',
        message: 'Foto wurde nicht gefunden (inzwischen entfernt?).',
        details: { photoIds: [intruder] },
      });
    }
    expect(await tagsOf([photo.id, newsPhoto.id])).toEqual([]);
    expect(await t.ctx.db.select().from(auditLog)).toHaveLength(before.length);
  });
});

describe('bad input changes nothing', () => {
  it('refuses an unknown child, a tag that does not exist, an unknown photo and malformed bodies', async () => {
    const { child } = await family();
    const photo = await createPhoto(t.ctx.db);
    const unknown = crypto.randomUUID();
    const before = (await t.ctx.db.select().from(auditLog)).length;

    const noChild = await call(t, a.cookie, 'POST', `/admin/photos/${photo.id}/tags`, { childId: unknown });
    expect(noChild.status).toBe(404);
    expect(await errorOf(noChild)).toMatchObject({ code: 'TAG_CHILD_NOT_FOUND' });
    const bulkNoChild = await call(t, a.cookie, 'POST', '/admin/photos/tags', {
      photoIds: [photo.id],
      childId: unknown,
    });
    expect(await errorOf(bulkNoChild)).toMatchObject({ code: 'TAG_CHILD_NOT_FOUND' });
    const noPhoto = await call(t, a.cookie, 'POST', `/admin/photos/${unknown}/tags`, { childId: child.id });
    expect(noPhoto.status).toBe(404);
    expect(await errorOf(noPhoto)).toMatchObject({ code: 'PHOTO_NOT_FOUND' });
    const noTag = await call(t, a.cookie, 'DELETE', `/admin/photos/${photo.id}/tags/${child.id}`);
    expect(noTag.status).toBe(404);
    expect(await errorOf(noTag)).toMatchObject({ code: 'PHOTO_TAG_NOT_FOUND' });
    expect((await call(t, a.cookie, 'GET', `/admin/photos/${unknown}`)).status).toBe(404);

    for (const body of [
      {},
      { childId: 'kein-id' },
      { childId: child.id, extra: true },
      { photoIds: [], childId: child.id },
      { photoIds: Array.from({ length: 501 }, () => crypto.randomUUID()), childId: child.id },
      { photoIds: 'alle', childId: child.id },
    ]) {
      const path = 'photoIds' in body ? '/admin/photos/tags' : `/admin/photos/${photo.id}/tags`;
      const res = await call(t, a.cookie, 'POST', path, body);
      expect(res.status).toBe(400);
      expect((await res.json()) as object).toMatchObject({
        error: { code: 'VALIDATION', message: 'Bitte Eingaben prüfen.' },
      });
    }
    expect(await tagsOf([photo.id])).toEqual([]);
    expect((await t.ctx.db.select().from(auditLog)).length).toBe(before);
    expect((await t.ctx.db.select().from(photoTags).where(eq(photoTags.childId, child.id))).length).toBe(0);
  });
});
