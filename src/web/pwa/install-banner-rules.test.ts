import { describe, expect, it } from 'vitest';
import {
  INSTALL_CLOSE_HIDE_MS,
  INSTALL_SNOOZE_MS,
  type InstallEnvironment,
  type InstallMemory,
  installBannerDecision,
  installPlatform,
  isInAppBrowser,
  isMobileDevice,
  memoryAfter,
} from './install-banner-rules';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.40.92',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/458.0.0.43.112]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/458.0.0.43.112;]',
  tiktok:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 trill_340 BytedanceWebview/d8a21c6 musical_ly_2023405050',
} as const;

const phone: InstallEnvironment = {
  userAgent: UA.androidChrome,
  viewportWidth: 390,
  maxTouchPoints: 5,
  standalone: false,
  nativePromptAvailable: true,
};
const fresh: InstallMemory = { dismissedAt: null, snoozeUntil: null, completed: false };
const T0 = Date.UTC(2026, 4, 10, 8, 0, 0);

describe('the device', () => {
  it.each([
    [UA.iphoneSafari, 0, 'ios'],
    [UA.ipadDesktopMode, 5, 'ios'],
    [UA.ipadDesktopMode, 0, 'other'], // a real Mac
    [UA.androidChrome, 5, 'android'],
    [UA.desktopChrome, 0, 'other'],
  ] as const)('%s with %i touch points is %s', (userAgent, maxTouchPoints, platform) => {
    expect(installPlatform({ userAgent, maxTouchPoints })).toBe(platform);
  });

  it.each([
    [UA.desktopChrome, 991, true],
    [UA.desktopChrome, 992, false],
    [UA.desktopChrome, 1440, false],
    [UA.androidChrome, 1280, true], // a tablet in landscape is still mobile by its user agent
    [UA.iphoneSafari, 1024, true],
  ] as const)('%s at %i px is mobile: %s', (userAgent, viewportWidth, mobile) => {
    expect(isMobileDevice({ userAgent, viewportWidth, maxTouchPoints: 0 })).toBe(mobile);
  });

  it.each([
    [UA.instagram, true],
    [UA.facebook, true],
    [UA.facebookAndroid, true],
    [UA.tiktok, true],
    [UA.iphoneSafari, false],
    [UA.androidChrome, false],
  ] as const)('%s is an in-app browser: %s', (userAgent, inApp) => {
    expect(isInAppBrowser(userAgent)).toBe(inApp);
  });
});

describe('install banner visibility', () => {
  it('offers the native prompt on Android and the three-step sheet on iOS', () => {
    expect(installBannerDecision(phone, fresh, T0)).toEqual({ visible: true, mode: 'native' });
    const iphone = { ...phone, userAgent: UA.iphoneSafari, nativePromptAvailable: false };
    expect(installBannerDecision(iphone, fresh, T0)).toEqual({ visible: true, mode: 'ios-sheet' });
  });

  it('stays hidden where it cannot help', () => {
    const hidden = (env: Partial<InstallEnvironment>, memory: Partial<InstallMemory> = {}) =>
      installBannerDecision({ ...phone, ...env }, { ...fresh, ...memory }, T0);
    expect(hidden({ standalone: true })).toEqual({ visible: false, reason: 'installed' });
    expect(hidden({ userAgent: UA.desktopChrome, viewportWidth: 1280 })).toEqual({
      visible: false,
      reason: 'not-mobile',
    });
    expect(hidden({ userAgent: UA.instagram, nativePromptAvailable: false })).toEqual({
      visible: false,
      reason: 'in-app-browser',
    });
    expect(hidden({}, { completed: true })).toEqual({ visible: false, reason: 'completed' });
    // Android without a prompt (Firefox, already installed, or not yet eligible): nothing to offer.
    expect(hidden({ nativePromptAvailable: false })).toEqual({ visible: false, reason: 'cannot-install' });
  });

  it('a narrow desktop window with the native prompt counts as mobile', () => {
    const narrow = { ...phone, userAgent: UA.desktopChrome, viewportWidth: 800 };
    expect(installBannerDecision(narrow, fresh, T0)).toEqual({ visible: true, mode: 'native' });
  });

  it('"Später" hides it for exactly 7 days', () => {
    const memory = memoryAfter('later', fresh, T0);
    expect(memory.snoozeUntil).toBe(T0 + INSTALL_SNOOZE_MS);
    expect(installBannerDecision(phone, memory, T0 + 1)).toEqual({ visible: false, reason: 'snoozed' });
    expect(installBannerDecision(phone, memory, T0 + 7 * 86_400_000 - 1).visible).toBe(false);
    expect(installBannerDecision(phone, memory, T0 + 7 * 86_400_000).visible).toBe(true);
  });

  it('the close cross hides it for 720 hours (30 days)', () => {
    const memory = memoryAfter('closed', fresh, T0);
    expect(memory.dismissedAt).toBe(T0);
    expect(INSTALL_CLOSE_HIDE_MS).toBe(30 * 86_400_000);
    expect(installBannerDecision(phone, memory, T0 + 29 * 86_400_000)).toEqual({
      visible: false,
      reason: 'closed',
    });
    expect(installBannerDecision(phone, memory, T0 + 30 * 86_400_000 - 1).visible).toBe(false);
    expect(installBannerDecision(phone, memory, T0 + 30 * 86_400_000).visible).toBe(true);
  });

  it('a declined native prompt snoozes 7 days; an accepted one never asks again', () => {
    const declined = memoryAfter('declined', fresh, T0);
    expect(installBannerDecision(phone, declined, T0 + 6 * 86_400_000).visible).toBe(false);
    expect(installBannerDecision(phone, declined, T0 + 7 * 86_400_000).visible).toBe(true);

    const accepted = memoryAfter('accepted', fresh, T0);
    expect(installBannerDecision(phone, accepted, T0 + 365 * 86_400_000)).toEqual({
      visible: false,
      reason: 'completed',
    });
  });
});
