import { auth, drive, type drive_v3 } from '@googleapis/drive';
import {
  imageMimeOf,
  PhotoFileMissingError,
  type PhotoSource,
  PhotoSourceNotConfiguredError,
  type SourceFile,
  type SourceFolder,
} from './photo-source';

// The Google Drive photo source: the albums are the folders directly inside GOOGLE_DRIVE_ROOT_FOLDER_ID, read with a
// service account that the provider shared that folder with (read-only scope).
// The service account signs its own JWT with the scope (no token exchange round trip, and nothing to call but the
// Drive API itself); tests point `rootUrl` at a local stand-in of the Drive v3 API.

const DRIVE_READONLY_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';
const FOLDER_MIME = 'application/vnd.google-apps.folder';
const PAGE_SIZE = 1000;

interface GoogleDriveSourceOptions {
  /** The service account's JSON key file content (GOOGLE_SERVICE_ACCOUNT_JSON). */
  serviceAccountJson: string | undefined;
  rootFolderId: string | undefined;
  /** Base URL of the Drive API; only tests change it. */
  rootUrl?: string;
}

interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  private_key_id?: string;
}

function parseServiceAccount(json: string): ServiceAccountKey {
  let key: Partial<ServiceAccountKey>;
  try {
    key = JSON.parse(json) as Partial<ServiceAccountKey>;
  } catch {
    throw new PhotoSourceNotConfiguredError('google-drive', 'GOOGLE_SERVICE_ACCOUNT_JSON is not JSON');
  }
  if (!key.client_email || !key.private_key) {
    throw new PhotoSourceNotConfiguredError(
      'google-drive',
      'GOOGLE_SERVICE_ACCOUNT_JSON lacks client_email or private_key',
    );
  }
  return key as ServiceAccountKey;
}

/** Drive ids are [A-Za-z0-9_-]; anything else must not reach a query string. */
function driveId(id: string): string {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) throw new PhotoFileMissingError(id);
  return id;
}

function statusOf(err: unknown): number | undefined {
  const e = err as { status?: number; response?: { status?: number } };
  return e.response?.status ?? e.status;
}

function toSourceFile(file: drive_v3.Schema$File): SourceFile | null {
  const mime = file.mimeType?.startsWith('image/') ? file.mimeType : imageMimeOf(file.name ?? '');
  if (!file.id || !file.name || !mime) return null;
  const meta = file.imageMediaMetadata;
  // Drive reports the stored size; a rotation of 90 or 270 degrees shows it the other way round.
  const turned = meta?.rotation === 1 || meta?.rotation === 3;
  const width = meta?.width ?? null;
  const height = meta?.height ?? null;
  return {
    fileId: file.id,
    filename: file.name,
    mime,
    contentHash: file.md5Checksum ?? `${file.id}:${file.modifiedTime ?? file.createdTime ?? ''}`,
    createdAt: new Date(file.createdTime ?? file.modifiedTime ?? Date.now()),
    width: turned ? height : width,
    height: turned ? width : height,
  };
}

export function createGoogleDrivePhotoSource(options: GoogleDriveSourceOptions): PhotoSource {
  let client: drive_v3.Drive | undefined;

  function api(): drive_v3.Drive {
    if (client) return client;
    if (!options.serviceAccountJson) {
      throw new PhotoSourceNotConfiguredError('google-drive', 'GOOGLE_SERVICE_ACCOUNT_JSON is not set');
    }
    const key = parseServiceAccount(options.serviceAccountJson);
    const jwt = new auth.JWT({
      email: key.client_email,
      key: key.private_key,
      ...(key.private_key_id ? { keyId: key.private_key_id } : {}),
      scopes: [DRIVE_READONLY_SCOPE],
    });
    jwt.useJWTAccessWithScope = true;
    client = drive({ version: 'v3', auth: jwt, ...(options.rootUrl ? { rootUrl: options.rootUrl } : {}) });
    return client;
  }

  function rootFolderId(): string {
    if (!options.rootFolderId) {
      throw new PhotoSourceNotConfiguredError('google-drive', 'GOOGLE_DRIVE_ROOT_FOLDER_ID is not set');
    }
    return driveId(options.rootFolderId);
  }

  /** Every page of a files.list query. */
  async function listAll(q: string, fields: string): Promise<drive_v3.Schema$File[]> {
    const files: drive_v3.Schema$File[] = [];
    let pageToken: string | undefined;
    do {
      const { data } = await api().files.list({
        q,
        fields: `nextPageToken, files(${fields})`,
        pageSize: PAGE_SIZE,
        orderBy: 'name',
        supportsAllDrives: true,
        includeItemsFromAllDrives: true,
        ...(pageToken ? { pageToken } : {}),
      });
      files.push(...(data.files ?? []));
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
    return files;
  }

  return {
    kind: 'google-drive',

    async listFolders(): Promise<SourceFolder[]> {
      const files = await listAll(
        `'${rootFolderId()}' in parents and mimeType = '${FOLDER_MIME}' and trashed = false`,
        'id, name',
      );
      return files.flatMap((f) => (f.id && f.name ? [{ id: f.id, name: f.name }] : []));
    },

    async listFiles(folderId: string): Promise<SourceFile[]> {
      const files = await listAll(
        `'${driveId(folderId)}' in parents and mimeType contains 'image/' and trashed = false`,
        'id, name, mimeType, md5Checksum, createdTime, modifiedTime, imageMediaMetadata(width, height, rotation)',
      );
      return files.flatMap((f) => toSourceFile(f) ?? []);
    },

    async read(fileId: string): Promise<Buffer> {
      try {
        const { data } = await api().files.get(
          { fileId: driveId(fileId), alt: 'media', supportsAllDrives: true },
          { responseType: 'arraybuffer' },
        );
        return Buffer.from(data as unknown as ArrayBuffer);
      } catch (err) {
        if (statusOf(err) === 404) throw new PhotoFileMissingError(fileId);
        throw err;
      }
    },
  };
}
