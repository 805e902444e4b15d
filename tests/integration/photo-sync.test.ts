import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photoAssets, photoFolders, photoTags } from '../../src/server/db/schema';
import { startPhotoSync } from '../../src/server/features/photos/start-photo-sync';
import {
  PHOTO_SYNC_QUEUE,
  registerPhotoSyncWorker,
  runPhotoSync,
} from '../../src/server/features/photos/sync-job';
import { createChild, createParent, createPhotoFolder, tagPhoto } from '../factories';
import { writePhotoFile } from '../factories/photo-files';
import { setupTestApp } from '../helpers/test-app';

// The photo sync with the local source (a folder per album under PHOTOS_DIR): albums become photo_folders, images
// become photo_assets found again by their path, so a second sync keeps ids and tags; changed files get a new
// content hash, vanished ones are removed. The job's own function is what runs here.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-photo-sync-'));
const photosDir = path.join(dataDir, 'photos');
const t = setupTestApp({ DATA_DIR: dataDir, PHOTOS_DIR: photosDir, PHOTOS_SOURCE: 'local' });

const assetsOf = (folderId: string) =>
  t.ctx.db
    .select()
    .from(photoAssets)
    .where(eq(photoAssets.driveFolderId, folderId))
    .orderBy(photoAssets.filename);

async function sha256(file: string) {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

describe('photo sync (local source)', () => {
  it('lists the albums, marks the news folder, and syncs each album in the same job', async () => {
    await mkdir(path.join(photosDir, 'Training März'), { recursive: true });
    await mkdir(path.join(photosDir, 'News'), { recursive: true });
    await mkdir(path.join(photosDir, '.versteckt'), { recursive: true });

    await writePhotoFile(photosDir, 'Training März', 'M1.jpg', { width: 320, height: 240 });

    const results = await runPhotoSync(t.ctx, {});

    const folders = await t.ctx.db.select().from(photoFolders).orderBy(photoFolders.name);
    expect(folders.map((f) => [f.id, f.name, f.source, f.isNewsFolder])).toEqual([
      ['News', 'News', 'local', true],
      ['Training März', 'Training März', 'local', false],
    ]);
    expect(results.find((r) => r.folderId === 'Training März')).toEqual({
      folderId: 'Training März',
      added: 1,
      updated: 0,
      removed: 0,
    });
    expect((await assetsOf('Training März')).map((a) => a.filename)).toEqual(['M1.jpg']);
  });

  it('does not queue a second sync of an album while one is waiting', async () => {
    const folder = await createPhotoFolder(t.ctx.db, { name: 'Warteschlange' });
    await startPhotoSync(t.ctx, folder.id);
    await startPhotoSync(t.ctx, folder.id);
    const queued = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${PHOTO_SYNC_QUEUE} and data->>'folderId' = 'Warteschlange'`,
    );
    expect(queued.rows[0]?.n).toBe(1);
  });

  it('upserts the album’s images with size and content hash, skipping other files', async () => {
    const album = 'Camp Sommer';
    await writePhotoFile(photosDir, album, 'IMG_2001.jpg', { width: 800, height: 600 });
    await writePhotoFile(photosDir, album, 'IMG_2002.jpg', { width: 800, height: 600, orientation: 6 });
    await writeFile(path.join(photosDir, album, 'Liste.pdf'), 'kein Bild');

    const [result] = await runPhotoSync(t.ctx, { folderId: album });

    expect(result).toEqual({ folderId: album, added: 2, updated: 0, removed: 0 });
    const assets = await assetsOf(album);
    expect(assets.map((a) => [a.filename, a.driveFileId, a.mime, a.source, a.width, a.height])).toEqual([
      ['IMG_2001.jpg', `${album}/IMG_2001.jpg`, 'image/jpeg', 'local', 800, 600],
      ['IMG_2002.jpg', `${album}/IMG_2002.jpg`, 'image/jpeg', 'local', 600, 800],
    ]);
    expect(assets[0]?.contentHash).toBe(await sha256(path.join(photosDir, album, 'IMG_2001.jpg')));
  });

  it('keeps ids and tags on a second sync, follows changed files and removes vanished ones', async () => {
    const album = 'Training April';
    await writePhotoFile(photosDir, album, 'A.jpg', { width: 400, height: 300 });
    await writePhotoFile(photosDir, album, 'B.jpg', { width: 400, height: 300 });
    await runPhotoSync(t.ctx, { folderId: album });
    const [a, b] = await assetsOf(album);
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id, cipher: t.ctx.ahv });
    await tagPhoto(t.ctx.db, { photoId: a!.id, childId: child.id });

    expect(await runPhotoSync(t.ctx, { folderId: album })).toEqual([
      { folderId: album, added: 0, updated: 2, removed: 0 },
    ]);
    const again = await assetsOf(album);
    expect(again.map((x) => x.id)).toEqual([a!.id, b!.id]);

    await writePhotoFile(photosDir, album, 'A.jpg', { width: 500, height: 300, hue: 10 });
    await unlink(path.join(photosDir, album, 'B.jpg'));
    await writePhotoFile(photosDir, album, 'C.jpg', { width: 400, height: 300 });
    expect(await runPhotoSync(t.ctx, { folderId: album })).toEqual([
      { folderId: album, added: 1, updated: 1, removed: 1 },
    ]);

    const after = await assetsOf(album);
    expect(after.map((x) => x.filename)).toEqual(['A.jpg', 'C.jpg']);
    expect(after[0]).toMatchObject({ id: a!.id, width: 500 });
    expect(after[0]?.contentHash).not.toBe(a!.contentHash);
    const tags = await t.ctx.db
      .select()
      .from(photoTags)
      .where(and(eq(photoTags.photoId, a!.id), eq(photoTags.childId, child.id)));
    expect(tags).toHaveLength(1);
  });

  it('runs as a pg-boss job: a requested sync is picked up by the worker', async () => {
    const album = 'Über den Worker';
    await writePhotoFile(photosDir, album, 'W.jpg', { width: 320, height: 240 });
    await registerPhotoSyncWorker(t.ctx);

    await startPhotoSync(t.ctx, undefined);

    await expect
      .poll(async () => (await assetsOf(album)).map((a) => a.filename), { timeout: 15_000, interval: 250 })
      .toEqual(['W.jpg']);
  });

  it('fails visibly for an album the source does not have', async () => {
    await expect(runPhotoSync(t.ctx, { folderId: 'Gibt es nicht' })).rejects.toThrow(/not found/);
  });
});
