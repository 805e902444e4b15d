import { zurichDateTimeToInstant, zurichToday } from '../../../../src/domain/time';
import {
  assignTrainer,
  bookCamp,
  bookSession,
  type Child,
  createAttendance,
  createCamp,
  createSession,
  createTrainer,
} from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// Attendance in the participants panel and the J+S export (issue 18): admins only, on any family's children. The
// export decrypts AHV numbers for the admin; no parent ever gets an answer holding one.

type Kind = 'trainings' | 'camps';

function childOf(world: AuthzWorld, objects: Objects): Child & { ahv: string | null } {
  return objects === 'ofC' ? world.childOfC : world.childOfA;
}

/** The child's AHV number in every form, and its ciphertext: never in an answer to a parent. */
function ahvTexts(child: Child & { ahv: string | null }): string[] {
  return [child.ahv, child.ahvEncrypted].filter((v): v is string => Boolean(v));
}

/**
 * An offer that began today, up to an hour ago (so today takes marks, also just after midnight in Zurich), the
 * family's child booked, optionally marked absent.
 */
async function startedOffer(
  world: AuthzWorld,
  objects: Objects,
  kind: Kind,
  marked = false,
): Promise<AuthzCall & { params: Record<string, string> }> {
  const db = world.t.ctx.db;
  const now = world.t.clock.now();
  const day = zurichToday(now);
  const child = childOf(world, objects);
  let offerId: string;
  if (kind === 'trainings') {
    const startsAt = Math.max(zurichDateTimeToInstant(day, '00:00').getTime(), now.getTime() - 3_600_000);
    const session = await createSession(db, { startsAt: new Date(startsAt) });
    const { rsvp } = await bookSession(db, { sessionId: session.id, childId: child.id });
    if (marked) await createAttendance(db, { sessionId: session.id, rsvpId: rsvp.id, day, status: 'absent' });
    offerId = session.id;
  } else {
    const camp = await createCamp(db, { startDate: day });
    const { campRsvp } = await bookCamp(db, { campId: camp.id, childId: child.id });
    if (marked) {
      await createAttendance(db, { campId: camp.id, campRsvpId: campRsvp.id, day, status: 'absent' });
    }
    offerId = camp.id;
  }
  // The panel names the child to the admin; only the AHV number must never appear outside the J+S file.
  return { params: { offerId, childId: child.id, day }, neverShown: ahvTexts(child) };
}

function attendanceRoutes(kind: Kind): AuthzRoute[] {
  return [
    {
      method: 'GET',
      path: `/api/admin/${kind}/:offerId/attendance`,
      setup: (world, objects) => startedOffer(world, objects, kind, true),
      expected: adminOnly(['ofA', 'ofC'], 200),
    },
    {
      method: 'PUT',
      path: `/api/admin/${kind}/:offerId/attendance/:childId/:day`,
      setup: async (world, objects) => ({
        ...(await startedOffer(world, objects, kind)),
        body: { status: 'absent' },
      }),
      expected: adminOnly(['ofA', 'ofC'], changed(200)),
    },
    {
      method: 'DELETE',
      path: `/api/admin/${kind}/:offerId/attendance/:childId/:day`,
      setup: (world, objects) => startedOffer(world, objects, kind, true),
      expected: adminOnly(['ofA', 'ofC'], changed(204)),
    },
    {
      method: 'POST',
      path: `/api/admin/${kind}/:offerId/attendance/:day/all-present`,
      setup: (world, objects) => startedOffer(world, objects, kind),
      expected: adminOnly(['ofA', 'ofC'], changed(200)),
    },
  ];
}

/**
 * The admin's answer holds the decrypted number by design (tests/integration/js-export.test.ts proves which and
 * that it is audited); a parent's 403 holds nothing.
 */
async function exportCall(world: AuthzWorld, objects: Objects, kind: Kind) {
  const { neverShown: _, ...call } = await startedOffer(world, objects, kind, true);
  return call;
}

export const adminAttendanceAuthzRoutes: AuthzRoute[] = [
  ...attendanceRoutes('trainings'),
  ...attendanceRoutes('camps'),
  {
    method: 'GET',
    path: '/api/admin/camps/:campId/js-export.csv',
    setup: async (world, objects) => {
      const call = await exportCall(world, objects, 'camps');
      return { ...call, params: { campId: call.params.offerId ?? '' } };
    },
    // The export writes its audit row: a change, for the admin only.
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'GET',
    path: '/api/admin/trainings/js-course',
    setup: async (world, objects) => {
      const call = await startedOffer(world, objects, 'trainings', true);
      const day = call.params.day ?? '';
      // The preview says whether an AHV number is stored, never which.
      return { ...call, query: { type: 'TIZ', from: day, to: day } };
    },
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/trainings/js-course.csv',
    setup: async (world, objects) => {
      const call = await exportCall(world, objects, 'trainings');
      const trainer = await createTrainer(world.t.ctx.db);
      await assignTrainer(world.t.ctx.db, { sessionId: call.params.offerId ?? '', trainerId: trainer.id });
      const day = call.params.day ?? '';
      return { ...call, query: { trainerId: trainer.id, from: day, to: day } };
    },
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
];
