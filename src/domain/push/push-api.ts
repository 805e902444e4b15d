// The contract of the push endpoints and of a push message, shared by server, web and service worker (which is
// why this file has no zod: the worker stays small).
// The endpoints are defined in push-endpoints.ts.
import { APP_ICON } from '../branding';

/** Parent portal, section 9: the dashboard banner stays away this long after "dismiss". */
export const PUSH_BANNER_DISMISS_DAYS = 7;
/** Parent portal, section 9: how long the device list counts as fresh in the browser. */
export const PUSH_SUBSCRIPTIONS_STALE_MS = 5 * 60_000;
export const DEVICE_INFO_MAX = 200;

export interface PushSubscriptionView {
  id: string;
  endpoint: string;
  deviceInfo: string | null;
  /** ISO 8601 instants. */
  createdAt: string;
  lastNotificationAt: string | null;
}

export interface PushSubscriptionsResponse {
  subscriptions: PushSubscriptionView[];
}

export interface PushSubscriptionResponse {
  subscription: PushSubscriptionView;
}

/**
 * What a device receives (admin-back-office.md, section 3: push payload). Only the message's own text: no names,
 * no e-mail, no child data. `url` is a path on this site.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  icon: string;
  badge: string;
  /** Unique per send, so two messages do not replace each other on the device. */
  tag: string;
  requireInteraction: false;
  silent: false;
}

/** Icon and badge: the 192 px app icon (admin-back-office.md, section 9). */
export const PUSH_ICON = APP_ICON;
export const PUSH_DEFAULT_URL = '/dashboard';
