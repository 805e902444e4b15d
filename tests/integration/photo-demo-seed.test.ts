import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NewsListResponse } from '../../src/domain/news/news-api';
import type { AdminPhotoFoldersResponse } from '../../src/domain/photos/admin-photos-api';
import type { PhotoListResponse } from '../../src/domain/photos/photo-api';
import { profiles } from '../../src/server/db/schema';
import { DEMO_PARENT_EMAIL, seedDemoIfEmpty } from '../../src/server/seed/demo';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// `npm start` on a bare machine shows photos: the demo seed writes generated pictures into PHOTOS_DIR, syncs them
// like real ones and tags the demo children; the welcome news shows the news folder's picture.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-demo-photos-'));
const t = setupTestApp({ DATA_DIR: dataDir, PHOTOS_DIR: path.join(dataDir, 'photos') });

describe('demo photos', () => {
  it('gives the demo family tagged photos and the welcome news an image', async () => {
    await seedDemoIfEmpty(t.ctx, () => {});
    const [parent] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, DEMO_PARENT_EMAIL));
    const headers = { cookie: await sessionCookieFor(t, parent!.id) };

    const photos = (await (await t.request('/api/photos', { headers })).json()) as PhotoListResponse;
    expect(photos.photos).toHaveLength(9);
    const names = new Set(photos.photos.flatMap((p) => p.children.map((c) => c.fullName.split(' ')[0])));
    expect([...names].sort()).toEqual(['Mia', 'Noah']);
    const thumbnail = await t.request(`/api/photos/${photos.photos[0]!.id}/image?size=400&quality=60`, {
      headers,
    });
    expect(thumbnail.status).toBe(200);

    const news = (await (await t.request('/api/news', { headers })).json()) as NewsListResponse;
    const welcome = news.news.find((n) => n.title === 'Willkommen in der neuen App');
    expect(welcome?.imageUrl).toMatch(/^\/api\/photos\/[0-9a-f-]+\/image\?size=1200&quality=80&v=/);
    expect((await t.request(welcome!.imageUrl!, { headers })).status).toBe(200);

    // The back office's Fotos page has tagged photos and a camp's worth still to tag; the news folder is not there.
    const [admin] = await t.ctx.db.select().from(profiles).where(eq(profiles.role, 'admin'));
    const adminHeaders = { cookie: await sessionCookieFor(t, admin!.id) };
    const { folders } = (await (
      await t.request('/api/admin/photos/folders', { headers: adminHeaders })
    ).json()) as AdminPhotoFoldersResponse;
    expect(folders.map((f) => [f.name, f.photos, f.untagged])).toEqual([
      ['Camp Frühling', 14, 12],
      ['Sommercamp', 3, 0],
      ['Training Herbst', 5, 1],
    ]);
  });
});
