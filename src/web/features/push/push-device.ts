// The browser's side of push, behind one small interface so the flows can be tested without a real push service.

interface PushRegistration {
  pushManager: Pick<PushManager, 'getSubscription' | 'subscribe'>;
}

export interface PushDevice {
  /** Service worker, Push API and notifications all present (iOS Safari has them only as a home-screen app). */
  supported(): boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The active service worker registration, or null when there is none. */
  registration(): Promise<PushRegistration | null>;
  /** The endpoint of this browser's push subscription, or null; never waits for a worker. */
  subscriptionEndpoint(): Promise<string | null>;
  userAgent: string;
  maxTouchPoints: number;
  installed: boolean;
}

const READY_TIMEOUT_MS = 10_000;

export function browserPushDevice(): PushDevice {
  const supported = () =>
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  return {
    supported,
    permission: () => (supported() ? Notification.permission : 'default'),
    requestPermission: () => Notification.requestPermission(),
    async registration() {
      if (!supported()) return null;
      const registration = await navigator.serviceWorker.getRegistration('/');
      if (!registration) return null;
      if (registration.active) return registration;
      // Just registered and still installing: wait a moment for it to become active.
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS));
      return Promise.race([navigator.serviceWorker.ready, timeout]);
    },
    async subscriptionEndpoint() {
      if (!supported()) return null;
      const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
      const subscription = await registration?.pushManager.getSubscription().catch(() => null);
      return subscription?.endpoint ?? null;
    },
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    maxTouchPoints: typeof navigator === 'undefined' ? 0 : (navigator.maxTouchPoints ?? 0),
    installed:
      typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}
