import type {
  FamilyTraining,
  ScheduleTraining,
  TrainingsResponse,
  WaitlistPlace,
} from '../../../domain/bookings/contracts';
import { isTrainingOpen } from '../../../domain/bookings/training-open';
import type { AppContext } from '../../context';
import { groupRegistrations } from '../bookings/family-registrations';
import { selectFamilyTrainingRows } from './family-trainings-query';
import { sharedTrainings } from './shared-trainings';

/**
 * The trainings page: upcoming and past trainings, each with the state of every child of the family. The trainings
 * and their seats are shared by all families (from memory for up to a second, shared-trainings.ts); the family's
 * children, registrations and waitlist places are one prepared query on every request.
 */
export async function listFamilyTrainings(ctx: AppContext, userId: string): Promise<TrainingsResponse> {
  const now = ctx.clock.now();
  const { upcoming, past } = await sharedTrainings(ctx, now);
  const family = await selectFamilyTrainingRows(ctx.db, userId, sessionIdsOf(upcoming, past));
  const registrations = groupRegistrations(family.registrations, family.payments);
  // The queue changes with every booking, so it is the family's part, never the shared list's; a past training
  // shows none (its list closed before it started).
  const withState =
    (waitlist: Map<string, WaitlistPlace[]>) =>
    (session: ScheduleTraining): FamilyTraining => ({
      ...session,
      open: isTrainingOpen(session.startsAt, now),
      registrations: registrations.get(session.id) ?? [],
      waitlist: waitlist.get(session.id) ?? [],
    });
  return {
    children: family.children,
    upcoming: upcoming.map(withState(family.waitlist)),
    past: past.map(withState(new Map())),
  };
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
