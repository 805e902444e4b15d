import { type AuthzRoute, changed } from '../types';

// Support form: any signed-in parent (or admin) sends a request in their own name.

export const supportAuthzRoutes: AuthzRoute[] = [
  {
    method: 'POST',
    path: '/api/support',
    setup: () => ({ body: { problem: 'Matrix-Test: Die Seite lädt nicht.', smartphone: 'Android 15' } }),
    expected: {
      none: {
        anonymous: 401,
        parentA: changed(201),
        partnerB: changed(201),
        parentC: changed(201),
        admin: changed(201),
      },
    },
  },
  {
    method: 'POST',
    path: '/api/support',
    label: 'no problem description',
    setup: () => ({ body: { problem: '' } }),
    expected: { none: { anonymous: 401, parentA: 400, partnerB: 400, parentC: 400, admin: 400 } },
  },
];
