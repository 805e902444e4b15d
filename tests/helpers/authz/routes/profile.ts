import { type AuthzRoute, changed } from '../types';

// The caller's own profile (issue 3): every signed-in actor edits only themselves; no body field reaches another
// profile or the role (tests/integration/auth-roles.test.ts checks the role stays).

const everyoneOwn = (outcome: ReturnType<typeof changed> | number) => ({
  none: { anonymous: 401, parentA: outcome, partnerB: outcome, parentC: outcome, admin: outcome },
});

export const profileAuthzRoutes: AuthzRoute[] = [
  {
    method: 'PATCH',
    path: '/api/profile',
    setup: (world) => ({
      body: { firstName: 'Matrix', lastName: 'Test', mobile: '', role: 'admin', id: world.parentC.id },
    }),
    expected: everyoneOwn(changed(200)),
  },
  {
    method: 'PATCH',
    path: '/api/profile',
    label: 'no names',
    setup: () => ({ body: { firstName: '', lastName: 'Test' } }),
    expected: everyoneOwn(400),
  },
  {
    method: 'POST',
    path: '/api/profile/onboarding',
    setup: () => ({
      body: {
        firstName: 'Matrix',
        lastName: 'Test',
        mobile: '079 123 45 67',
        termsAccepted: true,
        role: 'admin',
      },
    }),
    expected: everyoneOwn(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/profile/onboarding',
    label: 'terms not accepted',
    setup: () => ({
      body: { firstName: 'Matrix', lastName: 'Test', mobile: '079 123 45 67', termsAccepted: false },
    }),
    expected: everyoneOwn(400),
  },
];
