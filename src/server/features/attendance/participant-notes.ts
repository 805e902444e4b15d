import { eq, inArray } from 'drizzle-orm';
import type { OfferKind } from '../../../domain/attendance/attendance-api';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { participantNotes } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { holdActiveRegistration, selectAttendanceOffer } from './attendance-queries';

// A trainer's note on a participant (issue 29): one per registration, kept with it (gone when it is), written by the
// trainers of the offer and shown to them beside the child.

const noteColumnOf = { training: participantNotes.rsvpId, camp: participantNotes.campRsvpId } as const;

/** The notes of these registrations, by registration id. */
export async function selectNotes(
  db: DbOrTx,
  kind: OfferKind,
  registrationIds: readonly string[],
): Promise<Map<string, string>> {
  if (registrationIds.length === 0) return new Map();
  const column = noteColumnOf[kind];
  const rows = await db
    .select({ registrationId: column, note: participantNotes.note })
    .from(participantNotes)
    .where(inArray(column, [...registrationIds]));
  return new Map(
    rows.flatMap((row) => (row.registrationId ? [[row.registrationId, row.note] as const] : [])),
  );
}

/** Sets the note of a registered child; an empty note removes it. Answers the note as stored. */
export function setParticipantNote(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  { kind, offerId, childId, note }: { kind: OfferKind; offerId: string; childId: string; note: string },
): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    if (!(await selectAttendanceOffer(tx, kind, offerId))) throw notFound();
    const registrationId = await holdActiveRegistration(tx, kind, offerId, childId);
    if (!registrationId) throw new AppError('ATTENDANCE_NOT_CONFIRMED', 409);
    const column = noteColumnOf[kind];
    if (note === '') {
      await tx.delete(participantNotes).where(eq(column, registrationId));
      return null;
    }
    const registration = kind === 'training' ? { rsvpId: registrationId } : { campRsvpId: registrationId };
    await tx
      .insert(participantNotes)
      .values({ offerKind: kind, ...registration, note, setBy: userId, setAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: column,
        set: { note, setBy: userId, setAt: ctx.clock.now() },
      });
    return note;
  });
}
