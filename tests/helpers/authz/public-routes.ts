// /api routes anyone may call without a session, each with the reason. Everything else belongs in routes.ts.
export const publicApiRoutes: Record<string, string> = {
  'POST /api/auth/code': 'Requests a sign-in code: must work signed out (same answer for every e-mail).',
  'POST /api/auth/verify': 'Exchanges the code for a session: the caller has none yet.',
  'POST /api/auth/sign-out': 'Ends the caller’s own session, if any; harmless without one.',
  'POST /api/auth/passkey/options':
    'Starts "Mit Passkey anmelden": the caller has no session yet; a challenge only, limited per client address.',
  'POST /api/auth/passkey/sign-in':
    'Exchanges a passkey’s signature over that challenge for a session: the passkey is the authorisation (tests/integration/passkeys.test.ts).',
  'GET /api/me': 'Answers the caller’s own user, or null when signed out; never another user.',
  'GET /api/branding': 'Provider name, logo and contact: public and the same for everyone.',
  'GET /api/schedule':
    'The public schedule page (parent-portal.md section 2): upcoming offers and free seats.',
  'GET /api/camps/:campId/flyer':
    'A camp’s flyer, stored at a public address (admin-back-office.md section 7, cache 3600 s): advertising for the camps the public schedule lists.',
  'GET /api/push/vapid-public-key': 'The VAPID public key browsers subscribe with: public by nature.',
  'POST /api/webhooks/stripe':
    'Stripe’s webhook: no session; the signature on the raw body is the authorisation (features/webhooks).',
  'ALL /api/*': 'The /api fallback: 404 NOT_FOUND for every path no feature mounts, whoever asks.',
};

// Endpoints outside /api, each with the reason it needs no session.
export const publicRoutesOutsideApi: Record<string, string> = {
  'GET /healthz': 'Process up, for load balancers: answers { ok: true } and nothing else.',
  'GET /readyz': 'Database reachable and migrations applied, for load balancers: no data of anyone.',
  'GET /metrics':
    'Prometheus metrics (counts and timings, no data of anyone): only a client on this machine or one with METRICS_TOKEN, everyone else 404 (metrics.test.ts).',
  'GET /version-check':
    'The version check beside /meta.json (parent-portal.md section 7): the served build version against the one sent; no data of anyone.',
  'GET /dev/mail':
    'The dev outbox page: never in production, elsewhere only to a client on this machine (dev-mail-loopback.test.ts).',
  'GET /dev/mail.json': 'The dev outbox as JSON: the same guard as GET /dev/mail.',
  'ALL /dev/*': 'Every other /dev path, and all of them in production: 404 NOT_FOUND.',
  'GET /assets/*':
    'A hashed build file that is not there (an old chunk after a deploy): 404, never index.html; present ones are served before it.',
  'GET /*':
    'The built SPA (index.html, assets, sw.js, manifest, meta.json): the same static files for everyone; pages load their data from /api.',
};
