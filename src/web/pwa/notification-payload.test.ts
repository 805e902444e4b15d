import { describe, expect, it } from 'vitest';
import { notificationFromPush, notificationTarget, windowForTarget } from './notification-payload';

const ORIGIN = 'https://portal.example.ch';

describe('a push message becomes a notification', () => {
  it('shows what the server sent, linked to the page it names', () => {
    const shown = notificationFromPush(
      JSON.stringify({
        title: 'Training abgesagt',
        body: 'Platzsperre am Samstag.',
        url: '/tiz-trainings',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: 'push-42',
        requireInteraction: false,
        silent: false,
      }),
      ORIGIN,
      'Anpfiff',
    );
    expect(shown).toEqual({
      title: 'Training abgesagt',
      options: {
        body: 'Platzsperre am Samstag.',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: 'push-42',
        requireInteraction: false,
        silent: false,
        data: { url: 'https://portal.example.ch/tiz-trainings' },
      },
    });
  });

  it('falls back to safe values for missing or foreign fields', () => {
    const shown = notificationFromPush(
      JSON.stringify({ body: 42, requireInteraction: 'yes' }),
      ORIGIN,
      'Anpfiff',
    );
    expect(shown.title).toBe('Anpfiff');
    expect(shown.options).toMatchObject({
      body: '',
      icon: '/icons/icon-192.png',
      requireInteraction: false,
      data: { url: 'https://portal.example.ch/dashboard' },
    });
    expect(shown.options.tag).toBeUndefined();
  });

  it('turns a plain-text push into the body', () => {
    expect(notificationFromPush('Hallo zusammen', ORIGIN, 'Anpfiff')).toMatchObject({
      title: 'Anpfiff',
      options: { body: 'Hallo zusammen' },
    });
    expect(notificationFromPush(null, ORIGIN, 'Anpfiff').options.body).toBe('');
  });

  it.each([
    ['/camps?tab=2', 'https://portal.example.ch/camps?tab=2'],
    ['https://evil.example/', 'https://portal.example.ch/dashboard'],
    ['//evil.example/x', 'https://portal.example.ch/dashboard'],
    ['javascript:alert(1)', 'https://portal.example.ch/dashboard'],
    [undefined, 'https://portal.example.ch/dashboard'],
  ])('target %s -> %s', (target, expected) => {
    expect(notificationTarget(target, ORIGIN)).toBe(expected);
  });
});

describe('the window a click opens', () => {
  const target = 'https://portal.example.ch/fotos';
  it('prefers a window that shows the target already', () => {
    const windows = [{ url: 'https://portal.example.ch/dashboard' }, { url: target }];
    expect(windowForTarget(windows, target, ORIGIN)).toEqual({ window: windows[1], navigate: false });
  });

  it('otherwise takes a window of the app and navigates it', () => {
    const windows = [{ url: 'https://other.example/' }, { url: 'https://portal.example.ch/profile' }];
    expect(windowForTarget(windows, target, ORIGIN)).toEqual({ window: windows[1], navigate: true });
  });

  it('opens a new window when none of the app is open', () => {
    expect(windowForTarget([{ url: 'https://other.example/' }], target, ORIGIN)).toBeNull();
    expect(windowForTarget([], target, ORIGIN)).toBeNull();
  });
});
