import { Hono } from 'hono';
import {
  checkVersion,
  VERSION_CHECK_PATH,
  type VersionCheckResult,
  versionCheckQuerySchema,
} from '../../../domain/pwa/version-check';
import { readServedVersion } from './read-served-version';

// Public, beside /meta.json: the same answer for everyone who sends the same version, never cached (it must tell
// a new build the moment it is served).
export function appVersionRoutes(webDir: string) {
  return new Hono().get(VERSION_CHECK_PATH, async (c) => {
    const { current } = versionCheckQuerySchema.parse({ current: c.req.query('current') });
    const body: VersionCheckResult = checkVersion(current, await readServedVersion(webDir));
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
