import type { Me } from '@domain/auth/me';

/** GET /api/me of a trainer past the second factor (decision 050), for the trainer pages' tests. */
export const trainerMe: Me = {
  id: 't1',
  email: 'coach@example.ch',
  role: 'parent',
  firstName: 'Rahel',
  lastName: 'Frei',
  mobile: null,
  termsAcceptedAt: '2026-01-10T09:00:00.000Z',
  secondParentEmail: null,
  secondFactor: null,
  trainer: true,
};
