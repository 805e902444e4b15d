import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadOrCreateVapidKeys, VAPID_KEY_FILE, vapidPublicKeyOf } from './vapid-keys';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-vapid-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const base = {
  VAPID_PUBLIC_KEY: undefined,
  VAPID_PRIVATE_KEY: undefined,
  VAPID_SUBJECT: undefined,
  PROVIDER_CONTACT_EMAIL: 'info@fussballschule.example',
  isProduction: false,
};

describe('VAPID keys', () => {
  it('are generated once outside production and kept in DATA_DIR (mode 0600)', () => {
    const dir = dataDir();
    const first = loadOrCreateVapidKeys({ ...base, dataDir: dir });
    const again = loadOrCreateVapidKeys({ ...base, dataDir: dir });
    expect(again).toEqual(first);
    expect(first.subject).toBe('mailto:info@fussballschule.example');
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.publicKey).toBe(vapidPublicKeyOf(first.privateKey));
    const file = path.join(dir, VAPID_KEY_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(
      Buffer.from(first.privateKey, 'base64url').toString('hex'),
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('come from the configuration when set, the public key derived and checked', () => {
    const pair = webpush.generateVAPIDKeys();
    const keys = loadOrCreateVapidKeys({
      ...base,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_SUBJECT: 'https://fussballschule.example',
      dataDir: dataDir(),
    });
    expect(keys).toEqual({ ...pair, subject: 'https://fussballschule.example' });
    expect(() =>
      loadOrCreateVapidKeys({
        ...base,
        VAPID_PRIVATE_KEY: pair.privateKey,
        VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey,
        dataDir: dataDir(),
      }),
    ).toThrow('VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY');
  });

  it('are never generated in production', () => {
    expect(() => loadOrCreateVapidKeys({ ...base, isProduction: true, dataDir: dataDir() })).toThrow(
      'VAPID_PRIVATE_KEY is required in production',
    );
  });
});
