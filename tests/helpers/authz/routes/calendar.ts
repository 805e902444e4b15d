import { createCalendarLink } from '../../../../src/server/features/calendar/calendar-link';
import { bookSession, createSession } from '../../../factories';
import { type AuthzRoute, changed } from '../types';
import type { AuthzWorld } from '../world';

// The calendar subscription (issue 16). The link routes are each signed-in user's own. The feed is authorised by
// the token in its address alone: whoever holds it gets that family's feed, with or without a session, and nothing
// of another family; an unknown token is 404 for everyone.

const own = (outcome: ReturnType<typeof changed> | number) => ({
  none: { anonymous: 401, parentA: outcome, partnerB: outcome, parentC: outcome, admin: outcome },
});

const anyone = (status: number) => ({
  anonymous: status,
  parentA: status,
  partnerB: status,
  parentC: status,
  admin: status,
});

async function linkForEveryone(world: AuthzWorld) {
  for (const user of [world.parentA, world.partnerB, world.parentC, world.admin]) {
    await createCalendarLink(world.t.ctx, user.id);
  }
  return {};
}

/** The feed token of the named family, with a booking of each family on a training of its own. */
async function feedOf(world: AuthzWorld, objects: 'ofA' | 'ofC' | 'none') {
  const db = world.t.ctx.db;
  const trainingOfA = await createSession(db, { title: 'Training der Familie A' });
  const trainingOfC = await createSession(db, { title: 'Training der Familie C' });
  await bookSession(db, { sessionId: trainingOfA.id, childId: world.childOfA.id });
  await bookSession(db, { sessionId: trainingOfC.id, childId: world.childOfC.id });
  const owner = objects === 'ofC' ? world.parentC : world.parentA;
  const { url } = await createCalendarLink(world.t.ctx, owner.id);
  const token = /\/feed\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
  const other = objects === 'ofC' ? trainingOfA.title : trainingOfC.title;
  const otherFamily = objects === 'ofC' ? world.childOfA : world.childOfC;
  return {
    token,
    neverShown: [
      other,
      otherFamily.id,
      world.parentA.email,
      world.partnerB.email,
      world.parentC.email,
      ...[world.childOfA.ahv, world.childOfC.ahv].filter((ahv): ahv is string => Boolean(ahv)),
    ],
  };
}

export const calendarAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/calendar/link',
    setup: linkForEveryone,
    expected: own(200),
  },
  {
    method: 'POST',
    path: '/api/calendar/link',
    setup: () => ({}),
    expected: own(changed(201)),
  },
  {
    method: 'DELETE',
    path: '/api/calendar/link',
    setup: linkForEveryone,
    expected: own(changed(204)),
  },
  {
    method: 'DELETE',
    path: '/api/calendar/link',
    label: 'no link',
    setup: () => ({}),
    expected: own(404),
  },
  {
    method: 'GET',
    path: '/api/calendar/feed/:token',
    setup: async (world, objects) => {
      const { token, neverShown } = await feedOf(world, objects);
      return { params: { token: `${token}.ics` }, neverShown };
    },
    expected: { ofA: anyone(200), ofC: anyone(200) },
  },
  {
    method: 'GET',
    path: '/api/calendar/feed/:token',
    label: 'replaced token',
    setup: async (world) => {
      const { token } = await feedOf(world, 'ofA');
      await createCalendarLink(world.t.ctx, world.parentA.id);
      return { params: { token: `${token}.ics` } };
    },
    expected: { none: anyone(404) },
  },
];
