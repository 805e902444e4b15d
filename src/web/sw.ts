/// <reference lib="webworker" />

import { serverDrawnPath } from '@domain/first-views';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationFromPush, windowForTarget } from './pwa/notification-payload';
import { SW_MESSAGES } from './pwa/sw-messages';

// Our service worker: the app shell from the precache (so the app opens offline), push notifications, and the
// update hand-over. A new version waits until the page asks it to take over ("Jetzt aktualisieren"), so a parent
// never loses what they are typing to a silent reload.

declare const self: ServiceWorkerGlobalScope;
declare const __APP_VERSION__: string;

const PRODUCT = 'Anpfiff';
/** The hashed files of pages outside the precache, kept as they are first loaded (decision 028). */
const PAGE_CHUNKS_CACHE = 'anpfiff-page-chunks';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first views come from the server, drawn with their content and the visitor's data (decision 045); such a page
// is never stored here (it may hold a family's data). Offline, or with the server unreachable, they are the app's
// shell from the precache like every other page, which the browser then renders itself.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    serverDrawnPath(url.pathname) !== null,
  async ({ request }) => {
    try {
      const response = await fetch(request);
      // A page, a redirect (opaque here, status 0) or a refusal is the server's word; a failing server is not.
      if (response.status < 500) return response;
    } catch {
      // offline: the shell below
    }
    return (await matchPrecache('/index.html')) ?? Response.error();
  },
);

// Every other page of the SPA is index.html; the server's own paths are never answered from the cache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [
      /^\/api\//,
      /^\/dev(\/|$)/,
      /^\/(healthz|readyz|meta\.json|version-check|sw\.js|manifest\.webmanifest)$/,
    ],
  }),
);

// The precache holds the shell and the first views only; any other page's code is kept the first time a page
// loads it, so a page visited once opens offline too. Hashed names never change content: the copy is always right.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  async ({ request }) => {
    const cache = await caches.open(PAGE_CHUNKS_CACHE);
    const cached = await cache.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  },
);

self.addEventListener('activate', (event) => {
  // The very first install takes the open page at once, so it works offline without a second visit. A new version
  // starts with an empty page-chunk cache: the old build's chunks are of no use to it.
  event.waitUntil(Promise.all([self.clients.claim(), caches.delete(PAGE_CHUNKS_CACHE)]));
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
