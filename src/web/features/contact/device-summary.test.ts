import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-summary';

describe('the support form’s device summary', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'iPhone · iOS 17.4 · Safari 17.4',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'iPad · iOS 16.6 · Chrome 126',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
      'Pixel 8 · Android 14 · Chrome 124',
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Android 10 · Chrome 126',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      'SM-S911B · Android 13 · Samsung Internet 24',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67',
      'Windows · Edge 125',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:127.0) Gecko/20100101 Firefox/127.0',
      'macOS · Firefox 127',
    ],
  ])('%s', (userAgent, expected) => {
    expect(describeDevice({ userAgent })).toBe(expected);
  });

  it('adds the screen size and whether the app is installed, and falls back to the platform', () => {
    expect(
      describeDevice({
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Safari/604.1',
        screen: { width: 390, height: 844 },
        standalone: true,
      }),
    ).toBe('iPhone · iOS 18.0 · Safari 18.0 · 390×844 · als App installiert');
    expect(describeDevice({ userAgent: 'Unbekannt/1.0', platform: 'Haiku' })).toBe('Haiku');
  });
});
