import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DbOrTx } from '../../src/server/db/client';
import { createPhoto, createPhotoFolder, type Photo, tagPhoto } from './photos';
import { nextSeq } from './swiss';

// Real image files for the local photo source (PHOTOS_DIR/<album>/<file>), drawn with sharp: a pitch with a ball
// over camera-like noise, so they decode and compress like photos rather than like flat test cards.
// Shared by the photo tests, the benchmark and the demo seed.

export interface PhotoFileOptions {
  width?: number;
  height?: number;
  /** Hue of the sky, 0-359; varies per call by default so photos are told apart at a glance. */
  hue?: number;
  /** Written as EXIF orientation (6 = the camera was turned 90 degrees clockwise). */
  orientation?: number;
}

function scene(width: number, height: number, hue: number): Buffer {
  const horizon = Math.round(height * 0.45);
  const ball = Math.round(Math.min(width, height) * 0.09);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,70%)"/><stop offset="1" stop-color="hsl(${hue},60%,88%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${horizon}" fill="url(#sky)" fill-opacity="0.85"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#2f7d32" fill-opacity="0.85"/>
  ${Array.from({ length: 6 }, (_, i) => `<rect x="${(i * width) / 6}" y="${horizon}" width="${width / 12}" height="${height - horizon}" fill="#3b8f3f" fill-opacity="0.6"/>`).join('')}
  <line x1="0" y1="${Math.round(height * 0.8)}" x2="${width}" y2="${Math.round(height * 0.8)}" stroke="#f5f5f5" stroke-width="${Math.max(2, Math.round(height / 150))}"/>
  <circle cx="${Math.round(width * 0.62)}" cy="${Math.round(height * 0.72)}" r="${ball}" fill="#fafafa" stroke="#222" stroke-width="${Math.max(2, ball / 12)}"/>
  <circle cx="${Math.round(width * 0.62)}" cy="${Math.round(height * 0.72)}" r="${Math.round(ball / 2.6)}" fill="#222"/>
</svg>`;
  return Buffer.from(svg);
}

/** A JPEG of the scene as bytes. */
export async function photoBytes(options: PhotoFileOptions = {}): Promise<Buffer> {
  const { width = 1600, height = 1200, hue = (nextSeq() * 47) % 360, orientation } = options;
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  }).composite([{ input: scene(width, height, hue), blend: 'over' }]);
  const withOrientation = orientation ? image.withMetadata({ orientation }) : image;
  return withOrientation.jpeg({ quality: 90 }).toBuffer();
}

/** Writes `<photosDir>/<folder>/<filename>` and answers the local source's file id ("<folder>/<filename>"). */
export async function writePhotoFile(
  photosDir: string,
  folder: string,
  filename: string,
  options: PhotoFileOptions = {},
): Promise<string> {
  const dir = path.join(photosDir, folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, filename), await photoBytes(options));
  return `${folder}/${filename}`;
}

/**
 * A photo_assets row of the local source with its real file under `photosDir` (in a new album unless
 * `driveFolderId` names one), optionally tagged with children.
 */
export async function createPhotoOnDisk(
  db: DbOrTx,
  photosDir: string,
  options: PhotoFileOptions & {
    driveFolderId?: string;
    filename?: string;
    createdAt?: Date;
    childIds?: string[];
  } = {},
): Promise<Photo> {
  const {
    driveFolderId,
    filename = `IMG_${5000 + nextSeq()}.jpg`,
    createdAt,
    childIds = [],
    ...file
  } = options;
  const folderId = driveFolderId ?? (await createPhotoFolder(db)).id;
  const fileId = await writePhotoFile(photosDir, folderId, filename, file);
  const bytes = await readFile(path.join(photosDir, fileId));
  const photo = await createPhoto(db, {
    driveFolderId: folderId,
    filename,
    driveFileId: fileId,
    contentHash: createHash('sha256').update(bytes).digest('hex'),
    width: file.orientation && file.orientation >= 5 ? (file.height ?? 1200) : (file.width ?? 1600),
    height: file.orientation && file.orientation >= 5 ? (file.width ?? 1600) : (file.height ?? 1200),
    ...(createdAt ? { createdAt } : {}),
  });
  for (const childId of childIds) await tagPhoto(db, { photoId: photo.id, childId });
  return photo;
}
