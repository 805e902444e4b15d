// The version this page runs: compiled in at build time (scripts/vite-pwa.ts); "dev" under vite dev and in tests.
declare const __APP_VERSION__: string | undefined;

export const RUNNING_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

export const META_PATH = '/meta.json';

/** The version the server serves now (never from a cache); throws when it cannot be read. */
export async function fetchServedVersion(fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(`${META_PATH}?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`meta.json answered ${response.status}`);
  const meta = (await response.json()) as { version?: unknown };
  if (typeof meta.version !== 'string' || meta.version === '') throw new Error('meta.json has no version');
  return meta.version;
}
