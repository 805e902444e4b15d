import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { vapidAuthorizer } from './vapid-authorization';

const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:info@fussballschule.example' };

function claimsOf(header: string) {
  const match = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=(.+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, head, claims, signature, k] = match as unknown as string[];
  const raw = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  return {
    valid,
    k,
    ...(JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    }),
  };
}

describe('VAPID authorization', () => {
  it('signs one header per push service origin, valid 12 hours, and reuses it', () => {
    let now = Date.UTC(2026, 10, 24, 8, 0, 0);
    const authorize = vapidAuthorizer(keys, () => now);
    const fcm = authorize('https://fcm.googleapis.com/fcm/send/abc');
    expect(authorize('https://fcm.googleapis.com/fcm/send/def')).toBe(fcm);
    expect(claimsOf(fcm)).toEqual({
      valid: true,
      k: keys.publicKey,
      aud: 'https://fcm.googleapis.com',
      exp: now / 1000 + 12 * 3600,
      sub: keys.subject,
    });
    const mozilla = authorize('https://updates.push.services.mozilla.com/wpush/v2/x');
    expect(mozilla).not.toBe(fcm);
    expect(claimsOf(mozilla).aud).toBe('https://updates.push.services.mozilla.com');

    // Until half its life has passed the same header goes out; then a new one, again good for 12 hours.
    now += 6 * 3600 * 1000 - 1000;
    expect(authorize('https://fcm.googleapis.com/fcm/send/abc')).toBe(fcm);
    now += 1000;
    const renewed = authorize('https://fcm.googleapis.com/fcm/send/abc');
    expect(renewed).not.toBe(fcm);
    expect(claimsOf(renewed).exp).toBe(now / 1000 + 12 * 3600);
  });
});
