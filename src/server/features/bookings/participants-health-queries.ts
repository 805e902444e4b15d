import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ParticipantsHealthKind } from '../../../domain/bookings/participants-health';
import type { DbOrTx } from '../../db/client';
import { campRsvps, children, rsvps } from '../../db/schema';

// The booked children of a training or camp with their encrypted health information, in the panel's order.

export interface ParticipantHealthRow {
  childId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  healthInfoEncrypted: string | null;
}

const registrations = {
  training: { table: rsvps, offer: rsvps.sessionId, child: rsvps.childId, cancelledAt: rsvps.cancelledAt },
  camp: {
    table: campRsvps,
    offer: campRsvps.campId,
    child: campRsvps.childId,
    cancelledAt: campRsvps.cancelledAt,
  },
} as const;

export function selectParticipantsHealth(
  db: DbOrTx,
  { kind, offerId }: { kind: ParticipantsHealthKind; offerId: string },
): Promise<ParticipantHealthRow[]> {
  const r = registrations[kind];
  return db
    .select({
      childId: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
      healthInfoEncrypted: children.healthInfoEncrypted,
    })
    .from(r.table)
    .innerJoin(children, eq(children.id, r.child))
    .where(and(eq(r.offer, offerId), isNull(r.cancelledAt)))
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id));
}
