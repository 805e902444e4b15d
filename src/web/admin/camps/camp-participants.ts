import type { CampCancellationResponse } from '@domain/bookings/contracts';
import type { AdminCamp } from '@domain/camps/admin-camps-api';
import { adminMessages } from '@domain/messages/admin';
import { adminCampsMessages } from '@domain/messages/admin-camps';
import { formatDateRange } from '@domain/time';
import { campTimes } from '../../lib/camp-times';
import type { ParticipantsOffer } from '../participants/participants-dialog';

/** A camp as its participants panel needs it: its kind and id, and the texts of camps. */
export function campParticipants(camp: AdminCamp): ParticipantsOffer<CampCancellationResponse> {
  return {
    kind: 'camp',
    id: camp.id,
    title: camp.name,
    description: [formatDateRange(camp.startDate, camp.endDate), campTimes(camp), camp.location]
      .filter(Boolean)
      .join(', '),
    alreadyRegisteredCode: 'ALREADY_REGISTERED_CAMP',
    alreadyRegistered: adminMessages.alreadyInCamp,
    notFound: adminMessages.campOrChildNotFound,
    confirmRemove: adminCampsMessages.confirmRemove,
    removed: (name, answer) => adminCampsMessages.removed(name, answer.refundCents, answer.feeCents),
    attendance: { kind: 'camp', jsExport: true },
  };
}
