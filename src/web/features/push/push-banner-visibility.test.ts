import { describe, expect, it } from 'vitest';
import { isPushBannerVisible, PUSH_BANNER_DISMISS_MS } from './push-banner-visibility';
import { type PushFacts, pushState } from './push-state';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 2, 28, 22, 30, 0);

describe('the push state of this device', () => {
  const facts: PushFacts = {
    supported: true,
    permission: 'granted',
    browserEndpoint: 'https://push.example/a',
    serverEndpoints: ['https://push.example/a'],
  };

  it.each<[string, Partial<PushFacts>, ReturnType<typeof pushState>]>([
    ['subscribed on both sides', {}, 'subscribed'],
    ['no Push API (iOS Safari outside the home screen)', { supported: false }, 'unsupported'],
    ['blocked by the parent', { permission: 'denied', browserEndpoint: null }, 'denied'],
    ['never asked', { permission: 'default', browserEndpoint: null, serverEndpoints: [] }, 'not-subscribed'],
    ['allowed but no subscription', { browserEndpoint: null }, 'not-subscribed'],
    ['dropped by the server after a 410', { serverEndpoints: [] }, 'not-subscribed'],
    [
      'a subscription of another device only',
      { serverEndpoints: ['https://push.example/b'] },
      'not-subscribed',
    ],
    ['permission revoked after subscribing', { permission: 'default' }, 'not-subscribed'],
  ])('%s', (_label, change, expected) => {
    expect(pushState({ ...facts, ...change })).toBe(expected);
  });
});

describe('dashboard push banner', () => {
  it('shows only while push is possible and not enabled', () => {
    expect(isPushBannerVisible({ state: 'not-subscribed', dismissedAt: null, now: T0 })).toBe(true);
    for (const state of ['unsupported', 'denied', 'subscribed', null] as const) {
      expect(isPushBannerVisible({ state, dismissedAt: null, now: T0 })).toBe(false);
    }
  });

  it('stays hidden for 7 days after dismissal, across the DST switch', () => {
    expect(PUSH_BANNER_DISMISS_MS).toBe(7 * DAY);
    const visible = (now: number) => isPushBannerVisible({ state: 'not-subscribed', dismissedAt: T0, now });
    expect(visible(T0)).toBe(false);
    expect(visible(T0 + 6 * DAY)).toBe(false);
    expect(visible(T0 + 7 * DAY - 1)).toBe(false);
    expect(visible(T0 + 7 * DAY)).toBe(true);
    expect(visible(T0 + 30 * DAY)).toBe(true);
  });

  it('a dismissal does not bring it back for a device that is subscribed meanwhile', () => {
    expect(isPushBannerVisible({ state: 'subscribed', dismissedAt: T0, now: T0 + 8 * DAY })).toBe(false);
  });
});
