import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_HEX = /^[0-9a-fA-F]{64}$/;

/**
 * A 32-byte secret (64 hex characters) kept in `dir/fileName` (mode 0600), generated at the first call. Used outside
 * production for keys that are configured in production, so data and sessions survive a restart.
 */
export function loadOrCreateSecretFile(dir: string, fileName: string): string {
  const file = path.join(dir, fileName);
  mkdirSync(dir, { recursive: true });
  // Written aside and hard-linked into place: the file appears complete or not at all, and when two processes start
  // at once the first link wins and the other reads that secret.
  const generated = randomBytes(32).toString('hex');
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${generated}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(temp, file);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  const existing = readFileSync(file, 'utf8').trim();
  if (!SECRET_HEX.test(existing)) throw new Error(`${file} does not hold a 64-hex-character key`);
  return existing;
}
