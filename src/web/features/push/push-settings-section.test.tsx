import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { base64UrlToBytes } from './push-client';
import type { PushDevice } from './push-device';
import { fakePushDevice, stubPushServer, TEST_VAPID_KEY } from './push-device.fake';
import { PushSettingsSection } from './push-settings-section';

afterEach(() => vi.unstubAllGlobals());

function renderSection(device: PushDevice) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <PushSettingsSection device={device} />
    </QueryClientProvider>,
  );
}

const enableButton = () => screen.findByRole('button', { name: 'Push-Benachrichtigungen aktivieren' });

describe('profile: push notifications', () => {
  it('without push support: says so and shows the install hints for every platform', async () => {
    stubPushServer();
    renderSection(fakePushDevice({ supported: false }).device);
    expect(
      await screen.findByText('Dieser Browser kann keine Push-Benachrichtigungen empfangen.'),
    ).toBeVisible();
    expect(screen.getByText(/ab iOS 16\.4.*Zum Home-Bildschirm/)).toBeVisible();
    expect(screen.getByText(/^Android:/)).toBeVisible();
    expect(screen.getByText(/^Mac:/)).toBeVisible();
    expect(screen.getByText(/^Windows:/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('blocked in the browser: points to the browser settings, no button', async () => {
    stubPushServer();
    renderSection(fakePushDevice({ permission: 'denied' }).device);
    expect(
      await screen.findByText('Push-Benachrichtigungen sind für diese Seite im Browser blockiert.'),
    ).toBeVisible();
    expect(screen.getByText(/Website-Einstellungen Ihres Browsers/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /aktivieren/ })).toBeNull();
  });

  it('enables: asks permission, subscribes with the server key and registers the device', async () => {
    const server = stubPushServer();
    const fake = fakePushDevice({ permission: 'default', answer: 'granted' });
    renderSection(fake.device);
    expect(
      await screen.findByText('Push-Benachrichtigungen sind auf diesem Gerät nicht aktiviert.'),
    ).toBeVisible();

    await userEvent.click(await enableButton());

    expect(await screen.findByText('Push-Benachrichtigungen erfolgreich aktiviert!')).toBeVisible();
    expect(fake.device.requestPermission).toHaveBeenCalledTimes(1);
    const options = fake.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect((options[0].applicationServerKey as Uint8Array).length).toBe(65);
    expect(server.posted).toEqual([
      {
        subscription: expect.objectContaining({ endpoint: 'https://push.example/new-device' }),
        deviceInfo: 'Android-Smartphone · Chrome',
      },
    ]);
    expect(await screen.findByText('Push-Benachrichtigungen sind auf diesem Gerät aktiviert.')).toBeVisible();
    expect(screen.getByText('Aktiv auf 1 Gerät.')).toBeVisible();
  });

  it('on a browser another account subscribed: subscribes anew instead of taking that account’s device', async () => {
    const server = stubPushServer();
    server.takenByOthers.push('https://push.example/annas-tablet');
    const fake = fakePushDevice({
      permission: 'granted',
      subscribedEndpoint: 'https://push.example/annas-tablet',
      subscribedKey: base64UrlToBytes(TEST_VAPID_KEY).buffer,
    });
    const annas = await fake.current();
    renderSection(fake.device);

    await userEvent.click(await enableButton());

    expect(await screen.findByText('Push-Benachrichtigungen erfolgreich aktiviert!')).toBeVisible();
    expect(annas?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(fake.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(
      server.posted.map((p) => (p as { subscription: { endpoint: string } }).subscription.endpoint),
    ).toEqual(['https://push.example/annas-tablet', 'https://push.example/new-device']);
    expect(server.subscriptions.map((s) => s.endpoint)).toEqual(['https://push.example/new-device']);
  });

  it.each<
    [
      string,
      Parameters<typeof fakePushDevice>[0],
      Partial<ReturnType<typeof stubPushServer>['status']>,
      RegExp,
    ]
  >([
    ['permission refused', { answer: 'denied' }, {}, /blockiert.*Einstellungen Ihres Browsers/],
    [
      'prompt closed without a choice',
      { answer: 'default' },
      {},
      /^Push-Benachrichtigungen wurden nicht erlaubt\.$/,
    ],
    [
      'no service worker',
      { answer: 'granted', noWorker: true },
      {},
      /Hintergrunddienst der App ist nicht verfügbar/,
    ],
    ['VAPID key not loaded', { answer: 'granted' }, { key: 503 }, /Schlüssel für Push-Benachrichtigungen/],
    ['session expired', { answer: 'granted' }, { post: 401 }, /nicht mehr eingeloggt/],
    [
      'server error',
      { answer: 'granted' },
      { post: 500 },
      /^Fehler beim Aktivieren der Push-Benachrichtigungen\. Bitte erneut versuchen\.$/,
    ],
  ])('enabling fails (%s) with its message', async (_label, device, status, message) => {
    const server = stubPushServer();
    Object.assign(server.status, status);
    renderSection(fakePushDevice(device).device);
    await userEvent.click(await enableButton());
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('disables: removes the device on the server and in the browser', async () => {
    const server = stubPushServer([{ id: 'id-7', endpoint: 'https://push.example/mine' }]);
    const fake = fakePushDevice({ permission: 'granted', subscribedEndpoint: 'https://push.example/mine' });
    renderSection(fake.device);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Push-Benachrichtigungen deaktivieren' }),
    );
    expect(await screen.findByText('Push-Benachrichtigungen wurden deaktiviert.')).toBeVisible();
    expect(server.deleted).toEqual(['id-7']);
    expect(fake.current()?.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('a failed disable says so and keeps the device', async () => {
    const server = stubPushServer([{ id: 'id-7', endpoint: 'https://push.example/mine' }]);
    server.status.delete = 500;
    const fake = fakePushDevice({ permission: 'granted', subscribedEndpoint: 'https://push.example/mine' });
    renderSection(fake.device);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Push-Benachrichtigungen deaktivieren' }),
    );
    expect(
      await screen.findByText(
        'Fehler beim Deaktivieren der Push-Benachrichtigungen. Bitte erneut versuchen.',
      ),
    ).toBeVisible();
    expect(fake.current()?.unsubscribe).not.toHaveBeenCalled();
  });

  it('a browser subscription the server dropped counts as not enabled', async () => {
    stubPushServer([]);
    renderSection(
      fakePushDevice({ permission: 'granted', subscribedEndpoint: 'https://push.example/old' }).device,
    );
    expect(
      await screen.findByText('Push-Benachrichtigungen sind auf diesem Gerät nicht aktiviert.'),
    ).toBeVisible();
  });
});
