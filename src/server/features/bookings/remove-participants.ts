import type { BulkParticipantsSelection } from '../../../domain/bookings/bulk-participants';
import type { BulkActionResult } from '../../../domain/bulk/bulk-api';
import { bulkParticipantMessages as m } from '../../../domain/messages/admin-bulk-participants';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from './actor';
import type { BulkParticipantsKind, RemovalFigures } from './bulk-participants-kind';
import { type BulkRun, runBulk, selectedParticipants } from './bulk-participants-run';
import { lockOffer, type SeatOffer } from './offer-seats';
import { promoteFromWaitlist } from './promote-from-waitlist';

// Removing children from an offer in bulk (decision 056): each through the parents' own cancellation acting as admin
// (what "Abmelden" in the panel does for one child: the kind's refund rule, the parents' mails), all in one
// transaction, then the freed seats to the waitlist in the same one, and one audit row with the count.

interface RemoveRequest extends BulkRun {
  offerId: string;
  selection: BulkParticipantsSelection;
}

export function removeParticipants<Offer extends SeatOffer>(
  ctx: AppContext,
  actor: Actor,
  kind: BulkParticipantsKind<Offer>,
  request: RemoveRequest,
): Promise<BulkActionResult> {
  const { seats } = kind.waitlist;
  const t = seats.tables;
  const { offerId } = request;
  return runBulk(ctx, request, async (tx) => {
    // The offer's row first, as a move and a booking lock it, then each registration (cancellations lock them).
    if (!(await lockOffer(tx, seats, offerId))) throw notFound();
    const childIds = await selectedParticipants(tx, t, offerId, request.selection);
    const total: RemovalFigures = { refunds: 0, refundCents: 0, credits: 0, fees: 0 };
    for (const childId of childIds) {
      const cost = await kind.cancelIn(ctx, tx, actor, offerId, childId);
      for (const key of Object.keys(total) as (keyof RemovalFigures)[]) total[key] += cost[key];
    }
    await promoteFromWaitlist(ctx, tx, kind.waitlist, offerId);
    const figures = { count: childIds.length, ...total };
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `${t.kind}.participants_remove`,
      subject: { type: t.kind, id: offerId },
      details: { ...figures, childIds },
      at: ctx.clock.now(),
    });
    return { count: childIds.length, summary: (done) => m.removeSummary(done, figures) };
  }).finally(() => kind.afterwards?.(ctx));
}
