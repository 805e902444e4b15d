import type { Hono } from 'hono';
import type {
  adminCampParticipantEndpoints,
  adminTrainingParticipantEndpoints,
} from '../../domain/bookings/admin-participant-endpoints';
import type { BookingResponse } from '../../domain/bookings/contracts';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import type { Actor } from '../features/bookings/actor';
import { listAdminWaitlist, promoteByHand, removeFromWaitlist } from '../features/bookings/manage-waitlist';
import type { WaitlistKind } from '../features/bookings/waitlist-queries';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';
import { adminActor } from './admin-actor';

/** Books one child as the admin inside the promotion's transaction (the feature's own "+ Kind" booking). */
export type AdminBook = (tx: Tx, actor: Actor, offerId: string, childId: string) => Promise<BookingResponse>;

type WaitlistEndpoints =
  | Pick<typeof adminTrainingParticipantEndpoints, 'waitlist' | 'promote' | 'unwait'>
  | Pick<typeof adminCampParticipantEndpoints, 'waitlist' | 'promote' | 'unwait'>;

// The participants panel's waitlist (issue 16), the same for trainings and camps: served on each one's router from
// its kind's definitions. `afterPromote` runs once a promotion committed (the trainings page's shared list forgets
// its seats).
export function serveWaitlist(
  routes: Hono,
  endpoints: WaitlistEndpoints,
  ctx: AppContext,
  kind: WaitlistKind,
  book: AdminBook,
  afterPromote: () => void = () => {},
): void {
  serve(routes, endpoints.waitlist, async (_c, { params }) => ({
    waitlist: await listAdminWaitlist(ctx.db, { kind, offerId: parseIdParam(params.offerId) }),
  }));
  serve(routes, endpoints.promote, (c, { params }) => {
    const offerId = parseIdParam(params.offerId);
    const childId = parseIdParam(params.childId);
    const actor = adminActor(c);
    return promoteByHand(ctx, actor, { kind, offerId, childId }, (tx) =>
      book(tx, actor, offerId, childId),
    ).finally(afterPromote);
  });
  serve(routes, endpoints.unwait, async (c, { params }) => {
    const offerId = parseIdParam(params.offerId);
    const childId = parseIdParam(params.childId);
    await removeFromWaitlist(ctx, adminActor(c), { kind, offerId, childId });
  });
}
