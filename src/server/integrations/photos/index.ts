import type { Config } from '../../config';
import { createGoogleDrivePhotoSource } from './google-drive-source';
import { createLocalPhotoSource } from './local-source';
import type { PhotoSource, PhotoSourceKind } from './photo-source';

export * from './photo-source';

/** Both sources of one configuration: `configured` is the one PHOTOS_SOURCE names; photos keep their own kind. */
export interface PhotoSources {
  configured: PhotoSource;
  get(kind: PhotoSourceKind): PhotoSource;
}

export function createPhotoSources(
  config: Pick<
    Config,
    'PHOTOS_SOURCE' | 'photosDir' | 'GOOGLE_SERVICE_ACCOUNT_JSON' | 'GOOGLE_DRIVE_ROOT_FOLDER_ID'
  >,
  options: { driveRootUrl?: string } = {},
): PhotoSources {
  const local = createLocalPhotoSource(config.photosDir);
  const googleDrive = createGoogleDrivePhotoSource({
    serviceAccountJson: config.GOOGLE_SERVICE_ACCOUNT_JSON,
    rootFolderId: config.GOOGLE_DRIVE_ROOT_FOLDER_ID,
    ...(options.driveRootUrl ? { rootUrl: options.driveRootUrl } : {}),
  });
  const byKind = { local, 'google-drive': googleDrive } satisfies Record<PhotoSourceKind, PhotoSource>;
  return { configured: byKind[config.PHOTOS_SOURCE], get: (kind) => byKind[kind] };
}
