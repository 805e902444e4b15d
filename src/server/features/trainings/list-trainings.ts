import type { FamilyTraining, ScheduleTraining, TrainingsResponse } from '../../../domain/bookings/contracts';
import { isTrainingOpen } from '../../../domain/bookings/training-open';
import type { AppContext } from '../../context';
import { groupRegistrations } from '../bookings/family-registrations';
import { selectFamilyTrainingRows } from './family-trainings-query';
import { type SharedTrainings, sharedTrainings } from './shared-trainings';
import { type FamilyPart, trainingsResponseJson } from './trainings-json';

/**
 * The trainings page: upcoming and past trainings, each with the state of every child of the family. The trainings
 * and their seats are shared by all families (from memory for up to a second, shared-trainings.ts); the family's
 * children, registrations and waitlist places are one prepared query on every request.
 */
export async function listFamilyTrainings(ctx: AppContext, userId: string): Promise<TrainingsResponse> {
  const { now, shared, family } = await readFamilyTrainings(ctx, userId);
  const withState =
    (waitlist: FamilyPart['waitlist']) =>
    (session: ScheduleTraining): FamilyTraining => ({
      ...session,
      open: isTrainingOpen(session.startsAt, now),
      registrations: family.registrations.get(session.id) ?? [],
      waitlist: waitlist.get(session.id) ?? [],
    });
  return {
    children: family.children,
    upcoming: shared.upcoming.map(withState(family.waitlist)),
    past: shared.past.map(withState(new Map())),
  };
}

/** The same page as JSON text, the shared list spliced in pre-serialised (what the route sends). */
export async function familyTrainingsJson(ctx: AppContext, userId: string): Promise<string> {
  const { now, shared, family } = await readFamilyTrainings(ctx, userId);
  return trainingsResponseJson(shared.serialised, family, now);
}

async function readFamilyTrainings(
  ctx: AppContext,
  userId: string,
): Promise<{ now: Date; shared: SharedTrainings; family: FamilyPart }> {
  const now = ctx.clock.now();
  const shared = await sharedTrainings(ctx, now);
  const rows = await selectFamilyTrainingRows(ctx.db, userId, shared.ids);
  return {
    now,
    shared,
    family: {
      children: rows.children,
      registrations: groupRegistrations(rows.registrations, rows.payments),
      // The queue changes with every booking, so it is the family's part, never the shared list's; a past training
      // shows none (its list closed before it started).
      waitlist: rows.waitlist,
    },
  };
}
