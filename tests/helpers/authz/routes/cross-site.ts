import { createSession } from '../../../factories';
import type { Actor, AuthzRoute, Objects, Outcome } from '../types';

// Forged writes (issue 11): a page on another origin makes the browser send the cookie along; a form can only send
// text/plain, form-urlencoded or multipart. Every actor, signed in or not, is refused before any route runs, and
// nothing changes. tests/integration/same-origin-writes.test.ts covers every other unsafe route and the headers.

const EVIL = 'https://evil.example';

const everyone = (status: number): Record<Actor, Outcome> => ({
  anonymous: status,
  parentA: status,
  partnerB: status,
  parentC: status,
  admin: status,
});

const refused = (status: number, objects: Objects = 'none') => ({ [objects]: everyone(status) });

const child = {
  firstName: 'Forged',
  lastName: 'Child',
  dateOfBirth: '2014-06-01',
  jerseySize: 152,
  clubName: null,
  level: null,
  ahv: '7561234567897',
};

/** What a hidden form on another site posts: the JSON text, but as text/plain (no preflight, no CORS). */
const asFormText = (value: unknown) => ({ contentType: 'text/plain', text: JSON.stringify(value) });

export const crossSiteAuthzRoutes: AuthzRoute[] = [
  {
    method: 'POST',
    path: '/api/children',
    label: 'from another origin',
    setup: () => ({ body: child, origin: EVIL }),
    expected: refused(403),
  },
  {
    method: 'POST',
    path: '/api/children',
    label: 'text/plain form post',
    setup: () => ({ rawBody: asFormText(child) }),
    expected: refused(415),
  },
  {
    method: 'POST',
    path: '/api/children',
    label: 'text/plain form post from another origin',
    setup: () => ({ rawBody: asFormText(child), origin: EVIL }),
    expected: refused(403),
  },
  {
    method: 'DELETE',
    path: '/api/children/:childId',
    label: 'from another origin',
    setup: (world) => ({ params: { childId: world.childOfA.id }, origin: EVIL }),
    expected: refused(403, 'ofA'),
  },
  {
    method: 'POST',
    path: '/api/trainings/:sessionId/registrations',
    label: 'from another origin',
    setup: async (world) => ({
      params: { sessionId: (await createSession(world.t.ctx.db)).id },
      body: { childIds: [world.childOfA.id], acceptTerms: true },
      origin: EVIL,
    }),
    expected: refused(403, 'ofA'),
  },
  {
    method: 'POST',
    path: '/api/trainings/:sessionId/registrations',
    label: 'text/plain form post',
    setup: async (world) => ({
      params: { sessionId: (await createSession(world.t.ctx.db)).id },
      rawBody: asFormText({ childIds: [world.childOfA.id], acceptTerms: true }),
    }),
    expected: refused(415, 'ofA'),
  },
  {
    method: 'PATCH',
    path: '/api/profile',
    label: 'from another origin',
    setup: () => ({ body: { firstName: 'Forged', lastName: 'Name', mobile: '' }, origin: EVIL }),
    expected: refused(403),
  },
  {
    method: 'PATCH',
    path: '/api/profile',
    label: 'without Origin or Sec-Fetch-Site',
    setup: () => ({ body: { firstName: 'Forged', lastName: 'Name', mobile: '' }, origin: null }),
    expected: refused(403),
  },
  {
    method: 'PATCH',
    path: '/api/profile',
    label: 'form-urlencoded',
    setup: () => ({
      rawBody: { contentType: 'application/x-www-form-urlencoded', text: 'firstName=Forged&lastName=Name' },
    }),
    expected: refused(415),
  },
];
