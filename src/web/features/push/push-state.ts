// The four states of push on this device (parent-portal.md, section 4), derived from what the browser says and
// what the server knows: a browser subscription the server has dropped (after the push service answered 410, or
// one left by another account on this device) does not count as subscribed.

export type PushState = 'unsupported' | 'denied' | 'subscribed' | 'not-subscribed';

export interface PushFacts {
  supported: boolean;
  permission: NotificationPermission;
  /** The endpoint of this browser's push subscription, if it has one. */
  browserEndpoint: string | null;
  /** Endpoints the server holds for the signed-in user. */
  serverEndpoints: readonly string[];
}

export function pushState(facts: PushFacts): PushState {
  if (!facts.supported) return 'unsupported';
  if (facts.permission === 'denied') return 'denied';
  if (
    facts.permission === 'granted' &&
    facts.browserEndpoint !== null &&
    facts.serverEndpoints.includes(facts.browserEndpoint)
  ) {
    return 'subscribed';
  }
  return 'not-subscribed';
}
