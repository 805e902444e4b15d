import type { Me } from '@domain/auth/me';

// The signed-in people of the web tests (the answer of GET /api/me), written once: a test that needs another role
// or field spreads one of them.

/** A parent with a completed profile and no mobile, as the route and shell tests sign in. */
export const lenaParent: Me = {
  id: 'p1',
  email: 'lena.muster@example.ch',
  role: 'parent',
  firstName: 'Lena',
  lastName: 'Muster',
  mobile: null,
  termsAcceptedAt: '2026-01-10T09:00:00.000Z',
  secondParentEmail: null,
};

/** The parent a sign-in link is for, with a completed profile. */
export const annaParent: Me = {
  id: 'u1',
  email: 'anna@example.ch',
  role: 'parent',
  firstName: 'Anna',
  lastName: 'Muster',
  mobile: '079 123 45 67',
  termsAcceptedAt: '2026-03-01T10:00:00.000Z',
  secondParentEmail: null,
};
