import { describe, expect, it } from 'vitest';
import { WebPushError } from 'web-push';
import { classifyPushFailure, retryAfterSeconds } from './push-gateway';
import { isKnownPushService } from './push-services';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const failure = (status: number, headers: Record<string, string> = {}) =>
  new WebPushError('Received unexpected response code', status, headers, '', 'https://push.example/x');

describe('push service answers', () => {
  it.each([
    [404, { outcome: 'gone', statusCode: 404 }],
    [410, { outcome: 'gone', statusCode: 410 }],
    [429, { outcome: 'retry', statusCode: 429, retryAfterSeconds: null, reason: 'HTTP 429' }],
    [500, { outcome: 'retry', statusCode: 500, retryAfterSeconds: null, reason: 'HTTP 500' }],
    [503, { outcome: 'retry', statusCode: 503, retryAfterSeconds: null, reason: 'HTTP 503' }],
    [400, { outcome: 'rejected', statusCode: 400, reason: 'HTTP 400' }],
    [403, { outcome: 'rejected', statusCode: 403, reason: 'HTTP 403' }],
    [413, { outcome: 'rejected', statusCode: 413, reason: 'HTTP 413' }],
  ])('HTTP %i', (status, expected) => {
    expect(classifyPushFailure(failure(status), NOW)).toEqual(expected);
  });

  it('no answer at all is retried', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(classifyPushFailure(refused, NOW)).toEqual({
      outcome: 'retry',
      statusCode: null,
      retryAfterSeconds: null,
      reason: 'ECONNREFUSED',
    });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(classifyPushFailure(failure(429, { 'retry-after': '120' }), NOW)).toMatchObject({
      retryAfterSeconds: 120,
    });
    expect(retryAfterSeconds(new Date(NOW + 90_500).toUTCString(), NOW)).toBe(90);
    expect(retryAfterSeconds(new Date(NOW - 5_000).toUTCString(), NOW)).toBe(0);
    expect(retryAfterSeconds('soon', NOW)).toBeNull();
    expect(retryAfterSeconds(undefined, NOW)).toBeNull();
  });
});

describe('known push services (production only accepts these endpoints)', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://localhost:8443/push', false],
    ['https://10.0.0.5/push', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['not a url', false],
  ])('%s -> %s', (endpoint, known) => {
    expect(isKnownPushService(endpoint)).toBe(known);
  });
});
