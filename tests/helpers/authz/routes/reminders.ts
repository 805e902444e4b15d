import { type AuthzRoute, changed } from '../types';

// The caller's own reminder settings (issue 16): every signed-in actor reads and switches only their own; a body
// naming another parent changes nothing of theirs (the schema is strict: unknown fields are refused).

const everyoneOwn = (outcome: ReturnType<typeof changed> | number) => ({
  none: { anonymous: 401, parentA: outcome, partnerB: outcome, parentC: outcome, admin: outcome },
});

export const remindersAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/reminders/settings',
    setup: () => ({}),
    expected: everyoneOwn(200),
  },
  {
    method: 'PUT',
    path: '/api/reminders/settings',
    setup: () => ({ body: { mailReminders: false } }),
    expected: everyoneOwn(changed(200)),
  },
  {
    method: 'PUT',
    path: '/api/reminders/settings',
    label: 'another parent named',
    setup: (world) => ({ body: { mailReminders: false, parentId: world.parentC.id } }),
    expected: everyoneOwn(400),
  },
  {
    method: 'PUT',
    path: '/api/reminders/settings',
    label: 'not a boolean',
    setup: () => ({ body: { mailReminders: 'nein' } }),
    expected: everyoneOwn(400),
  },
];
