import type { Config } from '../../../config';

// The WebAuthn relying party is this site: its host name (APP_URL's) as RP ID, its origin as the only origin a
// response may come from. A passkey made for the site works only for the site.

interface RelyingParty {
  rpID: string;
  rpName: string;
  origin: string;
}

export function relyingParty(config: Pick<Config, 'appUrl' | 'PROVIDER_NAME'>): RelyingParty {
  const url = new URL(config.appUrl);
  return { rpID: url.hostname, rpName: config.PROVIDER_NAME, origin: url.origin };
}

/** How long a ceremony's challenge stays valid: the browser's own dialog times out after about five minutes. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
