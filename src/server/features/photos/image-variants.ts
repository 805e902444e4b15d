import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { PhotoVariant } from '../../../domain/photos/photo-api';
import {
  PhotoFileMissingError,
  type PhotoSourceKind,
  PhotoSourceNotConfiguredError,
  type PhotoSources,
  PhotoSourceUnavailableError,
} from '../../integrations/photos';
import { createRenderLimit } from './render-limit';

// Resized JPEG variants of a photo (admin-back-office.md section 9, photo sizes), rendered with sharp from the
// source's original and cached on disk under DATA_DIR. A variant's file name holds the photo id, size, quality and
// the content version, so a changed original is a cache miss by itself and its old variants are swept away.
// Every variant is oriented by EXIF and stripped of metadata: no GPS position of a training ground leaves here.

interface VariantPhoto {
  id: string;
  source: PhotoSourceKind;
  driveFileId: string;
  contentHash: string | null;
}

export interface VariantStore {
  /** The variant's JPEG bytes; `cached` tells whether it came from the disk cache. */
  get(photo: VariantPhoto, variant: PhotoVariant): Promise<{ body: Buffer; cached: boolean }>;
}

/** A short, file-name-safe version of the photo's content, shared by URLs, ETags and cache file names. */
export function photoVersion(photo: Pick<VariantPhoto, 'contentHash'>): string {
  const clean = (photo.contentHash ?? '').replace(/[^a-zA-Z0-9]/g, '').toLowerCase();
  return clean ? clean.slice(0, 16) : 'v0';
}

export function variantEtag(photo: VariantPhoto, variant: PhotoVariant): string {
  return `W/"${photoVersion(photo)}-${variant.size}-q${variant.quality}"`;
}

async function render(input: Buffer, variant: PhotoVariant): Promise<Buffer> {
  let pipeline = sharp(input, { failOn: 'error' }).autoOrient();
  if (variant.size !== 'original') {
    const edge = Number(variant.size);
    pipeline = pipeline.resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
  }
  return pipeline
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: variant.quality, progressive: true })
    .toBuffer();
}

function isMissing(err: unknown): boolean {
  return (err as { code?: string }).code === 'ENOENT';
}

export function createVariantStore({
  cacheDir,
  sources,
  maxConcurrentRenders = Math.max(1, os.availableParallelism()),
}: {
  cacheDir: string;
  sources: PhotoSources;
  maxConcurrentRenders?: number;
}): VariantStore {
  const limit = createRenderLimit(maxConcurrentRenders);
  // Many requests for one cold variant (a gallery opened on two phones) render it once.
  const inFlight = new Map<string, Promise<Buffer>>();

  const dirOf = (photoId: string) => path.join(cacheDir, photoId.slice(0, 2), photoId);
  const fileNameOf = (photo: VariantPhoto, variant: PhotoVariant) =>
    `${variant.size}-q${variant.quality}-${photoVersion(photo)}.jpg`;

  async function sweepOldVersions(dir: string, version: string): Promise<void> {
    const names = await readdir(dir).catch(() => []);
    const stale = names.filter((n) => n.endsWith('.jpg') && !n.endsWith(`-${version}.jpg`));
    await Promise.all(stale.map((n) => unlink(path.join(dir, n)).catch(() => undefined)));
  }

  async function renderAndStore(photo: VariantPhoto, variant: PhotoVariant, file: string): Promise<Buffer> {
    const original = await sources
      .get(photo.source)
      .read(photo.driveFileId)
      .catch((err: unknown) => {
        if (err instanceof PhotoFileMissingError || err instanceof PhotoSourceNotConfiguredError) throw err;
        throw new PhotoSourceUnavailableError(photo.driveFileId, { cause: err });
      });
    const body = await limit(() => render(original, variant));
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    // Written under a temporary name and renamed: a reader never sees half a file, even across processes.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    await sweepOldVersions(dir, photoVersion(photo));
    return body;
  }

  return {
    async get(photo, variant) {
      const file = path.join(dirOf(photo.id), fileNameOf(photo, variant));
      try {
        return { body: await readFile(file), cached: true };
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
      let pending = inFlight.get(file);
      if (!pending) {
        pending = renderAndStore(photo, variant, file).finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      return { body: await pending, cached: false };
    },
  };
}
