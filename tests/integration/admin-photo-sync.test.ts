import { mkdtempSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PhotoSyncProgress,
  PhotoSyncResponse,
  PhotoSyncStatus,
} from '../../src/domain/photos/admin-photos-api';
import {
  PHOTO_SYNC_QUEUE,
  registerPhotoSyncWorker,
  runPhotoSync,
} from '../../src/server/features/photos/sync-job';
import { writeSyncProgress } from '../../src/server/features/photos/sync-job-state';
import { createPhotoFolder } from '../factories';
import { writePhotoFile } from '../factories/photo-files';
import { setupTestApp } from '../helpers/test-app';
import { call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';

// The admin's Sync button: POST /api/admin/photos/sync queues the photo sync job (one album, or every album) and
// answers it; while a sync of the same album waits or runs, that one is answered instead of a second job. The
// screen polls GET /api/admin/photos/sync/:id: the job's state and its progress (files seen / new / removed),
// read from the pg-boss job itself, and its result once done.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-admin-photo-sync-'));
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

const startSync = (body?: object) => call(t, a.cookie, 'POST', '/admin/photos/sync', body);
const status = (id: string) =>
  call(t, a.cookie, 'GET', `/admin/photos/sync/${id}`).then(json<PhotoSyncStatus>);
const jobsOf = async (key: string | null) =>
  (
    await t.ctx.db.execute<{ id: string }>(
      sql`select id from pgboss.job where name = ${PHOTO_SYNC_QUEUE} and singleton_key is not distinct from ${key}`,
    )
  ).rows;

describe('starting a sync', () => {
  it('queues one job per album and answers the waiting one to a second press', async () => {
    const folder = await createPhotoFolder(t.ctx.db, { name: 'Wartend' });

    const first = await json<PhotoSyncResponse>(await startSync({ folderId: folder.id }), 202);
    expect(first).toMatchObject({
      started: true,
      sync: { folderId: folder.id, state: 'queued', failed: false },
    });
    const second = await json<PhotoSyncResponse>(await startSync({ folderId: folder.id }));
    expect(second).toMatchObject({ started: false, sync: { id: first.sync.id } });
    expect(await jobsOf(folder.id)).toHaveLength(1);
  });

  it('answers the running sync, with its progress, instead of queueing another', async () => {
    const folder = await createPhotoFolder(t.ctx.db, { name: 'Laufend' });
    const { sync } = await json<PhotoSyncResponse>(await startSync({ folderId: folder.id }), 202);
    // A worker takes the job (it is now active) and reports how far it is.
    const taken = await t.ctx.jobs.boss.fetch(PHOTO_SYNC_QUEUE, { batchSize: 10 });
    expect(taken.map((job) => job.id)).toContain(sync.id);
    const progress: PhotoSyncProgress = {
      foldersDone: 0,
      foldersTotal: 1,
      seen: 120,
      added: 40,
      updated: 0,
      removed: 0,
    };
    await writeSyncProgress(t.ctx.db, sync.id, progress);

    expect(await status(sync.id)).toMatchObject({ state: 'running', progress });
    const again = await json<PhotoSyncResponse>(await startSync({ folderId: folder.id }));
    expect(again).toMatchObject({ started: false, sync: { id: sync.id, state: 'running', progress } });
    expect(await jobsOf(folder.id)).toHaveLength(1);
  });

  it('refuses an unknown folder, the news folder and malformed bodies, and queues nothing', async () => {
    const news = await createPhotoFolder(t.ctx.db, { isNewsFolder: true });
    for (const folderId of ['Gibt es nicht', news.id]) {
      const res = await startSync({ folderId });
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: 'PHOTO_FOLDER_NOT_FOUND' });
      expect(await jobsOf(folderId)).toHaveLength(0);
    }
    for (const body of [{ folderId: '' }, { folderId: 7 }, { folder: 'x' }]) {
      expect((await startSync(body)).status).toBe(400);
    }
    expect((await call(t, a.cookie, 'GET', `/admin/photos/sync/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call(t, a.cookie, 'GET', '/admin/photos/sync/kein-job')).status).toBe(404);
  });
});

describe('progress of a sync', () => {
  it('reports files seen, new and removed as the job goes, album by album', async () => {
    await writePhotoFile(photosDir, 'Bericht', 'R1.jpg', { width: 64, height: 48 });
    await writePhotoFile(photosDir, 'Bericht', 'R2.jpg', { width: 64, height: 48 });
    const reports: PhotoSyncProgress[] = [];
    await runPhotoSync(t.ctx, { folderId: 'Bericht' }, async (p) => {
      reports.push(p);
    });
    expect(reports).toEqual([
      { foldersDone: 0, foldersTotal: 1, seen: 0, added: 0, updated: 0, removed: 0 },
      { foldersDone: 0, foldersTotal: 1, seen: 2, added: 0, updated: 0, removed: 0 },
      { foldersDone: 0, foldersTotal: 1, seen: 2, added: 2, updated: 0, removed: 0 },
    ]);
  });

  it('runs every album through the worker and answers its result: seen, new, removed', async () => {
    await writePhotoFile(photosDir, 'Camp Herbst', 'H1.jpg', { width: 64, height: 48 });
    await writePhotoFile(photosDir, 'Camp Herbst', 'H2.jpg', { width: 64, height: 48 });
    await writePhotoFile(photosDir, 'Training Mai', 'T1.jpg', { width: 64, height: 48 });
    // The jobs of the tests above are not this test's business.
    await t.ctx.db.execute(sql`delete from pgboss.job where name = ${PHOTO_SYNC_QUEUE}`);
    await registerPhotoSyncWorker(t.ctx);

    const { sync } = await json<PhotoSyncResponse>(await startSync(), 202);
    expect(sync.folderId).toBeNull();
    await expect
      .poll(async () => (await status(sync.id)).state, { timeout: 20_000, interval: 250 })
      .toBe('done');
    const done = await status(sync.id);
    expect(done.progress.foldersDone).toBe(done.progress.foldersTotal);
    expect(done.progress).toMatchObject({ seen: 5, added: 3, removed: 0 }); // Bericht's two were known
    expect(done.finishedAt).not.toBeNull();

    await unlink(path.join(photosDir, 'Camp Herbst', 'H2.jpg'));
    const one = await json<PhotoSyncResponse>(await startSync({ folderId: 'Camp Herbst' }), 202);
    await expect
      .poll(async () => (await status(one.sync.id)).state, { timeout: 20_000, interval: 250 })
      .toBe('done');
    expect((await status(one.sync.id)).progress).toEqual({
      foldersDone: 1,
      foldersTotal: 1,
      seen: 1,
      added: 0,
      updated: 1,
      removed: 1,
    });
  });
});
