import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PhotoListResponse } from '../../src/domain/photos/photo-api';
import { createAdmin, createChild, createParent, createPhotoFolder, linkSecondParent } from '../factories';
import { createPhotoOnDisk } from '../factories/photo-files';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// Who may see a photo (parent-portal.md section 6, docs/reliability.md section 3): a parent only photos
// tagged with a child of their family (own or shared as second parent), an admin every photo; anything else
// is 404, for the list and for the image alike. A photo also showing another family's child never names that
// child.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-photo-access-'));
const photosDir = path.join(dataDir, 'photos');
const t = setupTestApp({ DATA_DIR: dataDir, PHOTOS_DIR: photosDir });

async function families() {
  const db = t.ctx.db;
  const cipher = t.ctx.ahv;
  const parentA = await createParent(db, { lastName: 'Amrein' });
  const partnerB = await createParent(db, { lastName: 'Amrein' });
  const parentC = await createParent(db, { lastName: 'Csonka' });
  const admin = await createAdmin(db);
  const lena = await createChild(db, { parentId: parentA.id, firstName: 'Lena', cipher });
  await linkSecondParent(db, { parentId: parentA.id, secondParentId: partnerB.id });
  const tim = await createChild(db, { parentId: parentC.id, firstName: 'Tim', cipher });
  const cookie = async (id: string) => ({ cookie: await sessionCookieFor(t, id) });
  return {
    lena,
    tim,
    a: await cookie(parentA.id),
    b: await cookie(partnerB.id),
    c: await cookie(parentC.id),
    admin: await cookie(admin.id),
  };
}

const image = (id: string, headers: Record<string, string>) =>
  t.request(`/api/photos/${id}/image?size=400&quality=60`, { headers });

async function list(headers: Record<string, string>, query = ''): Promise<PhotoListResponse> {
  const res = await t.request(`/api/photos${query}`, { headers });
  expect(res.status).toBe(200);
  return res.json();
}

describe('photo access', () => {
  it('shows a photo of my child to me and my linked second parent, to another family 404', async () => {
    const f = await families();
    const photo = await createPhotoOnDisk(t.ctx.db, photosDir, { childIds: [f.lena.id] });

    const mine = await image(photo.id, f.a);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect((await image(photo.id, f.b)).status).toBe(200);

    const other = await image(photo.id, f.c);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      requestId: expect.any(String),
      error: { code: 'NOT_FOUND', message: 'Nicht gefunden.' },
    });
  });

  it('answers 404 for an untagged photo to every parent, and shows it to an admin', async () => {
    const f = await families();
    const photo = await createPhotoOnDisk(t.ctx.db, photosDir);

    expect((await image(photo.id, f.a)).status).toBe(404);
    expect((await image(photo.id, f.c)).status).toBe(404);
    expect((await image(photo.id, f.admin)).status).toBe(200);
  });

  it('answers 404 the same for a photo that does not exist and for a malformed id, 401 without a session', async () => {
    const f = await families();
    const photo = await createPhotoOnDisk(t.ctx.db, photosDir, { childIds: [f.lena.id] });

    expect((await image('00000000-0000-4000-8000-000000000000', f.a)).status).toBe(404);
    expect((await image('../../etc/passwd', f.a)).status).toBe(404);
    expect((await image(photo.id, {})).status).toBe(401);
    expect((await t.request('/api/photos')).status).toBe(401);
  });

  it('shows the news folder’s images to every parent: they are published with the news', async () => {
    const f = await families();
    const news = await createPhotoFolder(t.ctx.db, { name: `News ${Date.now()}`, isNewsFolder: true });
    const photo = await createPhotoOnDisk(t.ctx.db, photosDir, { driveFolderId: news.id });

    expect((await image(photo.id, f.c)).status).toBe(200);
    expect((await list(f.c)).photos.map((p) => p.id)).not.toContain(photo.id);
  });

  it('lists only my family’s photos, newest first, naming only my family’s children', async () => {
    const f = await families();
    const db = t.ctx.db;
    const older = await createPhotoOnDisk(db, photosDir, {
      childIds: [f.lena.id],
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    const both = await createPhotoOnDisk(db, photosDir, {
      childIds: [f.lena.id, f.tim.id],
      createdAt: new Date('2026-03-08T10:00:00Z'),
    });
    const onlyTim = await createPhotoOnDisk(db, photosDir, { childIds: [f.tim.id] });
    await createPhotoOnDisk(db, photosDir);

    const mine = await list(f.a);
    expect(mine.photos.map((p) => p.id)).toEqual([both.id, older.id]);
    expect(mine.photos[0]?.children).toEqual([{ id: f.lena.id, fullName: `Lena ${f.lena.lastName}` }]);
    expect(mine.nextCursor).toBeNull();
    expect((await list(f.b)).photos.map((p) => p.id)).toEqual([both.id, older.id]);

    const theirs = await list(f.c);
    expect(theirs.photos.map((p) => p.id)).toEqual([onlyTim.id, both.id]);
    const text = JSON.stringify(theirs);
    expect(text).not.toContain(f.lena.id);
    expect(text).not.toContain('Lena');
    expect((await list(f.admin)).photos).toEqual([]);
  });

  it('pages 20 at a time with a cursor, without repeating or skipping a photo', async () => {
    const f = await families();
    const folder = await createPhotoFolder(t.ctx.db);
    const created = [];
    // Two photos share each instant, so the order must also use the id.
    for (let i = 0; i < 25; i++) {
      created.push(
        await createPhotoOnDisk(t.ctx.db, photosDir, {
          driveFolderId: folder.id,
          childIds: [f.tim.id],
          width: 64,
          height: 48,
          createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, Math.floor(i / 2))),
        }),
      );
    }
    const first = await list(f.c);
    expect(first.photos).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(f.c, `?cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.nextCursor).toBeNull();

    const seen = [...first.photos, ...second.photos].map((p) => p.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 25).sort()).toEqual(created.map((p) => p.id).sort());
    const times = [...first.photos, ...second.photos].map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const three = await list(f.c, '?limit=3');
    expect(three.photos.map((p) => p.id)).toEqual(seen.slice(0, 3));
  });

  it('refuses a forged cursor and a limit above 20 with 400', async () => {
    const f = await families();
    expect((await t.request('/api/photos?cursor=bm9wZQ', { headers: f.a })).status).toBe(400);
    expect((await t.request('/api/photos?limit=500', { headers: f.a })).status).toBe(400);
  });

  it.each([
    ['month 99', '2026-99-99T10:00:00.000000Z'],
    ['30 February', '2026-02-30T10:00:00.000000Z'],
    ['hour 25', '2026-04-01T25:00:00.000000Z'],
    ['year 0', '0000-04-01T10:00:00.000000Z'],
  ])('answers 400 VALIDATION, not 500, to a cursor time with %s', async (_label, time) => {
    const f = await families();
    const cursor = Buffer.from(JSON.stringify([time, f.lena.id])).toString('base64url');
    const res = await t.request(`/api/photos?cursor=${cursor}`, { headers: f.a });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });
});
