import { createECDH } from 'node:crypto';
import type { Config } from '../../config';
import { loadOrCreateSecretFile } from '../../crypto/secret-file';

// The VAPID key pair (RFC 8292) that identifies us to the push services. Browsers bind every subscription to the
// public key, so it must stay the same across restarts: configured in production, generated once and kept in
// DATA_DIR elsewhere.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const VAPID_KEY_FILE = 'vapid-private.key';

/** The uncompressed P-256 public key (base64url) that belongs to a private key (base64url, 32 bytes). */
export function vapidPublicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

export function loadOrCreateVapidKeys(
  config: Pick<
    Config,
    | 'VAPID_PUBLIC_KEY'
    | 'VAPID_PRIVATE_KEY'
    | 'VAPID_SUBJECT'
    | 'PROVIDER_CONTACT_EMAIL'
    | 'dataDir'
    | 'isProduction'
  >,
): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.PROVIDER_CONTACT_EMAIL}`;
  if (config.VAPID_PRIVATE_KEY) {
    const publicKey = vapidPublicKeyOf(config.VAPID_PRIVATE_KEY);
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PUBLIC_KEY !== publicKey) {
      throw new Error('VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY');
    }
    return { publicKey, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.isProduction) throw new Error('VAPID_PRIVATE_KEY is required in production');
  // A P-256 private key is 32 random bytes (below the group order, which random bytes miss with odds of 2^-32).
  const privateKey = Buffer.from(loadOrCreateSecretFile(config.dataDir, VAPID_KEY_FILE), 'hex').toString(
    'base64url',
  );
  return { publicKey: vapidPublicKeyOf(privateKey), privateKey, subject };
}
