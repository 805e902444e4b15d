import type { FamilyCamp, FamilyChild } from '@domain/bookings/contracts';
import { offerMessages } from '@domain/messages/booking-screens';
import { FileText } from 'lucide-react';
import { Card } from '../../ui';
import { OfferAction } from '../bookings/offer-action';
import { CampSummary } from '../bookings/offer-facts';
import { RegistrationList } from '../bookings/registration-list';
import { ConfirmationLinks } from './confirmation-links';

/** A camp on the parent's page: the facts, the free places, the family's registrations and the action. */
export function CampCard({
  camp,
  familyChildren,
  onSignUp,
}: {
  camp: FamilyCamp;
  familyChildren: FamilyChild[];
  onSignUp: () => void;
}) {
  return (
    // Full height with the action at the bottom, so cards side by side line up.
    <Card className="flex h-full flex-col">
      <CampSummary camp={camp} />
      {camp.flyerUrl && (
        <a
          href={camp.flyerUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline"
        >
          <FileText aria-hidden="true" className="size-4" />
          {offerMessages.flyer}
        </a>
      )}
      <RegistrationList
        familyChildren={familyChildren}
        registrations={camp.registrations}
        waitlist={camp.waitlist}
        multiDay={camp.endDate !== null && camp.endDate !== camp.startDate}
      />
      <ConfirmationLinks
        campId={camp.id}
        registrations={camp.registrations}
        familyChildren={familyChildren}
      />
      <div className="mt-auto flex justify-end pt-4">
        <OfferAction
          open={camp.open}
          registered={camp.registrations.length > 0 || camp.waitlist.length > 0}
          seatsLeft={camp.seatsLeft}
          label={camp.name}
          onSignUp={onSignUp}
        />
      </div>
    </Card>
  );
}
