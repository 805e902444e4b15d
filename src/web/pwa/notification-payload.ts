// What the service worker makes of a push message. Shared with the server's contract (src/domain/push): the server
// sends title, body, url, icon, badge, tag, requireInteraction and silent; anything missing or foreign falls back
// to safe values, and a target outside this site is replaced by the dashboard, so a push can never open another site.
import { APP_ICON } from '@domain/branding';

const NOTIFICATION_FALLBACK_URL = '/dashboard';
const NOTIFICATION_ICON = APP_ICON;

interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A same-site absolute URL for `target`, or the dashboard. */
export function notificationTarget(target: unknown, origin: string): string {
  const fallback = new URL(NOTIFICATION_FALLBACK_URL, origin).href;
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return fallback;
  const url = new URL(target, origin);
  return url.origin === origin ? url.href : fallback;
}

export function notificationFromPush(
  raw: string | null,
  origin: string,
  defaultTitle: string,
): ShownNotification {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // A plain-text push (e.g. sent by hand from a tool) becomes the body.
    data = { body: raw };
  }
  const options: ShownNotification['options'] = {
    body: text(data.body) ?? '',
    icon: text(data.icon) ?? NOTIFICATION_ICON,
    badge: text(data.badge) ?? NOTIFICATION_ICON,
    requireInteraction: data.requireInteraction === true,
    silent: data.silent === true,
    data: { url: notificationTarget(data.url, origin) },
  };
  const tag = text(data.tag);
  if (tag) options.tag = tag;
  return { title: text(data.title) ?? defaultTitle, options };
}

interface WindowLike {
  url: string;
}

/** The open window to reuse for a click: one already showing the target, else any window of this site. */
export function windowForTarget<T extends WindowLike>(
  windows: readonly T[],
  target: string,
  origin: string,
): { window: T; navigate: boolean } | null {
  const exact = windows.find((w) => w.url === target);
  if (exact) return { window: exact, navigate: false };
  const sameSite = windows.find((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  return sameSite ? { window: sameSite, navigate: true } : null;
}
