import { describe, expect, it } from 'vitest';
import { AhvDecryptError, createAhvCipher } from './ahv-cipher';
import { decryptHealthInfo, encryptHealthInfo } from './health-info';

const cipher = createAhvCipher('a'.repeat(64));
const info = {
  allergies: 'Nüsse',
  medication: 'Epipen',
  emergencyContactName: 'Grosi Muster',
  emergencyContactPhone: '079 555 12 34',
};

describe('health information at rest', () => {
  it('round-trips through the AHV cipher, with no plaintext in the stored value', () => {
    const stored = encryptHealthInfo(cipher, info)!;
    expect(stored.startsWith('v1:')).toBe(true);
    for (const text of ['Nüsse', 'N\\u00fcsse', 'Epipen', 'Grosi', '555']) expect(stored).not.toContain(text);
    expect(decryptHealthInfo(cipher, stored)).toEqual(info);
  });

  it('stores nothing for all-empty fields, and reads nothing as every field null', () => {
    const empty = {
      allergies: null,
      medication: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
    };
    expect(encryptHealthInfo(cipher, empty)).toBeNull();
    expect(decryptHealthInfo(cipher, null)).toEqual(empty);
  });

  it('refuses a value of another key without naming it', () => {
    const stored = encryptHealthInfo(createAhvCipher('b'.repeat(64)), info)!;
    expect(() => decryptHealthInfo(cipher, stored)).toThrow(AhvDecryptError);
  });
});
