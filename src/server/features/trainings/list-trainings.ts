import type { FamilyTraining, ScheduleTraining, TrainingsResponse } from '../../../domain/bookings/contracts';
import { isTrainingOpen } from '../../../domain/bookings/training-open';
import type { AppContext } from '../../context';
import { groupRegistrations } from '../bookings/family-registrations';
import { familyWaitlistPlaces } from '../bookings/waitlist-queries';
import { selectFamilyTrainingRows } from './family-trainings-query';
import { sharedTrainings } from './shared-trainings';

/**
 * The trainings page: upcoming and past trainings, each with the state of every child of the family. The trainings
 * and their seats are shared by all families (from memory for up to a second, shared-trainings.ts); the family's
 * children and registrations are one prepared query on every request.
 */
export async function listFamilyTrainings(ctx: AppContext, userId: string): Promise<TrainingsResponse> {
  const now = ctx.clock.now();
  const { upcoming, past } = await sharedTrainings(ctx, now);
  const family = await selectFamilyTrainingRows(ctx.db, userId, sessionIdsOf(upcoming, past));
  const registrations = groupRegistrations(family.registrations, family.payments);
  // The places of the family's children waiting for an upcoming training (the queue changes with every booking, so
  // it is never part of the shared list).
  const waitlist = await familyWaitlistPlaces(
    ctx.db,
    'training',
    upcoming.map((o) => o.id),
    family.children.map((k) => k.id),
  );
  const withState = (session: ScheduleTraining): FamilyTraining => ({
    ...session,
    open: isTrainingOpen(session.startsAt, now),
    registrations: registrations.get(session.id) ?? [],
    waitlist: waitlist.get(session.id) ?? [],
  });
  return { children: family.children, upcoming: upcoming.map(withState), past: past.map(withState) };
}

const idsOfLists = new WeakMap<ScheduleTraining[], string[]>();

/** The ids of both lists, worked out once per shared list rather than once per request. */
function sessionIdsOf(upcoming: ScheduleTraining[], past: ScheduleTraining[]): string[] {
  let ids = idsOfLists.get(upcoming);
  if (!ids) {
    ids = [...upcoming, ...past].map((s) => s.id);
    idsOfLists.set(upcoming, ids);
  }
  return ids;
}
