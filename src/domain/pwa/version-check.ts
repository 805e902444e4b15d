// The version check (parent-portal.md section 3 "version check result", section 7 "App version"): the page sends the
// version it runs, the server answers the version it serves now. Served beside /meta.json, outside /api: it is
// about the app's files, not anyone's data.
import { z } from 'zod';

export const VERSION_CHECK_PATH = '/version-check';

/** `GET /version-check?current=<version>`: a build's version is short text (package version + build stamp). */
export const versionCheckQuerySchema = z.object({
  current: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.+-]+$/),
});

export interface VersionCheckResult {
  /** The served version differs from the one the page runs. */
  hasUpdate: boolean;
  currentVersion: string;
  latestVersion: string;
}

/**
 * Any difference counts, also an older served version (a rolled-back deploy): the page should run what is served.
 * Whether the update can be applied yet (a waiting service worker) is the page's second condition (update-rule.ts).
 */
export function checkVersion(currentVersion: string, latestVersion: string): VersionCheckResult {
  return { hasUpdate: currentVersion !== latestVersion, currentVersion, latestVersion };
}
