import { zurichDateTimeToInstant, zurichToday } from '../../../../src/domain/time';
import {
  assignCampTrainer,
  assignTrainer,
  bookCamp,
  bookSession,
  createCamp,
  createParent,
  createSession,
  createTrainer,
} from '../../../factories';
import {
  type Actor,
  type AuthzCall,
  type AuthzRoute,
  changed,
  type ExtraActor,
  type Objects,
  type Outcome,
} from '../types';
import { type AuthzWorld, withTrainerActors } from '../world';
import { adminOnly } from './admin-only';

// The trainer area (issue 29, decision 050): the offer's trainer past the second factor reaches it, on any family's
// children; another trainer gets 404, a trainer without the factor and everyone else 403 (401 signed out). No answer
// holds a parent's address or an AHV number. Then the back office's side: the trainer's account and assignments.

type Kind = 'trainings' | 'camps';

/** The trainer's offer begun today (up to an hour ago, so today takes marks), the family's child booked. */
async function trainersOffer(
  world: AuthzWorld,
  objects: Objects,
  kind: Kind,
): Promise<AuthzCall & { params: Record<string, string> }> {
  const { trainer } = await withTrainerActors(world);
  const db = world.t.ctx.db;
  const now = world.t.clock.now();
  const day = zurichToday(now);
  const child = objects === 'ofC' ? world.childOfC : world.childOfA;
  const parent = objects === 'ofC' ? world.parentC : world.parentA;
  let offerId: string;
  if (kind === 'trainings') {
    const startsAt = Math.max(zurichDateTimeToInstant(day, '00:00').getTime(), now.getTime() - 3_600_000);
    const session = await createSession(db, { startsAt: new Date(startsAt) });
    await bookSession(db, { sessionId: session.id, childId: child.id });
    await assignTrainer(db, { sessionId: session.id, trainerId: trainer.id });
    offerId = session.id;
  } else {
    const camp = await createCamp(db, { startDate: day });
    await bookCamp(db, { campId: camp.id, childId: child.id });
    await assignCampTrainer(db, { campId: camp.id, trainerId: trainer.id });
    offerId = camp.id;
  }
  return {
    params: { offerId, childId: child.id, day },
    secrets: [parent.email, ...(parent.mobile ? [parent.mobile] : [])],
    neverShown: [child.ahv, child.ahvEncrypted].filter((v): v is string => Boolean(v)),
  };
}

/** Only the offer's own trainer, past the factor. */
export function trainerOnly(outcome: Outcome): Record<Actor, Outcome> & Record<ExtraActor, Outcome> {
  return {
    anonymous: 401,
    parentA: 403,
    partnerB: 403,
    parentC: 403,
    admin: 403,
    trainer: outcome,
    otherTrainer: 404,
    trainerWithoutFactor: 403,
    adminWithoutFactor: 403,
  };
}

function offerRoutes(kind: Kind): AuthzRoute[] {
  const both = (outcome: Outcome) => ({ ofA: trainerOnly(outcome), ofC: trainerOnly(outcome) });
  return [
    {
      method: 'GET',
      path: `/api/trainer/${kind}/:offerId`,
      setup: (world, objects) => trainersOffer(world, objects, kind),
      expected: both(200),
    },
    {
      method: 'GET',
      path: `/api/trainer/${kind}/:offerId/health`,
      // Each reveal writes its audit row.
      setup: (world, objects) => trainersOffer(world, objects, kind),
      expected: both(changed(200)),
    },
    {
      method: 'POST',
      path: `/api/trainer/${kind}/:offerId/marks`,
      setup: async (world, objects) => {
        const call = await trainersOffer(world, objects, kind);
        const mark = {
          markId: crypto.randomUUID(),
          childId: call.params.childId,
          day: call.params.day,
          status: 'present',
          markedAt: world.t.clock.now().toISOString(),
        };
        return { ...call, body: { marks: [mark] } };
      },
      expected: both(changed(200)),
    },
    {
      method: 'PUT',
      path: `/api/trainer/${kind}/:offerId/notes/:childId`,
      setup: async (world, objects) => ({
        ...(await trainersOffer(world, objects, kind)),
        body: { note: 'Bringt eigenen Ball' },
      }),
      expected: both(changed(200)),
    },
  ];
}

/** A trainer with an account, for the back office's rows. */
async function linkedTrainer(world: AuthzWorld) {
  const account = await createParent(world.t.ctx.db);
  return createTrainer(world.t.ctx.db, { accountEmail: account.email });
}

function offerTrainerRoutes(kind: Kind): AuthzRoute[] {
  const offer = async (world: AuthzWorld) =>
    kind === 'trainings' ? createSession(world.t.ctx.db) : createCamp(world.t.ctx.db);
  return [
    {
      method: 'GET',
      path: `/api/admin/${kind}/:offerId/trainers`,
      setup: async (world) => ({ params: { offerId: (await offer(world)).id } }),
      expected: adminOnly(['none'], 200),
    },
    {
      method: 'PUT',
      path: `/api/admin/${kind}/:offerId/trainers`,
      setup: async (world) => ({
        params: { offerId: (await offer(world)).id },
        body: { trainers: [{ trainerId: (await createTrainer(world.t.ctx.db)).id, lead: true }] },
      }),
      expected: adminOnly(['none'], changed(200)),
    },
  ];
}

export const trainerAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/trainer/sessions',
    setup: async (world) => {
      await trainersOffer(world, 'ofA', 'trainings');
      return {};
    },
    // Another trainer lists their own (none): 200, as any trainer's list.
    expected: { none: { ...trainerOnly(200), otherTrainer: 200 } },
  },
  ...offerRoutes('trainings'),
  ...offerRoutes('camps'),
  {
    method: 'PUT',
    path: '/api/admin/trainers/:trainerId/account',
    setup: async (world) => ({
      params: { trainerId: (await createTrainer(world.t.ctx.db)).id },
      body: { email: `eingeladen-${crypto.randomUUID()}@example.ch`, invite: true },
    }),
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/trainers/:trainerId/account',
    setup: async (world) => ({ params: { trainerId: (await linkedTrainer(world)).id } }),
    expected: adminOnly(['none'], changed(200)),
  },
  ...offerTrainerRoutes('trainings'),
  ...offerTrainerRoutes('camps'),
];
