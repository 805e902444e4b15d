import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../errors';

/**
 * The version the server serves: the build's meta.json, read on each check (a deploy that swaps the files under a
 * running process is seen at once). Without a build there is no served version: 503 UNAVAILABLE.
 */
export async function readServedVersion(webDir: string): Promise<string> {
  let version: unknown;
  try {
    const meta = JSON.parse(await readFile(path.join(webDir, 'meta.json'), 'utf8')) as { version?: unknown };
    version = meta.version;
  } catch {
    throw new AppError('UNAVAILABLE', 503);
  }
  if (typeof version !== 'string' || version === '') throw new AppError('UNAVAILABLE', 503);
  return version;
}
