import path from 'node:path';
import type { Config } from '../../config';
import { createPhotoSources, type PhotoSources } from '../../integrations/photos';
import { createVariantStore, type VariantStore } from './image-variants';

// One set of photo collaborators per configuration (per process): the sources and the on-disk variant cache with
// its in-flight de-duplication and render limit must be shared by every request.

interface PhotoServices {
  sources: PhotoSources;
  variants: VariantStore;
}

const byConfig = new WeakMap<Config, PhotoServices>();

export function variantCacheDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'cache', 'photo-variants');
}

export function photoServices(config: Config): PhotoServices {
  let services = byConfig.get(config);
  if (!services) {
    const sources = createPhotoSources(config);
    services = { sources, variants: createVariantStore({ cacheDir: variantCacheDir(config), sources }) };
    byConfig.set(config, services);
  }
  return services;
}
