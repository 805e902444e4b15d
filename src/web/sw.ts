/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationFromPush, windowForTarget } from './app/pwa/notification-payload';
import { SW_MESSAGES } from './app/pwa/sw-messages';

// Our service worker: the app shell from the precache (so the app opens offline), push notifications, and the
// update hand-over. A new version waits until the page asks it to take over ("Jetzt aktualisieren"), so a parent
// never loses what they are typing to a silent reload.

declare const self: ServiceWorkerGlobalScope;
declare const __APP_VERSION__: string;

const PRODUCT = 'Anpfiff';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the SPA is index.html; the server's own paths are never answered from the cache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/dev(\/|$)/, /^\/(healthz|readyz|meta\.json|sw\.js|manifest\.webmanifest)$/],
  }),
);

self.addEventListener('activate', (event) => {
  // The very first install takes the open page at once, so it works offline without a second visit.
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (data?.type === SW_MESSAGES.getVersion) event.ports[0]?.postMessage({ version: __APP_VERSION__ });
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(event.data?.text() ?? null, self.location.origin, PRODUCT);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data as { url?: string } | null)?.url ?? self.location.origin;
  event.waitUntil(openOrFocus(target));
});

async function openOrFocus(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const found = windowForTarget(windows, target, self.location.origin);
  if (!found) {
    await self.clients.openWindow(target);
    return;
  }
  const focused = await found.window.focus();
  if (!found.navigate) return;
  // navigate() only works on windows this worker controls; otherwise a new window shows the target.
  const navigated = await focused.navigate(target).catch(() => null);
  if (!navigated) await self.clients.openWindow(target);
}

// The browser renewed the subscription (key rotation, expiry): register the new one for the same account.
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & {
    oldSubscription?: PushSubscription | null;
    waitUntil(p: Promise<unknown>): void;
  };
  change.waitUntil(
    (async () => {
      const applicationServerKey = change.oldSubscription?.options.applicationServerKey;
      if (!applicationServerKey) return;
      const subscription = await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey,
      });
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ subscription: subscription.toJSON(), deviceInfo: null }),
      });
    })(),
  );
});
