import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieValue, verifiedSessionToken } from './session-cookie';

const secret = 's'.repeat(40);
const NAME = 'anpfiff.session_token';

/** Signed as better-auth signs it (better-call's signCookieValue), independently of the code under test. */
function signed(token: string, key = secret): string {
  return `${token}.${createHmac('sha256', key).update(token).digest('base64')}`;
}

describe('cookieValue', () => {
  it('finds the named cookie among others, URI-decoded, the first one when it repeats', () => {
    const value = signed('abc');
    const header = `other=1; ${NAME}=${encodeURIComponent(value)}; ${NAME}=second`;
    expect(cookieValue(header, NAME)).toBe(value);
    expect(cookieValue(`${NAME}="quoted"`, NAME)).toBe('quoted');
    expect(cookieValue('x=1; y', NAME)).toBeUndefined();
    // A cookie whose name only ends like ours is another cookie.
    expect(cookieValue(`__Secure-${NAME}=v`, NAME)).toBeUndefined();
    expect(cookieValue(`${NAME}=%E0%A4%A`, NAME)).toBe('%E0%A4%A');
  });
});

describe('verifiedSessionToken', () => {
  it('answers the token of a value signed with the secret', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), (token) => {
        fc.pre(!token.startsWith('.'));
        expect(verifiedSessionToken(signed(token), secret)).toBe(token);
      }),
    );
  });

  it('refuses another secret, an altered token or signature, and malformed values', () => {
    const value = signed('token123');
    const signature = value.slice(value.indexOf('.') + 1);
    const flipped = signature[0] === 'A' ? 'B' : 'A';
    for (const bad of [
      signed('token123', 't'.repeat(40)),
      `token124.${signature}`,
      `token123.${flipped}${signature.slice(1)}`,
      `token123.${signature.slice(0, 43)}`,
      'token123',
      `.${signature}`,
      '',
      undefined,
    ]) {
      expect(verifiedSessionToken(bad, secret), String(bad)).toBeUndefined();
    }
  });
});
