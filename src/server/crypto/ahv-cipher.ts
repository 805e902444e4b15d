import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { loadOrCreateSecretFile } from './secret-file';

// AHV numbers are encrypted in the application (AES-256-GCM) before they reach the database, so a database dump or
// backup alone does not reveal them. Stored form: 'v1:<iv>:<tag>:<ciphertext>', each base64; the version prefix
// leaves room for a later key rotation.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_HEX = /^[0-9a-fA-F]{64}$/;

export interface AhvCipher {
  encrypt(plain: string): string;
  /** Throws when the value was altered, is malformed, or was encrypted with another key. */
  decrypt(stored: string): string;
}

export class AhvDecryptError extends Error {
  constructor() {
    // Never include the stored value or the plain text: this message may end up in a log.
    super('AHV-Wert kann nicht entschlüsselt werden');
    this.name = 'AhvDecryptError';
  }
}

export function createAhvCipher(keyHex: string): AhvCipher {
  if (!KEY_HEX.test(keyHex)) throw new Error('AHV key must be 64 hex characters (32 bytes)');
  const key = Buffer.from(keyHex, 'hex');
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(
        ':',
      );
    },
    decrypt(stored) {
      const parts = stored.split(':');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new AhvDecryptError();
      const [, ivB64, tagB64, ctB64] = parts as [string, string, string, string];
      const iv = Buffer.from(ivB64, 'base64');
      const tag = Buffer.from(tagB64, 'base64');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new AhvDecryptError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(Buffer.from(ctB64, 'base64')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new AhvDecryptError();
      }
    },
  };
}

export const AHV_KEY_FILE = 'ahv.key';

/**
 * The AHV key: AHV_ENCRYPTION_KEY when set (production refuses to start without it). Outside production an unset
 * key is generated once and kept in DATA_DIR/ahv.key (mode 0600), so stored numbers stay readable across restarts.
 */
export function loadOrCreateAhvKey(
  config: Pick<Config, 'AHV_ENCRYPTION_KEY' | 'dataDir' | 'isProduction'>,
): string {
  if (config.AHV_ENCRYPTION_KEY) return config.AHV_ENCRYPTION_KEY.toLowerCase();
  if (config.isProduction) throw new Error('AHV_ENCRYPTION_KEY is required in production');
  return loadOrCreateSecretFile(config.dataDir, AHV_KEY_FILE).toLowerCase();
}
