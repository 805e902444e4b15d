// /api routes anyone may call without a session, each with the reason. Everything else belongs in routes.ts.
export const publicApiRoutes: Record<string, string> = {
  'POST /api/auth/code': 'Requests a sign-in code: must work signed out (same answer for every e-mail).',
  'POST /api/auth/verify': 'Exchanges the code for a session: the caller has none yet.',
  'POST /api/auth/sign-out': 'Ends the caller’s own session, if any; harmless without one.',
  'GET /api/me': 'Answers the caller’s own user, or null when signed out; never another user.',
  'GET /api/branding': 'Provider name, logo and contact: public and the same for everyone.',
  'GET /api/schedule':
    'The public schedule page (parent-portal.md section 2): upcoming offers and free seats.',
  'GET /api/push/vapid-public-key': 'The VAPID public key browsers subscribe with: public by nature.',
  'POST /api/webhooks/stripe':
    'Stripe’s webhook: no session; the signature on the raw body is the authorisation (features/webhooks).',
};
