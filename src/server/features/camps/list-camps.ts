import type { CampsResponse, FamilyCamp, ScheduleCamp } from '../../../domain/bookings/contracts';
import { isCampUpcoming } from '../../../domain/time';
import type { AppContext } from '../../context';
import { familyChildren } from '../bookings/family-registrations';
import { familyWaitlistPlaces } from '../bookings/waitlist-queries';
import { selectCamps } from '../schedule/queries';
import { campRegistrations } from './queries';

/** The camps page: upcoming and past camps, each with the state of every child of the family. */
export async function listFamilyCamps(ctx: AppContext, userId: string): Promise<CampsResponse> {
  const now = ctx.clock.now();
  const kids = await familyChildren(ctx.db, userId);
  const upcoming = await selectCamps(ctx.db, { when: 'upcoming', now });
  const past = await selectCamps(ctx.db, { when: 'past', now });
  const registrations = await campRegistrations(
    ctx.db,
    [...upcoming, ...past].map((c) => c.id),
    kids.map((k) => k.id),
  );
  const waitlist = await familyWaitlistPlaces(
    ctx.db,
    'camp',
    upcoming.map((o) => o.id),
    kids.map((k) => k.id),
  );
  const withState = (camp: ScheduleCamp): FamilyCamp => ({
    ...camp,
    open: isCampUpcoming(camp, now),
    registrations: registrations.get(camp.id) ?? [],
    waitlist: waitlist.get(camp.id) ?? [],
  });
  return { children: kids, upcoming: upcoming.map(withState), past: past.map(withState) };
}
