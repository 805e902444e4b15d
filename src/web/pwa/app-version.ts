import { VERSION_CHECK_PATH, type VersionCheckResult } from '@domain/pwa/version-check';

// The version this page runs: compiled in at build time (scripts/vite-pwa.ts); "dev" under vite dev and in tests.
declare const __APP_VERSION__: string | undefined;

export const RUNNING_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/**
 * Asks the version check (beside /meta.json) whether the server serves another version than `current` (never from
 * a cache); throws when it cannot be read.
 */
export async function fetchVersionCheck(
  current: string = RUNNING_VERSION,
  fetcher: typeof fetch = fetch,
): Promise<VersionCheckResult> {
  const response = await fetcher(`${VERSION_CHECK_PATH}?current=${encodeURIComponent(current)}`, {
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`version check answered ${response.status}`);
  const result = (await response.json()) as Partial<VersionCheckResult>;
  if (
    typeof result.latestVersion !== 'string' ||
    result.latestVersion === '' ||
    typeof result.hasUpdate !== 'boolean'
  )
    throw new Error('version check answered no version');
  return result as VersionCheckResult;
}
