import type { PhotoSource as PhotoSourceKind } from '../../db/schema/values';

// Where the provider keeps its photos: a folder per album (training, camp, news). Two implementations behind one
// interface: `local` (folders under PHOTOS_DIR) and `google-drive` (folders under a Drive folder, read with a
// service account). The sync and the image endpoint only ever talk to this interface.

export type { PhotoSourceKind };

export interface SourceFolder {
  /** Drive folder id, or the folder's name under PHOTOS_DIR. */
  id: string;
  name: string;
}

export interface SourceFile {
  /** Drive file id, or "<folder>/<file name>" under PHOTOS_DIR: how the source finds the file again. */
  fileId: string;
  filename: string;
  mime: string;
  /** Changes whenever the content changes (Drive's MD5, a SHA-256 of the local file). */
  contentHash: string;
  createdAt: Date;
  /** As displayed, i.e. after the EXIF orientation is applied; null when the source does not say. */
  width: number | null;
  height: number | null;
}

export interface PhotoSource {
  readonly kind: PhotoSourceKind;
  /** The albums directly under the source's root. */
  listFolders(): Promise<SourceFolder[]>;
  /** The image files directly in one album. */
  listFiles(folderId: string): Promise<SourceFile[]>;
  /** The file's bytes; throws PhotoFileMissingError when the source no longer has it. */
  read(fileId: string): Promise<Buffer>;
}

export class PhotoFileMissingError extends Error {
  constructor(readonly fileId: string) {
    super(`Photo file not found in the source: ${fileId}`);
    this.name = 'PhotoFileMissingError';
  }
}

/** The source is not set up (missing service account or root folder): nothing can be read from it. */
export class PhotoSourceNotConfiguredError extends Error {
  constructor(kind: PhotoSourceKind, missing: string) {
    super(`Photo source ${kind} is not configured: ${missing}`);
    this.name = 'PhotoSourceNotConfiguredError';
  }
}

/** The source could not be reached or failed (a Drive outage): try again later. */
export class PhotoSourceUnavailableError extends Error {
  constructor(
    readonly fileId: string,
    options: { cause: unknown },
  ) {
    super(`Photo source failed to read ${fileId}`, options);
    this.name = 'PhotoSourceUnavailableError';
  }
}

/** A folder name used for news images (admin-back-office.md section 2, "News"); left out of the photos page. */
export function isNewsFolderName(name: string): boolean {
  return /^(news|neuigkeiten)$/i.test(name.trim());
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The image type of a file name, or null for anything sharp cannot read (videos, documents, HEIC). */
export function imageMimeOf(filename: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return (extension && MIME_BY_EXTENSION[extension]) || null;
}
