import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MarkAuthor, OfferKind } from '../../../domain/attendance/attendance-api';
import { personName } from '../../../domain/people/person-name';
import type { DbOrTx } from '../../db/client';
import { attendance, profiles, trainers } from '../../db/schema';

// Who marked what (issue 29), for the back office's attendance sheet: the cell keeps who set it (set_by) and, for a
// mark made on a trainer's phone, its mark id and the moment it was made there (decision 050). A trainer is named
// as the trainer record names them (the account's profile may carry another spelling); an admin by the profile.

const columnsOf = {
  training: { offerId: attendance.sessionId, registrationId: attendance.rsvpId },
  camp: { offerId: attendance.campId, registrationId: attendance.campRsvpId },
} as const;

export interface MarkAuthorRow extends MarkAuthor {
  registrationId: string;
  day: string;
}

export async function selectMarkAuthors(
  db: DbOrTx,
  kind: OfferKind,
  offerIds: readonly string[],
): Promise<MarkAuthorRow[]> {
  if (offerIds.length === 0) return [];
  const c = columnsOf[kind];
  const rows = await db
    .select({
      registrationId: c.registrationId,
      day: attendance.day,
      byTrainer: isNotNull(attendance.markId).mapWith(Boolean),
      at: sql<Date>`coalesce(${attendance.markedAt}, ${attendance.setAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      profile: { firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email },
      trainer: { firstName: trainers.firstName, lastName: trainers.lastName },
    })
    .from(attendance)
    .leftJoin(profiles, eq(profiles.id, attendance.setBy))
    .leftJoin(trainers, eq(trainers.accountEmail, profiles.email))
    .where(inArray(c.offerId, [...offerIds]));
  return rows.flatMap(({ registrationId, day, byTrainer, at, profile, trainer }) => {
    if (!registrationId) return [];
    const name =
      byTrainer && trainer ? personName(trainer) : profile && (personName(profile) || profile.email);
    const role = byTrainer ? 'trainer' : 'admin';
    return [{ registrationId, day, role, name: name || null, at: at.toISOString() } as const];
  });
}
