import { classifyAbsenceReport } from '../../../domain/bookings/absence-report';
import type { AbsenceReportResponse } from '../../../domain/bookings/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { type Actor, assertMayActFor } from '../bookings/actor';
import { trainingTables } from '../bookings/offer-tables';
import { cancelAndPromote } from '../bookings/promote-from-waitlist';
import { lockActiveRegistration, selectLiveOffer } from '../bookings/registration-queries';
import { recordOfferChange } from '../offer-alerts/record-offer-change';
import { recordAbsence } from './absence-queries';
import { cancelTrainingIn } from './cancel-training';
import { forgetSharedTrainings } from './shared-trainings';
import { trainingWaitlist } from './training-waitlist';

interface AbsenceReportInput {
  actor: Actor;
  sessionId: string;
  childId: string;
  reason: string | null;
}

/**
 * "Abwesend melden" (issue 29), decided once on the service's clock inside one transaction: before the cutoff the
 * ordinary cancellation (cancel-training.ts, its refund and mails, and a freed seat goes to the waitlist); from the
 * cutoff until the start the seat stays booked and paid and the registration records the absence, audited, once;
 * after the start it is refused.
 */
export function reportTrainingAbsence(
  ctx: AppContext,
  input: AbsenceReportInput,
): Promise<AbsenceReportResponse> {
  return cancelAndPromote(ctx, trainingWaitlist, input.sessionId, (tx) => reportIn(ctx, tx, input)).finally(
    () => forgetSharedTrainings(ctx.db),
  );
}

async function reportIn(ctx: AppContext, tx: Tx, input: AbsenceReportInput): Promise<AbsenceReportResponse> {
  const { actor, sessionId, childId } = input;
  const now = ctx.clock.now();
  await assertMayActFor(tx, actor, [childId]);
  const session = await selectLiveOffer(tx, trainingTables, sessionId);
  if (!session) throw notFound();
  const registration = await lockActiveRegistration(tx, trainingTables, sessionId, childId);
  const kind = classifyAbsenceReport({
    startsAt: session.startsAt,
    now,
    freeUntil: registration.freeCancellationUntil,
  });
  if (kind === 'STARTED') throw new AppError('ABSENCE_AFTER_START', 409);
  if (kind === 'CANCELLATION') {
    return {
      outcome: 'CANCELLED',
      cancellation: await cancelTrainingIn(ctx, tx, { actor, sessionId, childId }),
    };
  }
  const { absence, written } = await recordAbsence(tx, registration.id, {
    by: actor.userId,
    at: now,
    reason: input.reason,
  });
  if (written) {
    await recordOfferChange(tx, {
      kind: 'training',
      offerId: sessionId,
      childIds: [childId],
      change: 'ABSENCE_REPORTED',
      at: now,
    });
    // The reason may speak of the child's health: it stays on the registration, the log says only that one was given.
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'training.absence_report',
      subject: { type: 'training', id: sessionId },
      details: { childId, registrationId: registration.id, withReason: input.reason !== null },
      at: now,
    });
  }
  return { outcome: 'REPORTED', absence };
}
