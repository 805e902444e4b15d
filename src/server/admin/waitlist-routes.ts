import { Hono } from 'hono';
import type { AddParticipantResponse, AdminWaitlistResponse } from '../../domain/bookings/admin-participants';
import type { BookingResponse } from '../../domain/bookings/contracts';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import type { Actor } from '../features/bookings/actor';
import { listAdminWaitlist, promoteByHand, removeFromWaitlist } from '../features/bookings/manage-waitlist';
import type { WaitlistKind } from '../features/bookings/waitlist-queries';
import { parseIdParam } from '../http/id-param';
import { adminActor } from './admin-actor';

/** Books one child as the admin inside the promotion's transaction (the feature's own "+ Kind" booking). */
export type AdminBook = (tx: Tx, actor: Actor, offerId: string, childId: string) => Promise<BookingResponse>;

// The participants panel's waitlist (issue 16), the same for trainings and camps: mounted under each one's routes.
// `afterPromote` runs once a promotion committed (the trainings page's shared list forgets its seats).
export function waitlistAdminRoutes(
  ctx: AppContext,
  kind: WaitlistKind,
  book: AdminBook,
  afterPromote: () => void = () => {},
) {
  return new Hono()
    .get('/:offerId/waitlist', async (c) => {
      const offerId = parseIdParam(c.req.param('offerId'));
      const body: AdminWaitlistResponse = { waitlist: await listAdminWaitlist(ctx.db, { kind, offerId }) };
      return c.json(body);
    })
    .post('/:offerId/waitlist/:childId/promote', async (c) => {
      const offerId = parseIdParam(c.req.param('offerId'));
      const childId = parseIdParam(c.req.param('childId'));
      const actor = adminActor(c);
      const body: AddParticipantResponse = await promoteByHand(ctx, actor, { kind, offerId, childId }, (tx) =>
        book(tx, actor, offerId, childId),
      ).finally(afterPromote);
      return c.json(body, 201);
    })
    .delete('/:offerId/waitlist/:childId', async (c) => {
      const offerId = parseIdParam(c.req.param('offerId'));
      const childId = parseIdParam(c.req.param('childId'));
      await removeFromWaitlist(ctx, adminActor(c), { kind, offerId, childId });
      return c.body(null, 204);
    });
}
