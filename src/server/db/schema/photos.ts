import { boolean, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamps } from './columns';
import { children } from './family';
import { PHOTO_SOURCES } from './values';

/** A folder of the photo source: a Drive folder id, or the folder name under PHOTOS_DIR for the local source. */
export const photoFolders = pgTable(
  'photo_folders',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    source: text({ enum: PHOTO_SOURCES }).notNull(),
    /** The folder news images are picked from; excluded from the photos page. */
    isNewsFolder: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [oneOf('photo_folders_source_check', t.source, PHOTO_SOURCES)],
);

export const photoAssets = pgTable(
  'photo_assets',
  {
    id: uuid().primaryKey().defaultRandom(),
    filename: text().notNull(),
    mime: text().notNull(),
    driveFolderId: text()
      .notNull()
      .references(() => photoFolders.id, { onDelete: 'cascade' }),
    /** The Drive file id, or the file's path inside the local folder: a sync finds a known file by it. */
    driveFileId: text().notNull(),
    source: text({ enum: PHOTO_SOURCES }).notNull(),
    width: integer(),
    height: integer(),
    contentHash: text(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('photo_assets_source_check', t.source, PHOTO_SOURCES),
    unique('photo_assets_source_drive_file_id_unique').on(t.source, t.driveFileId),
    index('photo_assets_drive_folder_id_created_at_idx').on(t.driveFolderId, t.createdAt),
    // The admin's library across all folders, newest first, a page at a time (read backwards).
    index('photo_assets_created_at_id_idx').on(t.createdAt, t.id),
  ],
);

export const photoTags = pgTable(
  'photo_tags',
  {
    photoId: uuid()
      .notNull()
      .references(() => photoAssets.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.childId] }), index('photo_tags_child_id_idx').on(t.childId)],
);
