import type { AddParticipantResponse } from '../../../domain/bookings/admin-participants';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../bookings/actor';
import { bookTrainingIn } from './book-training';
import { forgetSharedTrainings } from './shared-trainings';

/**
 * "+ Kind": the admin books a child through the parents' own booking (seat under the row lock, open payment, the
 * family's credit used at once when it has some, the parent's mail); a full training is refused like a parent's.
 */
export async function addTrainingParticipant(
  ctx: AppContext,
  actor: Actor,
  { sessionId, childId }: { sessionId: string; childId: string },
): Promise<AddParticipantResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const { registrations } = await bookTrainingIn(ctx, tx, { actor, sessionId, childIds: [childId] });
    const [registration] = registrations;
    if (!registration) throw new Error('booking returned no registration');
    const creditUsed = registration.payment.method === 'CREDIT';
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'training.participant_add',
      subject: { type: 'training', id: sessionId },
      details: { childId, paymentId: registration.payment.id, creditUsed },
      at: ctx.clock.now(),
    });
    return { payment: registration.payment, creditUsed };
  }).finally(() => forgetSharedTrainings(ctx.db));
}
