import { mkdtempSync } from 'node:fs';
import { readdir, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoAssets } from '../../src/server/db/schema';
import { variantCacheDir } from '../../src/server/features/photos/photo-services';
import { createAdmin, createChild, createParent, createPhotoFolder } from '../factories';
import { createPhotoOnDisk, writePhotoFile } from '../factories/photo-files';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// GET /api/photos/:id/image (parent-portal.md section 7, admin-back-office.md section 9): sizes are the longest
// edge, the original keeps its resolution, variants are cached on disk, and the answer carries an ETag so an
// unchanged photo costs a 304. A parent's browser revalidates every time (tags can change); an admin's may keep
// a URL naming the current version for good.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-photo-variants-'));
const photosDir = path.join(dataDir, 'photos');
const t = setupTestApp({ DATA_DIR: dataDir, PHOTOS_DIR: photosDir });

async function parentWithPhoto(file: Parameters<typeof createPhotoOnDisk>[2] = {}) {
  const parent = await createParent(t.ctx.db);
  const child = await createChild(t.ctx.db, { parentId: parent.id, cipher: t.ctx.ahv });
  const photo = await createPhotoOnDisk(t.ctx.db, photosDir, { childIds: [child.id], ...file });
  return { photo, headers: { cookie: await sessionCookieFor(t, parent.id) } };
}

const get = (id: string, query: string, headers: Record<string, string>) =>
  t.request(`/api/photos/${id}/image?${query}`, { headers });

async function dimensions(res: Response) {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif !== undefined };
}

describe('photo variants', () => {
  it.each([
    ['400', 400, 300],
    ['600', 600, 450],
    ['800', 800, 600],
    ['1200', 1200, 900],
    ['original', 1600, 1200],
  ])('size=%s gives a %ix%i JPEG of a 1600x1200 photo', async (size, width, height) => {
    const { photo, headers } = await parentWithPhoto();
    const res = await get(photo.id, `size=${size}&quality=70`, headers);
    expect(res.status).toBe(200);
    expect(await dimensions(res)).toEqual({ format: 'jpeg', width, height, exif: false });
  });

  it('never enlarges a small photo and turns a photo as its EXIF orientation says', async () => {
    const small = await parentWithPhoto({ width: 300, height: 200 });
    expect(await dimensions(await get(small.photo.id, 'size=1200&quality=70', small.headers))).toMatchObject({
      width: 300,
      height: 200,
    });
    // Stored 1600x1200 with "turned 90 degrees": a portrait photo.
    const turned = await parentWithPhoto({ orientation: 6 });
    expect(await dimensions(await get(turned.photo.id, 'size=400&quality=60', turned.headers))).toMatchObject(
      {
        width: 300,
        height: 400,
        exif: false,
      },
    );
  });

  it('gets smaller with lower quality', async () => {
    const { photo, headers } = await parentWithPhoto();
    const low = await get(photo.id, 'size=800&quality=40', headers);
    const high = await get(photo.id, 'size=800&quality=90', headers);
    expect((await low.arrayBuffer()).byteLength).toBeLessThan((await high.arrayBuffer()).byteLength);
  });

  it('caches a variant on disk, sends ETag and private revalidated caching, and answers 304 when unchanged', async () => {
    const { photo, headers } = await parentWithPhoto();
    const query = `size=400&quality=60&v=${photo.contentHash!.slice(0, 16)}`;

    const cold = await get(photo.id, query, headers);
    expect(cold.status).toBe(200);
    expect(cold.headers.get('x-variant-cache')).toBe('miss');
    const etag = cold.headers.get('etag');
    expect(etag).toMatch(/^W\/".+-400-q60"$/);
    expect(cold.headers.get('cache-control')).toBe('private, no-cache');
    const body = Buffer.from(await cold.arrayBuffer());

    const warm = await get(photo.id, query, headers);
    expect(warm.headers.get('x-variant-cache')).toBe('hit');
    expect(warm.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await warm.arrayBuffer()).equals(body)).toBe(true);
    const files = await readdir(path.join(variantCacheDir(t.ctx.config), photo.id.slice(0, 2), photo.id));
    expect(files).toEqual([`400-q60-${photo.contentHash!.slice(0, 16)}.jpg`]);

    const unchanged = await get(photo.id, query, { ...headers, 'if-none-match': etag! });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    const otherQuality = await get(photo.id, 'size=400&quality=90', { ...headers, 'if-none-match': etag! });
    expect(otherQuality.status).toBe(200);
    expect(otherQuality.headers.get('etag')).not.toBe(etag);
    expect(otherQuality.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('lets an admin keep a URL naming the current version for good, and revalidate one without it', async () => {
    const { photo } = await parentWithPhoto();
    const admin = { cookie: await sessionCookieFor(t, (await createAdmin(t.ctx.db)).id) };
    const current = await get(photo.id, `size=400&quality=60&v=${photo.contentHash!.slice(0, 16)}`, admin);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const unversioned = await get(photo.id, 'size=400&quality=60', admin);
    expect(unversioned.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('checks who asks before answering 304: another family gets 404 even with the right ETag', async () => {
    const { photo, headers } = await parentWithPhoto();
    const etag = (await get(photo.id, 'size=400&quality=60', headers)).headers.get('etag')!;
    const stranger = await createParent(t.ctx.db);

    const res = await get(photo.id, 'size=400&quality=60', {
      cookie: await sessionCookieFor(t, stranger.id),
      'if-none-match': etag,
    });
    expect(res.status).toBe(404);
  });

  it('renders anew when the original changed, and clears the old versions from the cache', async () => {
    const { photo, headers } = await parentWithPhoto();
    const first = await get(photo.id, 'size=400&quality=60', headers);
    const etag = first.headers.get('etag')!;
    await writePhotoFile(photosDir, photo.driveFolderId, photo.filename, { hue: 200 });
    await t.ctx.db
      .update(photoAssets)
      .set({ contentHash: 'ffee0011ffee0011aa' })
      .where(eq(photoAssets.id, photo.id));

    const after = await get(photo.id, 'size=400&quality=60', { ...headers, 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('x-variant-cache')).toBe('miss');
    expect(after.headers.get('etag')).not.toBe(etag);
    const files = await readdir(path.join(variantCacheDir(t.ctx.config), photo.id.slice(0, 2), photo.id));
    expect(files).toEqual(['400-q60-ffee0011ffee0011.jpg']);
  });

  it('snaps the quality to steps of 10 and refuses sizes it does not offer', async () => {
    const { photo, headers } = await parentWithPhoto();
    expect((await get(photo.id, 'size=400&quality=77', headers)).headers.get('etag')).toMatch(/-400-q80"$/);
    expect((await get(photo.id, 'size=400&quality=5', headers)).headers.get('etag')).toMatch(/-400-q30"$/);
    expect((await get(photo.id, 'size=401&quality=60', headers)).status).toBe(400);
    expect((await get(photo.id, 'size=400&quality=abc', headers)).status).toBe(400);
    expect((await get(photo.id, 'size=400&quality=101', headers)).status).toBe(400);
  });

  it('offers the original for download under the photo’s name', async () => {
    const { photo, headers } = await parentWithPhoto({ filename: 'Sprint Übung.png' });
    const res = await get(photo.id, 'size=original&quality=90', headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Sprint _bung.jpg"; filename*=UTF-8''Sprint%20%C3%9Cbung.jpg`,
    );
  });

  it('answers 404 when the source no longer has the file', async () => {
    const { photo, headers } = await parentWithPhoto();
    await unlink(path.join(photosDir, photo.driveFileId));
    expect((await get(photo.id, 'size=600&quality=70', headers)).status).toBe(404);
  });

  it('renders one cold variant once for many parallel requests', async () => {
    const folder = await createPhotoFolder(t.ctx.db);
    const { photo, headers } = await parentWithPhoto({ driveFolderId: folder.id, width: 3000, height: 2000 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(photo.id, 'size=800&quality=70', headers)),
    );
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
    const files = await readdir(path.join(variantCacheDir(t.ctx.config), photo.id.slice(0, 2), photo.id));
    expect(files).toEqual([expect.stringMatching(/^800-q70-/)]);
  });
});
