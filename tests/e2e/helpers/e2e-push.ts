import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '../../helpers/push-endpoint';
import { APP_PORT } from './e2e-env';

// The push service the e2e journeys run (tests/helpers/push-endpoint.ts) speaks HTTPS with a self-signed
// certificate. The app under test trusts exactly that certificate through NODE_EXTRA_CA_CERTS, which must name the
// file before the server starts: playwright.config.ts asks for it while it is read, the journeys start the service
// with the same key. Kept for half a day (the certificate lives one), so a worker reading the config again finds it.

const DIR = path.join(os.tmpdir(), `anpfiff-e2e-push-tls-${APP_PORT}`);
const KEY = path.join(DIR, 'key.pem');
const CERT = path.join(DIR, 'cert.pem');
const FRESH_MS = 12 * 3600_000;

export function e2ePushTls(): { key: Buffer; cert: Buffer } {
  const fresh = existsSync(KEY) && existsSync(CERT) && Date.now() - statSync(KEY).mtimeMs < FRESH_MS;
  if (!fresh) {
    const { key, cert } = selfSignedCertificate();
    mkdirSync(DIR, { recursive: true });
    writeFileSync(KEY, key);
    writeFileSync(CERT, cert);
  }
  return { key: readFileSync(KEY), cert: readFileSync(CERT) };
}

/** The certificate's file, made first if missing or stale: the app's NODE_EXTRA_CA_CERTS. */
export function e2ePushCertFile(): string {
  e2ePushTls();
  return CERT;
}
