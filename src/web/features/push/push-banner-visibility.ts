import { PUSH_BANNER_DISMISS_DAYS } from '@domain/push/push-api';
import type { PushState } from './push-state';

// The dashboard's push banner (parent-portal.md, sections 4 and 9): shown only where enabling can work and has not
// happened, and kept away for 7 days after the parent dismissed it.

export const PUSH_BANNER_DISMISSED_KEY = 'anpfiff.push-banner.dismissed-at';
export const PUSH_BANNER_DISMISS_MS = PUSH_BANNER_DISMISS_DAYS * 24 * 3_600_000;

export function isPushBannerVisible(input: {
  /** null while the state is still being found out: the banner waits rather than flashing. */
  state: PushState | null;
  dismissedAt: number | null;
  now: number;
}): boolean {
  if (input.state !== 'not-subscribed') return false;
  if (input.dismissedAt === null) return true;
  return input.now - input.dismissedAt >= PUSH_BANNER_DISMISS_MS;
}
