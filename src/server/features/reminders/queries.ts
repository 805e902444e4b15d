import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ReminderKind } from '../../../domain/reminders/reminder-kinds';
import type { DbOrTx } from '../../db/client';
import { profiles, reminderDeliveries, reminderMailOptOuts } from '../../db/schema';
import { familyParentIdsOfChild } from '../family/scope';
import { isUnpaidSql } from '../payments/unpaid-sql';

export interface ReminderRecipient {
  id: string;
  email: string;
  firstName: string | null;
  /** Has at least one device subscribed to push. */
  hasPush: boolean;
  /** Switched reminder mails off in the profile. */
  mailOff: boolean;
}

/** The parents of the child's family (its parent and an accepted second parent), with how each is reached. */
export async function familyRecipients(db: DbOrTx, childId: string): Promise<ReminderRecipient[]> {
  return db
    .select({
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      // Qualified by hand: drizzle writes a bare "id" here, which the subquery would read as its own.
      hasPush: sql<boolean>`exists (select 1 from push_subscriptions ps where ps.user_id = profiles.id)`,
      mailOff: sql<boolean>`exists (select 1 from reminder_mail_opt_outs o where o.parent_id = profiles.id)`,
    })
    .from(profiles)
    .where(inArray(profiles.id, familyParentIdsOfChild(childId)))
    .orderBy(profiles.id);
}

/**
 * Records the reminders as sent; answers the subjects this call recorded. A subject another sweep recorded first
 * (committed, or still in its transaction: the insert waits for it) is left out, so it is sent by that sweep alone.
 */
export async function claimReminders(
  tx: DbOrTx,
  kind: ReminderKind,
  subjectIds: readonly string[],
  values: { sentAt: Date; mails: number; pushes: number },
): Promise<Set<string>> {
  const claimed = await tx
    .insert(reminderDeliveries)
    .values(subjectIds.map((subjectId) => ({ kind, subjectId, ...values })))
    .onConflictDoNothing()
    .returning({ subjectId: reminderDeliveries.subjectId });
  return new Set(claimed.map((row) => row.subjectId));
}

export async function setCountsOf(
  tx: DbOrTx,
  kind: ReminderKind,
  subjectIds: readonly string[],
  counts: { mails: number; pushes: number },
): Promise<void> {
  await tx
    .update(reminderDeliveries)
    .set(counts)
    .where(and(eq(reminderDeliveries.kind, kind), inArray(reminderDeliveries.subjectId, [...subjectIds])));
}

export async function mailRemindersOn(db: DbOrTx, parentId: string): Promise<boolean> {
  const [row] = await db
    .select({ parentId: reminderMailOptOuts.parentId })
    .from(reminderMailOptOuts)
    .where(eq(reminderMailOptOuts.parentId, parentId));
  return !row;
}

export async function setMailReminders(db: DbOrTx, parentId: string, on: boolean, now: Date): Promise<void> {
  if (on) await db.delete(reminderMailOptOuts).where(eq(reminderMailOptOuts.parentId, parentId));
  else await db.insert(reminderMailOptOuts).values({ parentId, createdAt: now }).onConflictDoNothing();
}

/**
 * Of the claimed subjects, those still worth the reminder as the claiming transaction sees them: the registration
 * still active, the payment still unpaid. A payment paid (or a registration cancelled) since the sweep read its
 * candidates keeps its record and gets no message.
 */
export async function stillCurrent(
  tx: DbOrTx,
  kind: ReminderKind,
  subjectIds: readonly string[],
): Promise<Set<string>> {
  const ids = sql.join(
    subjectIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const unpaidIn = (table: 'payments' | 'camp_payments') =>
    sql`select id from ${sql.raw(table)} where id in (${ids}) and ${isUnpaidSql('status')}`;
  const query = {
    TRAINING_START: sql`select id from rsvps where id in (${ids}) and cancelled_at is null`,
    CAMP_START: sql`select id from camp_rsvps where id in (${ids}) and cancelled_at is null`,
    TRAINING_PAYMENT_OPEN: unpaidIn('payments'),
    TRAINING_PAYMENT_LAST_CALL: unpaidIn('payments'),
    CAMP_PAYMENT_OPEN: unpaidIn('camp_payments'),
    CAMP_PAYMENT_LAST_CALL: unpaidIn('camp_payments'),
  } satisfies Record<ReminderKind, SQL>;
  const { rows } = await tx.execute<{ id: string }>(query[kind]);
  return new Set(rows.map((row) => row.id));
}
