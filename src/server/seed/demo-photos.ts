import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { tagPhoto } from '../../../tests/factories';
import { writePhotoFile } from '../../../tests/factories/photo-files';
import { PHOTO_VARIANTS, photoImagePath } from '../../domain/photos/photo-api';
import type { AppContext } from '../context';
import { children, news, photoAssets, profiles } from '../db/schema';
import { photoVersion } from '../features/photos/image-variants';
import { photoServices } from '../features/photos/photo-services';
import { syncPhotoFolder, syncPhotoFolders } from '../features/photos/sync-folder';

// Demo photos for `npm start`: a few generated pictures in PHOTOS_DIR (a folder per album, as the local source
// expects), synced like real ones, tagged with the demo family's children, and one news image. Only with the local
// source: a configured Google Drive is the provider's and is never written to.

const ALBUMS: { name: string; files: { name: string; hue: number; tags: ('Mia' | 'Noah')[] }[] }[] = [
  {
    name: 'Training Herbst',
    files: [
      { name: 'Passspiel.jpg', hue: 200, tags: ['Mia'] },
      { name: 'Torschuss.jpg', hue: 30, tags: ['Noah'] },
      { name: 'Aufwaermen.jpg', hue: 260, tags: ['Mia', 'Noah'] },
      { name: 'Dribbling.jpg', hue: 120, tags: ['Mia'] },
      { name: 'Mannschaftsfoto.jpg', hue: 340, tags: [] },
    ],
  },
  {
    name: 'Sommercamp',
    files: [
      { name: 'Camp-Tag-1.jpg', hue: 50, tags: ['Noah'] },
      { name: 'Camp-Tag-2.jpg', hue: 190, tags: ['Mia', 'Noah'] },
      { name: 'Camp-Abschluss.jpg', hue: 10, tags: ['Mia'] },
    ],
  },
  {
    // A camp's worth of photos still to tag, so the back office's Fotos page has work on it (two are tagged).
    name: 'Camp Frühling',
    files: Array.from({ length: 14 }, (_, i) => ({
      name: `Fruehling-${String(i + 1).padStart(2, '0')}.jpg`,
      hue: (i * 53) % 360,
      tags: (i === 0 ? ['Mia'] : i === 1 ? ['Noah'] : []) as ('Mia' | 'Noah')[],
    })),
  },
  { name: 'News', files: [{ name: 'Neue-App.jpg', hue: 150, tags: [] }] },
];

/** The demo seed's first news item (src/server/seed/demo.ts). */
const WELCOME_NEWS_TITLE = 'Willkommen in der neuen App';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export async function seedDemoPhotos(ctx: AppContext, demoParentEmail: string): Promise<void> {
  const { sources } = photoServices(ctx.config);
  if (sources.configured.kind !== 'local') return;
  for (const album of ALBUMS) {
    for (const file of album.files) {
      if (await exists(path.join(ctx.config.photosDir, album.name, file.name))) continue;
      await writePhotoFile(ctx.config.photosDir, album.name, file.name, {
        width: 1280,
        height: 960,
        hue: file.hue,
      });
    }
  }
  await syncPhotoFolders(ctx.db, sources.configured);
  for (const album of ALBUMS) await syncPhotoFolder(ctx.db, sources.configured, album.name);

  const kids = await ctx.db
    .select({ id: children.id, firstName: children.firstName })
    .from(children)
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .where(eq(profiles.email, demoParentEmail));
  const childId = (name: string) => kids.find((k) => k.firstName === name)?.id;
  for (const album of ALBUMS) {
    for (const file of album.files) {
      const [asset] = await ctx.db
        .select()
        .from(photoAssets)
        .where(
          and(eq(photoAssets.source, 'local'), eq(photoAssets.driveFileId, `${album.name}/${file.name}`)),
        );
      if (!asset) continue;
      for (const id of file.tags.map(childId))
        if (id) await tagPhoto(ctx.db, { photoId: asset.id, childId: id });
    }
  }

  // The welcome news shows the news folder's picture (news images are visible to every parent).
  const [picture] = await ctx.db
    .select()
    .from(photoAssets)
    .where(inArray(photoAssets.driveFileId, ['News/Neue-App.jpg']));
  const [welcome] = await ctx.db.select().from(news).where(eq(news.title, WELCOME_NEWS_TITLE));
  if (picture && welcome) {
    const url = `/api${photoImagePath({ id: picture.id, version: photoVersion(picture) }, PHOTO_VARIANTS.newsImage)}`;
    await ctx.db.update(news).set({ imageUrl: url }).where(eq(news.id, welcome.id));
  }
}
