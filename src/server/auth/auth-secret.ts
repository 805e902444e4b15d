import type { Config } from '../config';
import { loadOrCreateSecretFile } from '../crypto/secret-file';

const AUTH_SECRET_FILE = 'auth.secret';

/**
 * AUTH_SECRET: signs session cookies, keys the stored code hashes and seals codes in the mail queue. Outside
 * production an unset secret is generated once into DATA_DIR, never into the database.
 */
export function authSecret(config: Pick<Config, 'AUTH_SECRET' | 'isProduction' | 'dataDir'>): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.isProduction) throw new Error('AUTH_SECRET is required in production');
  return loadOrCreateSecretFile(config.dataDir, AUTH_SECRET_FILE);
}
