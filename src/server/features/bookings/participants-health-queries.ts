import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ParticipantsHealthKind } from '../../../domain/bookings/participants-health';
import type { DbOrTx } from '../../db/client';
import { children } from '../../db/schema';
import { offerTables } from './offer-tables';

// The booked children of a training or camp with their encrypted health information, in the panel's order.

interface ParticipantHealthRow {
  childId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  healthInfoEncrypted: string | null;
}

export function selectParticipantsHealth(
  db: DbOrTx,
  { kind, offerId }: { kind: ParticipantsHealthKind; offerId: string },
): Promise<ParticipantHealthRow[]> {
  const t = offerTables[kind];
  const r = t.registrations;
  return db
    .select({
      childId: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
      healthInfoEncrypted: children.healthInfoEncrypted,
    })
    .from(r)
    .innerJoin(children, eq(children.id, r.childId))
    .where(and(eq(t.registrationOffer, offerId), isNull(r.cancelledAt)))
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id));
}
