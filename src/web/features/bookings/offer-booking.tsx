import { campRefund } from '@domain/bookings/camp-cancellation';
import { campCancellationText, trainingCancellationText } from '@domain/bookings/cancellation-texts';
import type {
  CampsResponse,
  FamilyCamp,
  FamilyChild,
  FamilyTraining,
  TrainingCancellationResponse,
  TrainingsResponse,
} from '@domain/bookings/contracts';
import { classifyTrainingCancellation } from '@domain/bookings/training-cancellation';
import { isInPromotionGrace } from '@domain/bookings/waitlist';
import { cancelDialogMessages } from '@domain/messages/booking-screens';
import { trainingCancellationMessages } from '@domain/messages/bookings';
import { formatDateTime } from '@domain/time';
import { useBookingFlow } from './booking-flow';
import { useCancelCamp, useCancelTraining } from './booking-queries';
import { trainingName } from './offer-facts';
import { childName } from './registration-list';

// The booking flow of each kind: what the dialogs name and what cancelling costs.

export { trainingName };

function registrationOf(offer: { registrations: FamilyTraining['registrations'] }, child: FamilyChild) {
  return offer.registrations.find((r) => r.childId === child.id);
}

/** Before confirming: the exact deadline (Zurich time) and what cancelling now costs, by the server's own rule. */
function TrainingCancelPreview({ session, child }: { session: FamilyTraining; child: FamilyChild }) {
  const registration = registrationOf(session, child);
  const payment = registration?.payment;
  const result = classifyTrainingCancellation({
    startsAt: session.startsAt,
    now: new Date(),
    paymentStatus: payment?.status,
    paymentMethod: payment?.method,
    paidCents: payment?.amountCents,
    listPriceCents: session.priceCents,
    freeUntil: registration?.freeCancellationUntil,
  });
  return (
    <>
      <span className="block">
        {cancelDialogMessages.training(childName(child), session.title, formatDateTime(session.startsAt))}
      </span>
      <span className="mt-2 block font-medium">
        {result.onTime
          ? trainingCancellationMessages.deadlineHint(result.deadline)
          : trainingCancellationMessages.deadlinePassed(result.deadline)}
      </span>
      <span className="mt-2 block">{trainingCancellationText(result)}</span>
    </>
  );
}

/** What a training cancellation did, as the notice after it says. */
export function trainingCancelledText(result: TrainingCancellationResponse): string {
  if (result.feeOwed) return cancelDialogMessages.trainingDoneLateUnpaid;
  if (result.refundCents > 0) return cancelDialogMessages.trainingDoneMoneyBack(result.refundCents);
  return cancelDialogMessages.trainingDone[result.outcome];
}

export function useTrainingBooking(data: TrainingsResponse | undefined) {
  const cancel = useCancelTraining();
  return useBookingFlow<FamilyTraining>({
    kind: 'trainings',
    offers: data ? [...data.upcoming, ...data.past] : [],
    familyChildren: data?.children ?? [],
    offerName: trainingName,
    cancelPreview: (session, child) => <TrainingCancelPreview session={session} child={child} />,
    cancel: async (session, child) =>
      trainingCancelledText(await cancel.mutateAsync({ offerId: session.id, childId: child.id })),
  });
}

export function useCampBooking(data: CampsResponse | undefined) {
  const cancel = useCancelCamp();
  return useBookingFlow<FamilyCamp>({
    kind: 'camps',
    offers: data ? [...data.upcoming, ...data.past] : [],
    familyChildren: data?.children ?? [],
    offerName: (camp) => camp.name,
    cancelPreview: (camp, child) => {
      const registration = registrationOf(camp, child);
      const payment = registration?.payment;
      const refund = campRefund({
        paymentStatus: payment?.status,
        paymentMethod: payment?.method,
        amountCents: payment?.amountCents ?? 0,
        freeOfCharge: isInPromotionGrace(registration?.freeCancellationUntil, new Date()),
      });
      return (
        <>
          <span className="block">{cancelDialogMessages.camp(childName(child), camp.name)}</span>
          <span className="mt-2 block font-medium">{campCancellationText(refund)}</span>
        </>
      );
    },
    cancel: async (camp, child) => {
      const result = await cancel.mutateAsync({ offerId: camp.id, childId: child.id });
      return cancelDialogMessages.campDone(campCancellationText(result));
    },
  });
}
