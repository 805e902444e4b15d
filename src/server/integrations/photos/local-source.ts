import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  imageMimeOf,
  PhotoFileMissingError,
  type PhotoSource,
  type SourceFile,
  type SourceFolder,
} from './photo-source';

// The local photo source: one folder per album directly under PHOTOS_DIR, the images directly inside it.
// What `npm start` runs on a bare machine; the demo seed writes a few generated images there.

function isPlainName(name: string): boolean {
  return name.length > 0 && !name.startsWith('.') && !name.includes('/') && !name.includes('\\');
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

async function dimensionsOf(file: string): Promise<{ width: number | null; height: number | null }> {
  try {
    const { autoOrient } = await sharp(file).metadata();
    return { width: autoOrient.width, height: autoOrient.height };
  } catch {
    // Not decodable (yet): listed anyway; the image endpoint reports the problem when someone opens it.
    return { width: null, height: null };
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export function createLocalPhotoSource(photosDir: string): PhotoSource {
  const root = path.resolve(photosDir);

  /** The absolute path of "<folder>/<file>", refusing anything that would leave PHOTOS_DIR. */
  function resolveFile(fileId: string): string {
    const [folder, file, ...rest] = fileId.split('/');
    if (rest.length > 0 || !folder || !file || !isPlainName(folder) || !isPlainName(file)) {
      throw new PhotoFileMissingError(fileId);
    }
    return path.join(root, folder, file);
  }

  return {
    kind: 'local',

    async listFolders(): Promise<SourceFolder[]> {
      const entries = await readdir(root, { withFileTypes: true }).catch((err: unknown) => {
        if (isMissing(err)) return [];
        throw err;
      });
      return entries
        .filter((e) => e.isDirectory() && isPlainName(e.name))
        .map((e) => ({ id: e.name, name: e.name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de-CH'));
    },

    async listFiles(folderId: string): Promise<SourceFile[]> {
      if (!isPlainName(folderId)) return [];
      const dir = path.join(root, folderId);
      const entries = await readdir(dir, { withFileTypes: true }).catch((err: unknown) => {
        if (isMissing(err)) return [];
        throw err;
      });
      const files: SourceFile[] = [];
      for (const entry of entries) {
        const mime = imageMimeOf(entry.name);
        if (!entry.isFile() || !mime || !isPlainName(entry.name)) continue;
        const file = path.join(dir, entry.name);
        const [info, contentHash, dimensions] = await Promise.all([
          stat(file),
          sha256Of(file),
          dimensionsOf(file),
        ]);
        files.push({
          fileId: `${folderId}/${entry.name}`,
          filename: entry.name,
          mime,
          contentHash,
          createdAt: info.mtime,
          ...dimensions,
        });
      }
      return files;
    },

    async read(fileId: string): Promise<Buffer> {
      try {
        return await readFile(resolveFile(fileId));
      } catch (err) {
        if (isMissing(err)) throw new PhotoFileMissingError(fileId);
        throw err;
      }
    },
  };
}
