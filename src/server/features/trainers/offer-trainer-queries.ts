import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { OfferKind } from '../../../domain/attendance/attendance-api';
import type { OfferTrainer } from '../../../domain/trainers/trainer-account';
import type { DbOrTx } from '../../db/client';
import { camps, campTrainers, sessions, sessionTrainers, trainers } from '../../db/schema';

// The trainers of a training (session_trainers) or a camp (camp_trainers): the same shape, one descriptor per kind.

const assignmentsOf = {
  training: {
    offerId: sessionTrainers.sessionId,
    trainerId: sessionTrainers.trainerId,
    lead: sessionTrainers.lead,
  },
  camp: { offerId: campTrainers.campId, trainerId: campTrainers.trainerId, lead: campTrainers.lead },
} as const;

export function selectOfferTrainers(db: DbOrTx, kind: OfferKind, offerId: string): Promise<OfferTrainer[]> {
  const a = assignmentsOf[kind];
  const table = kind === 'training' ? sessionTrainers : campTrainers;
  return db
    .select({
      trainerId: trainers.id,
      firstName: trainers.firstName,
      lastName: trainers.lastName,
      lead: a.lead,
    })
    .from(table)
    .innerJoin(trainers, eq(trainers.id, a.trainerId))
    .where(eq(a.offerId, offerId))
    .orderBy(asc(trainers.lastName), asc(trainers.firstName), asc(trainers.id));
}

/** The trainer's assignment to a live offer (its lead flag), or undefined: read on every trainer request. */
export async function selectAssignment(
  db: DbOrTx,
  kind: OfferKind,
  offerId: string,
  trainerId: string,
): Promise<{ lead: boolean } | undefined> {
  if (kind === 'training') {
    const [row] = await db
      .select({ lead: sessionTrainers.lead })
      .from(sessionTrainers)
      .innerJoin(sessions, eq(sessions.id, sessionTrainers.sessionId))
      .where(
        and(
          eq(sessionTrainers.sessionId, offerId),
          eq(sessionTrainers.trainerId, trainerId),
          isNull(sessions.deletedAt),
        ),
      );
    return row;
  }
  const [row] = await db
    .select({ lead: campTrainers.lead })
    .from(campTrainers)
    .innerJoin(camps, eq(camps.id, campTrainers.campId))
    .where(
      and(eq(campTrainers.campId, offerId), eq(campTrainers.trainerId, trainerId), isNull(camps.deletedAt)),
    );
  return row;
}

/**
 * The offer's trainers become exactly these. A trainer who stays keeps the row; the lead flags are cleared first, so
 * the one-lead index never sees two at once.
 */
export async function replaceOfferTrainers(
  db: DbOrTx,
  kind: OfferKind,
  offerId: string,
  list: readonly { trainerId: string; lead: boolean }[],
): Promise<void> {
  const ids = list.map((t) => t.trainerId);
  if (kind === 'training') {
    const keep = ids.length > 0 ? notInArray(sessionTrainers.trainerId, ids) : undefined;
    await db.delete(sessionTrainers).where(and(eq(sessionTrainers.sessionId, offerId), keep));
    await db.update(sessionTrainers).set({ lead: false }).where(eq(sessionTrainers.sessionId, offerId));
    if (list.length === 0) return;
    await db
      .insert(sessionTrainers)
      .values(list.map((t) => ({ sessionId: offerId, trainerId: t.trainerId, lead: t.lead })))
      .onConflictDoUpdate({
        target: [sessionTrainers.sessionId, sessionTrainers.trainerId],
        set: { lead: sql`excluded.lead` },
      });
    return;
  }
  const keep = ids.length > 0 ? notInArray(campTrainers.trainerId, ids) : undefined;
  await db.delete(campTrainers).where(and(eq(campTrainers.campId, offerId), keep));
  await db.update(campTrainers).set({ lead: false }).where(eq(campTrainers.campId, offerId));
  if (list.length === 0) return;
  await db
    .insert(campTrainers)
    .values(list.map((t) => ({ campId: offerId, trainerId: t.trainerId, lead: t.lead })))
    .onConflictDoUpdate({
      target: [campTrainers.campId, campTrainers.trainerId],
      set: { lead: sql`excluded.lead` },
    });
}
