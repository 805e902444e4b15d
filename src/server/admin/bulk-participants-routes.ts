import type { Hono } from 'hono';
import type {
  bulkCampParticipantEndpoints,
  bulkTrainingParticipantEndpoints,
} from '../../domain/bookings/bulk-participants';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import type { BulkParticipantsKind } from '../features/bookings/bulk-participants-kind';
import { moveParticipants } from '../features/bookings/move-participants';
import { listMoveTargets } from '../features/bookings/move-targets';
import type { SeatOffer } from '../features/bookings/offer-seats';
import { activeChildIds } from '../features/bookings/registration-queries';
import { removeParticipants } from '../features/bookings/remove-participants';
import { parentsOfChildren, runBulkMessage } from '../features/bulk/message-parents';
import { resolveSelection } from '../features/bulk/run-bulk-action';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';
import { adminActor } from './admin-actor';
import { csvAttachment } from './csv-attachment';

type BulkEndpoints = typeof bulkTrainingParticipantEndpoints | typeof bulkCampParticipantEndpoints;

/** The panel's CSV of the chosen children (`only`) or of all: the kind's participants export. */
type ExportParticipants = (
  db: DbOrTx,
  offerId: string,
  only?: readonly string[],
) => Promise<{ fileName: string; csv: string }>;

// The participants panel's bulk actions (issue 30 item 4, decision 056), the same for trainings and camps: served on
// each kind's router from its definitions (domain/bookings/bulk-participants.ts). The offer's id is the path's
// first parameter, named for the kind (sessionId, campId).
export function serveBulkParticipants<Offer extends SeatOffer>(
  routes: Hono,
  endpoints: BulkEndpoints,
  ctx: AppContext,
  kind: BulkParticipantsKind<Offer>,
  exportParticipants: ExportParticipants,
): void {
  const offerIdOf = (params: Record<string, string>) => parseIdParam(params.sessionId ?? params.campId ?? '');
  serve(routes, endpoints.moveTargets, async (_c, { params }) => ({
    targets: await listMoveTargets(ctx, kind, offerIdOf(params)),
  }));
  serve(routes, endpoints.move, (c, { params, body }) =>
    moveParticipants(ctx, adminActor(c), kind, { offerId: offerIdOf(params), ...body }),
  );
  serve(routes, endpoints.remove, (c, { params, body }) =>
    removeParticipants(ctx, adminActor(c), kind, { offerId: offerIdOf(params), ...body }),
  );
  serve(routes, endpoints.message, (c, { params, body }) => {
    const offerId = offerIdOf(params);
    const t = kind.waitlist.seats.tables;
    return runBulkMessage(
      ctx,
      adminActor(c).userId,
      body,
      async (tx) => {
        const active = await activeChildIds(tx, t, offerId);
        const registered = new Set(active);
        return resolveSelection<unknown, string, string>(
          body.selection,
          async (ids) => ids.filter((id) => registered.has(id)),
          async () => active,
        );
      },
      parentsOfChildren,
    );
  });
  serve(routes, endpoints.export, async (c, { params, body }) => {
    const offerId = offerIdOf(params);
    const { selection } = body;
    const only = 'ids' in selection ? selection.ids : undefined;
    return csvAttachment(c, await exportParticipants(ctx.db, offerId, only));
  });
}
