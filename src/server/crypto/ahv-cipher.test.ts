import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AHV_KEY_FILE, createAhvCipher, loadOrCreateAhvKey } from './ahv-cipher';

const KEY = 'a1'.repeat(32);
const OTHER_KEY = 'b2'.repeat(32);
const AHV = '7561234567897';

function flipFirstByte(b64: string): string {
  const bytes = Buffer.from(b64, 'base64');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('AHV cipher', () => {
  const cipher = createAhvCipher(KEY);

  it('decrypts what it encrypted', () => {
    expect(cipher.decrypt(cipher.encrypt(AHV))).toBe(AHV);
  });

  it("stores 'v1:<iv>:<tag>:<ciphertext>' with a 12-byte IV and no plain digits", () => {
    const stored = cipher.encrypt(AHV);
    const [version, iv, tag, ct] = stored.split(':');
    expect(version).toBe('v1');
    expect(Buffer.from(iv ?? '', 'base64')).toHaveLength(12);
    expect(Buffer.from(tag ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(ct ?? '', 'base64')).toHaveLength(AHV.length);
    expect(stored).not.toContain(AHV);
    expect(stored).not.toContain(AHV.slice(-4));
  });

  it('uses a fresh IV for every value, so equal numbers do not look equal', () => {
    const stored = new Set(Array.from({ length: 50 }, () => cipher.encrypt(AHV)));
    expect(stored.size).toBe(50);
    const ivs = new Set([...stored].map((s) => s.split(':')[1]));
    expect(ivs.size).toBe(50);
  });

  it.each([
    ['ciphertext', 3],
    ['tag', 2],
    ['iv', 1],
  ])('refuses a value whose %s was altered', (_part, index) => {
    const parts = cipher.encrypt(AHV).split(':');
    parts[index] = flipFirstByte(parts[index] ?? '');
    expect(() => cipher.decrypt(parts.join(':'))).toThrow('AHV-Wert kann nicht entschlüsselt werden');
  });

  it('refuses a value encrypted with another key', () => {
    const stored = createAhvCipher(OTHER_KEY).encrypt(AHV);
    expect(() => cipher.decrypt(stored)).toThrow();
  });

  it.each(['', AHV, 'v2:a:b:c', 'v1:AAAA:AAAA:AAAA', 'v1:onlythree:parts'])(
    'refuses the malformed value %j',
    (v) => {
      expect(() => cipher.decrypt(v)).toThrow();
    },
  );

  it('never puts the stored value into its error message', () => {
    const stored = cipher.encrypt(AHV);
    const tampered = `${stored.slice(0, -2)}AA`;
    expect(() => cipher.decrypt(tampered)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(tampered.slice(3)) }),
    );
  });

  it('rejects a key that is not 32 bytes of hex', () => {
    expect(() => createAhvCipher('abc')).toThrow();
    expect(() => createAhvCipher('z'.repeat(64))).toThrow();
  });
});

describe('loadOrCreateAhvKey', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-ahv-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses AHV_ENCRYPTION_KEY when set and writes nothing', () => {
    const dataDir = tempDir();
    expect(loadOrCreateAhvKey({ AHV_ENCRYPTION_KEY: KEY, dataDir, isProduction: true })).toBe(KEY);
    expect(() => statSync(dataDir)).toThrow();
  });

  it('refuses to run in production without the key', () => {
    expect(() =>
      loadOrCreateAhvKey({ AHV_ENCRYPTION_KEY: undefined, dataDir: tempDir(), isProduction: true }),
    ).toThrow('AHV_ENCRYPTION_KEY');
  });

  it('outside production generates a key once, stores it with mode 0600 and reuses it on the next start', () => {
    const dataDir = tempDir();
    const first = loadOrCreateAhvKey({ AHV_ENCRYPTION_KEY: undefined, dataDir, isProduction: false });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, AHV_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);

    const second = loadOrCreateAhvKey({ AHV_ENCRYPTION_KEY: undefined, dataDir, isProduction: false });
    expect(second).toBe(first);
    // A number stored before the restart is still readable after it.
    const stored = createAhvCipher(first).encrypt(AHV);
    expect(createAhvCipher(second).decrypt(stored)).toBe(AHV);
  });

  it('refuses a damaged key file instead of silently replacing it', () => {
    const dataDir = tempDir();
    loadOrCreateAhvKey({ AHV_ENCRYPTION_KEY: undefined, dataDir, isProduction: false });
    writeFileSync(path.join(dataDir, AHV_KEY_FILE), 'not a key');
    expect(() =>
      loadOrCreateAhvKey({ AHV_ENCRYPTION_KEY: undefined, dataDir, isProduction: false }),
    ).toThrow();
  });
});
