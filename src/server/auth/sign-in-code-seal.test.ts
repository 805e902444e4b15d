import { describe, expect, it } from 'vitest';
import { codeSeal, SealedCodeError } from './sign-in-code-seal';

const secret = 'a'.repeat(64);
const seal = codeSeal(secret);

describe('codeSeal', () => {
  it('opens what it sealed, for the same e-mail', () => {
    const sealed = seal.seal('042917', 'anna@example.ch');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('042917');
    expect(seal.open(sealed, 'anna@example.ch')).toBe('042917');
  });

  it('seals the same code differently every time (fresh IV)', () => {
    expect(seal.seal('123456', 'anna@example.ch')).not.toBe(seal.seal('123456', 'anna@example.ch'));
  });

  it('refuses another e-mail, another secret, an altered or malformed value', () => {
    const sealed = seal.seal('123456', 'anna@example.ch');
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => `${part.startsWith('A') ? 'B' : 'A'}${part.slice(1)}`;
    const refused = [
      () => seal.open(sealed, 'eva@example.ch'),
      () => codeSeal('b'.repeat(64)).open(sealed, 'anna@example.ch'),
      () => seal.open([version, iv, tag, flip(ciphertext)].join('.'), 'anna@example.ch'),
      () => seal.open([version, iv, flip(tag), ciphertext].join('.'), 'anna@example.ch'),
      () => seal.open([version, flip(iv), tag, ciphertext].join('.'), 'anna@example.ch'),
      () => seal.open(['v2', iv, tag, ciphertext].join('.'), 'anna@example.ch'),
      () => seal.open(`${sealed}.x`, 'anna@example.ch'),
      () => seal.open('123456', 'anna@example.ch'),
    ];
    for (const open of refused) expect(open).toThrow(SealedCodeError);
  });
});
