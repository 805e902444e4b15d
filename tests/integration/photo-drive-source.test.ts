import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAssets, photoFolders } from '../../src/server/db/schema';
import { createVariantStore } from '../../src/server/features/photos/image-variants';
import { syncPhotoFolder, syncPhotoFolders } from '../../src/server/features/photos/sync-folder';
import {
  createPhotoSources,
  PhotoFileMissingError,
  PhotoSourceNotConfiguredError,
  PhotoSourceUnavailableError,
} from '../../src/server/integrations/photos';
import { createGoogleDrivePhotoSource } from '../../src/server/integrations/photos/google-drive-source';
import { photoBytes } from '../factories/photo-files';
import { createServiceAccount, type DriveStandIn, startDriveStandIn } from '../helpers/google-drive-stand-in';
import { setupTestApp } from '../helpers/test-app';

// The Google Drive photo source with the real googleapis client and service-account signing, against a local
// stand-in of the Drive v3 API (no network): albums and images under the root folder, paging, downloads, and the
// sync and thumbnails on top of it.

const t = setupTestApp();
const ROOT = 'rootFolder0001';
let drive: DriveStandIn;
let picture: Buffer;
let turned: Buffer;

const driveSource = (overrides: Partial<Parameters<typeof createGoogleDrivePhotoSource>[0]> = {}) =>
  createGoogleDrivePhotoSource({
    serviceAccountJson: drive.serviceAccountJson,
    rootFolderId: ROOT,
    rootUrl: drive.url,
    ...overrides,
  });

beforeAll(async () => {
  drive = await startDriveStandIn();
  picture = await photoBytes({ width: 1200, height: 900 });
  turned = await photoBytes({ width: 1200, height: 900 });
  const folder = (id: string, name: string, parents = [ROOT], trashed = false) =>
    drive.add({ id, name, mimeType: 'application/vnd.google-apps.folder', parents, trashed });
  folder('albumTraining01', 'Training 14.03.');
  folder('albumCamp02', 'Sommercamp');
  folder('albumNews03', 'News');
  folder('albumOld04', 'Alt', [ROOT], true);
  folder('albumElsewhere05', 'Anderer Ordner', ['someOtherRoot']);
  const image = (id: string, name: string, extra: Partial<Parameters<DriveStandIn['add']>[0]> = {}) =>
    drive.add({
      id,
      name,
      mimeType: 'image/jpeg',
      parents: ['albumTraining01'],
      content: picture,
      createdTime: '2026-03-14T10:15:00.000Z',
      imageMediaMetadata: { width: 1200, height: 900, rotation: 0 },
      ...extra,
    });
  image('fileA1', 'IMG_1001.jpg');
  image('fileA2', 'IMG_1002.jpg', { createdTime: '2026-03-14T10:16:00.000Z' });
  image('fileA3', 'IMG_1003.jpg', {
    content: turned,
    imageMediaMetadata: { width: 1200, height: 900, rotation: 1 },
  });
  image('fileTrashed', 'IMG_1004.jpg', { trashed: true });
  drive.add({ id: 'fileDoc', name: 'Liste.pdf', mimeType: 'application/pdf', parents: ['albumTraining01'] });
});

afterAll(async () => {
  await drive?.close();
});

describe('Google Drive photo source', () => {
  it('lists the albums directly under the root folder, over several pages, signed as the service account', async () => {
    const before = drive.requests.length;
    const folders = await driveSource().listFolders();

    expect(folders.map((f) => f.name).sort()).toEqual(['News', 'Sommercamp', 'Training 14.03.']);
    const calls = drive.requests.slice(before);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.every((r) => r.authorized && r.path === '/drive/v3/files')).toBe(true);
    expect(calls[0]?.query.get('q')).toBe(
      `'${ROOT}' in parents and mimeType = 'application/vnd.google-apps.folder' and trashed = false`,
    );
  });

  it('lists the images of an album with checksum, creation time and displayed size', async () => {
    const files = await driveSource().listFiles('albumTraining01');

    expect(files.map((f) => f.filename)).toEqual(['IMG_1001.jpg', 'IMG_1002.jpg', 'IMG_1003.jpg']);
    expect(files[0]).toMatchObject({
      fileId: 'fileA1',
      mime: 'image/jpeg',
      createdAt: new Date('2026-03-14T10:15:00.000Z'),
      width: 1200,
      height: 900,
    });
    expect(files[0]?.contentHash).toMatch(/^[0-9a-f]{32}$/);
    // Turned by 90 degrees in Drive: shown portrait.
    expect(files[2]).toMatchObject({ width: 900, height: 1200 });
  });

  it('downloads a file, and reports a file Drive does not have as missing', async () => {
    const source = driveSource();
    expect((await source.read('fileA1')).equals(picture)).toBe(true);
    await expect(source.read('fileGone')).rejects.toBeInstanceOf(PhotoFileMissingError);
    // Not a Drive id at all: never sent.
    await expect(source.read("x' or '1'='1")).rejects.toBeInstanceOf(PhotoFileMissingError);
  });

  it('is refused by Drive with a key that is not the service account’s', async () => {
    const stranger = createServiceAccount();
    const source = driveSource({ serviceAccountJson: stranger.json });
    const before = drive.requests.length;

    await expect(source.listFolders()).rejects.toMatchObject({ status: 401 });
    expect(drive.requests.slice(before).every((r) => !r.authorized)).toBe(true);
  });

  it('says what is missing when it is not configured', async () => {
    await expect(driveSource({ serviceAccountJson: undefined }).listFolders()).rejects.toBeInstanceOf(
      PhotoSourceNotConfiguredError,
    );
    await expect(driveSource({ rootFolderId: undefined }).listFolders()).rejects.toThrow(
      /GOOGLE_DRIVE_ROOT_FOLDER_ID/,
    );
    await expect(driveSource({ serviceAccountJson: '{"oops"' }).listFolders()).rejects.toBeInstanceOf(
      PhotoSourceNotConfiguredError,
    );
  });

  it('syncs an album into photo_assets and renders thumbnails from the downloaded original', async () => {
    const source = driveSource();
    await syncPhotoFolders(t.ctx.db, source);
    const [news] = await t.ctx.db.select().from(photoFolders).where(eq(photoFolders.id, 'albumNews03'));
    expect(news).toMatchObject({ source: 'google-drive', isNewsFolder: true });

    const result = await syncPhotoFolder(t.ctx.db, source, 'albumTraining01');
    expect(result).toMatchObject({ added: 3, updated: 0, removed: 0 });
    const assets = await t.ctx.db
      .select()
      .from(photoAssets)
      .where(eq(photoAssets.driveFolderId, 'albumTraining01'));
    expect(assets.map((a) => [a.filename, a.driveFileId, a.source]).sort()).toEqual([
      ['IMG_1001.jpg', 'fileA1', 'google-drive'],
      ['IMG_1002.jpg', 'fileA2', 'google-drive'],
      ['IMG_1003.jpg', 'fileA3', 'google-drive'],
    ]);

    const photosDir = await mkdtemp(path.join(os.tmpdir(), 'anpfiff-drive-'));
    const sources = createPhotoSources(
      {
        PHOTOS_SOURCE: 'google-drive',
        photosDir,
        GOOGLE_SERVICE_ACCOUNT_JSON: drive.serviceAccountJson,
        GOOGLE_DRIVE_ROOT_FOLDER_ID: ROOT,
      },
      { driveRootUrl: drive.url },
    );
    const variants = createVariantStore({ cacheDir: path.join(photosDir, 'cache'), sources });
    const asset = assets.find((a) => a.driveFileId === 'fileA1')!;
    const thumbnail = await variants.get(asset, { size: '400', quality: 60 });
    expect(thumbnail.cached).toBe(false);
    expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    const downloads = drive.requests.filter((r) => r.path === '/drive/v3/files/fileA1').length;
    expect((await variants.get(asset, { size: '400', quality: 60 })).cached).toBe(true);
    expect(drive.requests.filter((r) => r.path === '/drive/v3/files/fileA1').length).toBe(downloads);

    // Drive unreachable: a cached variant still answers, a cold one reports the outage (the API answers 503).
    const unreachable = createPhotoSources(
      {
        PHOTOS_SOURCE: 'google-drive',
        photosDir,
        GOOGLE_SERVICE_ACCOUNT_JSON: drive.serviceAccountJson,
        GOOGLE_DRIVE_ROOT_FOLDER_ID: ROOT,
      },
      { driveRootUrl: 'http://127.0.0.1:9/' },
    );
    const offline = createVariantStore({ cacheDir: path.join(photosDir, 'cache'), sources: unreachable });
    expect((await offline.get(asset, { size: '400', quality: 60 })).cached).toBe(true);
    await expect(offline.get(asset, { size: '800', quality: 70 })).rejects.toBeInstanceOf(
      PhotoSourceUnavailableError,
    );
  });
});
