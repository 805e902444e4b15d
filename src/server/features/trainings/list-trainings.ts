import type { FamilyTraining, ScheduleTraining, TrainingsResponse } from '../../../domain/bookings/contracts';
import { isTrainingOpen } from '../../../domain/bookings/training-open';
import type { AppContext } from '../../context';
import { familyChildren } from '../bookings/family-registrations';
import { familyWaitlistPlaces } from '../bookings/waitlist-queries';
import { selectTrainings } from '../schedule/queries';
import { trainingRegistrations } from './queries';

/** The trainings page: upcoming and past trainings, each with the state of every child of the family. */
export async function listFamilyTrainings(ctx: AppContext, userId: string): Promise<TrainingsResponse> {
  const now = ctx.clock.now();
  const kids = await familyChildren(ctx.db, userId);
  const upcoming = await selectTrainings(ctx.db, { when: 'upcoming', now });
  const past = await selectTrainings(ctx.db, { when: 'past', now });
  const registrations = await trainingRegistrations(
    ctx.db,
    [...upcoming, ...past].map((s) => s.id),
    kids.map((k) => k.id),
  );
  const waitlist = await familyWaitlistPlaces(
    ctx.db,
    'training',
    upcoming.map((o) => o.id),
    kids.map((k) => k.id),
  );
  const withState = (session: ScheduleTraining): FamilyTraining => ({
    ...session,
    open: isTrainingOpen(session.startsAt, now),
    registrations: registrations.get(session.id) ?? [],
    waitlist: waitlist.get(session.id) ?? [],
  });
  return { children: kids, upcoming: upcoming.map(withState), past: past.map(withState) };
}
