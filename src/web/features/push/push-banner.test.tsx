import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { PushBanner } from './push-banner';
import { PUSH_BANNER_DISMISSED_KEY } from './push-banner-visibility';
import type { PushDevice } from './push-device';
import { fakePushDevice, stubPushServer } from './push-device.fake';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 9, 20, 7, 0, 0);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderBanner(device: PushDevice, now: () => number = () => T0) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <PushBanner device={device} now={now} />
    </QueryClientProvider>,
  );
}

const title = 'Push-Benachrichtigungen aktivieren';

describe('dashboard push banner', () => {
  it('invites a device that can receive push, and enables it', async () => {
    stubPushServer();
    renderBanner(fakePushDevice({ answer: 'granted' }).device);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Aktivieren' }));
    expect(await screen.findByText('Push-Benachrichtigungen erfolgreich aktiviert!')).toBeVisible();
    // Subscribed now: the banner has done its job.
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: title })).toBeNull());
  });

  it('dismiss hides it and stores when, so it stays away for 7 days', async () => {
    stubPushServer();
    renderBanner(fakePushDevice({}).device);
    await userEvent.click(await screen.findByRole('button', { name: 'Hinweis für 7 Tage ausblenden' }));
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    expect(localStorage.getItem(PUSH_BANNER_DISMISSED_KEY)).toBe(String(T0));
  });

  it('comes back after 7 days, not before', async () => {
    stubPushServer();
    localStorage.setItem(PUSH_BANNER_DISMISSED_KEY, String(T0));
    const early = renderBanner(fakePushDevice({}).device, () => T0 + 7 * DAY - 1000);
    // Give the state a chance to resolve before asserting absence.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    early.unmount();
    renderBanner(fakePushDevice({}).device, () => T0 + 7 * DAY);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
  });

  it.each([
    ['unsupported', { supported: false }],
    ['denied', { permission: 'denied' as const }],
  ])('stays hidden when push is %s', async (_label, options) => {
    stubPushServer();
    renderBanner(fakePushDevice(options).device);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
  });

  it('stays hidden on a subscribed device', async () => {
    const server = stubPushServer([{ id: 'id-1', endpoint: 'https://push.example/mine' }]);
    renderBanner(
      fakePushDevice({ permission: 'granted', subscribedEndpoint: 'https://push.example/mine' }).device,
    );
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    expect(server.subscriptions).toHaveLength(1);
  });
});
