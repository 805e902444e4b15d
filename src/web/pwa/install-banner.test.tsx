import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallBanner } from './install-banner';
import { INSTALL_STORAGE_KEYS } from './install-banner-rules';
import { captureInstallPrompt } from './install-prompt';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);
const now = () => T0;
const DAY = 86_400_000;

function device(userAgent: string, width: number) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

function offerNativePrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const bannerTitle = 'Anpfiff als App installieren';

/** Renders the banner and lets its first read of the device (a task after the first frame) happen. */
async function renderBanner(at: () => number = now) {
  const view = render(<InstallBanner now={at} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

beforeAll(() => captureInstallPrompt(window));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as Navigator & { standalone?: boolean }).standalone;
});

describe('install banner', () => {
  it('on an iPhone opens the three-step sheet', async () => {
    device(IPHONE, 390);
    await renderBanner();
    expect(screen.getByRole('heading', { name: bannerTitle })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Installieren' }));
    const sheet = await screen.findByRole('dialog', { name: 'App zum Home-Bildschirm hinzufügen' });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(3);
    expect(within(sheet).getByText('Wählen Sie «Zum Home-Bildschirm».')).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Verstanden' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Später" snoozes it for 7 days', async () => {
    device(IPHONE, 390);
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Später' }));
    expect(screen.queryByRole('heading', { name: bannerTitle })).toBeNull();
    expect(localStorage.getItem(INSTALL_STORAGE_KEYS.snoozeUntil)).toBe(String(T0 + 7 * DAY));
  });

  it('the close cross stores when, which hides it for 30 days', async () => {
    device(IPHONE, 390);
    const { unmount } = await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Installations-Hinweis schliessen' }));
    expect(localStorage.getItem(INSTALL_STORAGE_KEYS.dismissedAt)).toBe(String(T0));
    unmount();
    await renderBanner(() => T0 + 30 * DAY);
    expect(screen.getByRole('heading', { name: bannerTitle })).toBeVisible();
  });

  it('on Android waits for the browser’s prompt; accepting stores the completed flag', async () => {
    device(ANDROID, 412);
    await renderBanner();
    expect(screen.queryByRole('heading', { name: bannerTitle })).toBeNull();
    const event = offerNativePrompt('accepted');
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Installieren' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(localStorage.getItem(INSTALL_STORAGE_KEYS.completed)).toBe('true'));
    expect(screen.queryByRole('heading', { name: bannerTitle })).toBeNull();
  });

  it('declining the native prompt snoozes 7 days', async () => {
    device(ANDROID, 412);
    await renderBanner();
    offerNativePrompt('dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Installieren' }));
    await vi.waitFor(() =>
      expect(localStorage.getItem(INSTALL_STORAGE_KEYS.snoozeUntil)).toBe(String(T0 + 7 * DAY)),
    );
    expect(localStorage.getItem(INSTALL_STORAGE_KEYS.completed)).toBeNull();
  });

  it('never shows on a desktop screen', async () => {
    device(DESKTOP, 1440);
    await renderBanner();
    offerNativePrompt('accepted');
    expect(screen.queryByRole('heading', { name: bannerTitle })).toBeNull();
  });

  it('disappears when the page comes back installed', async () => {
    device(IPHONE, 390);
    await renderBanner();
    expect(screen.getByRole('heading', { name: bannerTitle })).toBeVisible();
    (navigator as Navigator & { standalone?: boolean }).standalone = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.queryByRole('heading', { name: bannerTitle })).toBeNull();
  });
});
