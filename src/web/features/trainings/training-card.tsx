import type { FamilyChild, FamilyTraining } from '@domain/bookings/contracts';
import { isTrainingWaitlistOpen } from '@domain/bookings/waitlist';
import { Card } from '../../ui';
import { OfferAction } from '../bookings/offer-action';
import { trainingName } from '../bookings/offer-booking';
import { TrainingSummary } from '../bookings/offer-facts';
import { RegistrationList } from '../bookings/registration-list';

/** A training on the parent's page: the facts, the seat badge, the family's registrations and the action. */
export function TrainingCard({
  session,
  familyChildren,
  onSignUp,
  onReportAbsence,
}: {
  session: FamilyTraining;
  familyChildren: FamilyChild[];
  onSignUp: () => void;
  /** "Abwesend melden" for a booked child, offered until the training starts (issue 29). */
  onReportAbsence?: (child: FamilyChild) => void;
}) {
  return (
    // Full height with the action at the bottom, so cards side by side line up.
    <Card className="flex h-full flex-col">
      <TrainingSummary session={session} />
      <RegistrationList
        familyChildren={familyChildren}
        registrations={session.registrations}
        waitlist={session.waitlist}
        onReportAbsence={session.open ? onReportAbsence : undefined}
      />
      <div className="mt-auto flex justify-end pt-4">
        <OfferAction
          open={session.open}
          registered={session.registrations.length > 0 || session.waitlist.length > 0}
          seatsLeft={session.seatsLeft}
          waitlistOpen={isTrainingWaitlistOpen(session.startsAt, new Date())}
          label={trainingName(session)}
          onSignUp={onSignUp}
        />
      </div>
    </Card>
  );
}
