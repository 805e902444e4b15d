import type { PushSubscriptionView } from '@domain/push/push-api';
import type { PushSubscribeRequest } from '@domain/push/push-subscribe-schema';
import { ApiError, call, pathOf } from '../../lib/api';
import { describeDevice } from './device-info';
import type { PushDevice } from './push-device';

// Enabling and disabling push on this device (parent portal, sections 4 and 8), each ending in one result that the
// screen turns into its message.

export type EnableResult =
  | 'enabled'
  | 'unsupported'
  | 'blocked'
  | 'not-allowed'
  | 'no-service-worker'
  | 'key-failed'
  | 'not-authenticated'
  | 'failed';

export type DisableResult = 'disabled' | 'not-authenticated' | 'failed';

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(existing: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!existing) return false;
  const a = new Uint8Array(existing);
  return a.length === key.length && a.every((byte, i) => byte === key[i]);
}

async function fetchVapidPublicKey(fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(`/api${pathOf('GET /push/vapid-public-key')}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`VAPID key answered ${response.status}`);
  const key = (await response.text()).trim();
  if (!/^[A-Za-z0-9_-]{80,}$/.test(key)) throw new Error('VAPID key malformed');
  return key;
}

/** Asks for permission (inside the click, as Safari requires), subscribes this browser and registers it. */
export async function enablePush(device: PushDevice, fetcher: typeof fetch = fetch): Promise<EnableResult> {
  if (!device.supported()) return 'unsupported';
  let permission = device.permission();
  if (permission === 'default') permission = await device.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'not-allowed';

  const registration = await device.registration().catch(() => null);
  if (!registration) return 'no-service-worker';
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = base64UrlToBytes(await fetchVapidPublicKey(fetcher));
  } catch {
    return 'key-failed';
  }
  try {
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for another server key (a key change, another installation) cannot receive our pushes.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    const subscribe = () =>
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    subscription ??= await subscribe();
    const deviceInfo = describeDevice(device.userAgent, device.maxTouchPoints, device.installed);
    // The browser's own JSON, typed loosely by the DOM (every key optional); the server checks its shape.
    const body = (made: PushSubscription): PushSubscribeRequest => ({
      subscription: made.toJSON() as PushSubscribeRequest['subscription'],
      deviceInfo,
    });
    try {
      await call('POST /push/subscriptions', { body: body(subscription) });
    } catch (error) {
      // Another account (signed in here before) holds this browser's endpoint, and the server does not move it:
      // a new subscription gives this browser an endpoint of its own; the old one dies with it.
      if (!(error instanceof ApiError && error.code === 'PUSH_DEVICE_TAKEN')) throw error;
      await subscription.unsubscribe();
      subscription = await subscribe();
      await call('POST /push/subscriptions', { body: body(subscription) });
    }
    return 'enabled';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'not-authenticated';
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'not-allowed';
    return 'failed';
  }
}

/** Removes this device from the account and ends the browser's subscription. */
export async function disablePush(
  device: PushDevice,
  serverSubscriptions: readonly PushSubscriptionView[],
): Promise<DisableResult> {
  try {
    const registration = await device.registration();
    const subscription = (await registration?.pushManager.getSubscription()) ?? null;
    const row = serverSubscriptions.find((s) => s.endpoint === subscription?.endpoint);
    if (row) {
      await call('DELETE /push/subscriptions/:id', { params: { id: row.id } }).catch((error: unknown) => {
        // Already removed (e.g. after the push service reported it gone): the goal is reached.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
    }
    await subscription?.unsubscribe();
    return 'disabled';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'not-authenticated';
    return 'failed';
  }
}
