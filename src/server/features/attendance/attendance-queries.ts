import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AttendanceStatus, OfferKind } from '../../../domain/attendance/attendance-api';
import type { AttendanceOffer } from '../../../domain/attendance/attendance-days';
import type { DbOrTx, Tx } from '../../db/client';
import { attendance, camps, children, sessions } from '../../db/schema';
import { offerTables } from '../bookings/offer-tables';

// Attendance reads and writes, the same for trainings and camps: each kind's registration table (the offer
// engine's, offer-tables.ts) and the attendance columns that point at it. A confirmed participant is a child with an active registration (not cancelled, not
// waiting).

const attendanceColumnsOf = {
  training: { offerId: attendance.sessionId, registrationId: attendance.rsvpId },
  camp: { offerId: attendance.campId, registrationId: attendance.campRsvpId },
} as const;

export type NamedAttendanceOffer = AttendanceOffer & { id: string; name: string };

/** A live (not deleted) training or camp with what its days are made of. */
export async function selectAttendanceOffer(
  db: DbOrTx,
  kind: OfferKind,
  offerId: string,
): Promise<NamedAttendanceOffer | undefined> {
  if (kind === 'training') {
    const [row] = await db
      .select({ id: sessions.id, name: sessions.title, startsAt: sessions.startsAt })
      .from(sessions)
      .where(and(eq(sessions.id, offerId), isNull(sessions.deletedAt)));
    return row && { kind, ...row };
  }
  const [row] = await db
    .select({ id: camps.id, name: camps.name, startDate: camps.startDate, endDate: camps.endDate })
    .from(camps)
    .where(and(eq(camps.id, offerId), isNull(camps.deletedAt)));
  return row && { kind, ...row };
}

export interface ConfirmedParticipant {
  registrationId: string;
  childId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  hasAhv: boolean;
}

/** The offers' confirmed participants, each with its registration, in name order. */
export function selectConfirmedParticipants(
  db: DbOrTx,
  kind: OfferKind,
  offerIds: readonly string[],
): Promise<(ConfirmedParticipant & { offerId: string })[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  const t = offerTables[kind];
  const r = t.registrations;
  return db
    .select({
      offerId: t.registrationOffer,
      registrationId: r.id,
      childId: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
      hasAhv: isNotNull(children.ahvEncrypted).mapWith(Boolean),
    })
    .from(r)
    .innerJoin(children, eq(children.id, r.childId))
    .where(and(inArray(t.registrationOffer, [...offerIds]), isNull(r.cancelledAt)))
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id));
}

/** The stored AHV ciphertexts of the given children (for the J+S export alone). */
export async function selectAhvCiphertexts(
  db: DbOrTx,
  childIds: readonly string[],
): Promise<Map<string, string>> {
  if (childIds.length === 0) return new Map();
  const rows = await db
    .select({ id: children.id, ahvEncrypted: children.ahvEncrypted })
    .from(children)
    .where(and(inArray(children.id, [...childIds]), isNotNull(children.ahvEncrypted)));
  return new Map(rows.flatMap((row) => (row.ahvEncrypted ? [[row.id, row.ahvEncrypted] as const] : [])));
}

export interface MarkRow {
  registrationId: string;
  day: string;
  status: AttendanceStatus;
}

/** Every mark of the offers (active and cancelled registrations alike; callers keep those they list). */
export async function selectMarks(
  db: DbOrTx,
  kind: OfferKind,
  offerIds: readonly string[],
): Promise<MarkRow[]> {
  if (offerIds.length === 0) return [];
  const a = attendanceColumnsOf[kind];
  const rows = await db
    .select({ registrationId: a.registrationId, day: attendance.day, status: attendance.status })
    .from(attendance)
    .where(inArray(a.offerId, [...offerIds]));
  return rows.flatMap((row) => (row.registrationId ? [{ ...row, registrationId: row.registrationId }] : []));
}

/**
 * The child's active registration for the offer, held (FOR SHARE) until the caller's transaction ends: a
 * cancellation running at the same time waits, so no mark lands on a registration cancelled under it.
 */
export async function holdActiveRegistration(
  tx: Tx,
  kind: OfferKind,
  offerId: string,
  childId: string,
): Promise<string | undefined> {
  const t = offerTables[kind];
  const r = t.registrations;
  const [row] = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(t.registrationOffer, offerId), eq(r.childId, childId), isNull(r.cancelledAt)))
    .for('share');
  return row?.id;
}

export interface MarkWrite {
  kind: OfferKind;
  offerId: string;
  registrationId: string;
  day: string;
  status: AttendanceStatus;
  setBy: string;
  at: Date;
}

function markValues(w: MarkWrite) {
  return {
    offerKind: w.kind,
    ...(w.kind === 'training'
      ? { sessionId: w.offerId, rsvpId: w.registrationId }
      : { campId: w.offerId, campRsvpId: w.registrationId }),
    day: w.day,
    status: w.status,
    setBy: w.setBy,
    setAt: w.at,
  };
}

/** A stored cell takes the incoming mark whole: its status, who set it and when, and the device's mark id and moment. */
const incomingMark = {
  status: sql`excluded.status`,
  setBy: sql`excluded.set_by`,
  setAt: sql`excluded.set_at`,
  markId: sql`excluded.mark_id`,
  markedAt: sql`excluded.marked_at`,
};

/**
 * Sets cells, last write wins. A cell that already holds the status keeps who set it and when, so the same PUT
 * twice changes nothing; `onlyUnmarked` leaves every existing mark alone ("Alle anwesend").
 * Answers how many cells changed.
 */
export async function upsertMarks(
  tx: Tx,
  kind: OfferKind,
  writes: readonly MarkWrite[],
  { onlyUnmarked = false } = {},
): Promise<number> {
  if (writes.length === 0) return 0;
  const target = [attendanceColumnsOf[kind].registrationId, attendance.day];
  const insert = tx.insert(attendance).values(writes.map(markValues));
  const done = onlyUnmarked
    ? await insert.onConflictDoNothing({ target }).returning({ id: attendance.id })
    : await insert
        .onConflictDoUpdate({
          target,
          // An admin's mark is made now on the server: a trainer's offline mark made before it no longer wins.
          set: incomingMark,
          setWhere: ne(attendance.status, sql`excluded.status`),
        })
        .returning({ id: attendance.id });
  return done.length;
}

export async function deleteMark(
  tx: Tx,
  kind: OfferKind,
  registrationId: string,
  day: string,
): Promise<number> {
  const a = attendanceColumnsOf[kind];
  const gone = await tx
    .delete(attendance)
    .where(and(eq(a.registrationId, registrationId), eq(attendance.day, day)))
    .returning({ id: attendance.id });
  return gone.length;
}

export interface DeviceMarkWrite extends MarkWrite {
  markId: string;
  /** When the mark was made on the device (never after the server's now). */
  markedAt: Date;
}

/** The moment a stored cell was made: a trainer's on the device, an admin's on the server. */
const storedMoment = sql`coalesce(${attendance.markedAt}, ${attendance.setAt})`;

/**
 * Sets one cell from a trainer's device (decision 050): only when the mark was made after the one stored (ties go to
 * the greater mark id), so a mark synced twice, or an older one synced late, changes nothing and every device ends
 * in the same state. Answers whether the cell took it, and the cell's mark id afterwards.
 */
export async function upsertDeviceMark(
  tx: Tx,
  kind: OfferKind,
  w: DeviceMarkWrite,
): Promise<{ applied: boolean; storedMarkId: string | null }> {
  const target = [attendanceColumnsOf[kind].registrationId, attendance.day];
  const [done] = await tx
    .insert(attendance)
    .values({ ...markValues(w), markId: w.markId, markedAt: w.markedAt })
    .onConflictDoUpdate({
      target,
      set: incomingMark,
      setWhere: sql`${storedMoment} < excluded.marked_at
        or (${storedMoment} = excluded.marked_at and coalesce(${attendance.markId}::text, '') < excluded.mark_id::text)`,
    })
    .returning({ id: attendance.id });
  if (done) return { applied: true, storedMarkId: w.markId };
  const a = attendanceColumnsOf[kind];
  const [stored] = await tx
    .select({ markId: attendance.markId })
    .from(attendance)
    .where(and(eq(a.registrationId, w.registrationId), eq(attendance.day, w.day)));
  return { applied: false, storedMarkId: stored?.markId ?? null };
}
