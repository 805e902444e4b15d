import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { children } from '../../db/schema';
import { inFamilyOf } from '../family/scope';

// Every query here is filtered by the asking parent's family, so another family's child is simply not found.

export type ChildRow = typeof children.$inferSelect;
export type ChildColumns = Omit<typeof children.$inferInsert, 'id' | 'parentId' | 'createdAt' | 'updatedAt'>;

export function listFamilyChildren(db: DbOrTx, { userId }: { userId: string }): Promise<ChildRow[]> {
  return db.select().from(children).where(inFamilyOf(userId)).orderBy(children.createdAt, children.id);
}

export async function insertChild(
  db: DbOrTx,
  { parentId, values }: { parentId: string; values: ChildColumns },
): Promise<ChildRow> {
  const [row] = await db
    .insert(children)
    .values({ ...values, parentId })
    .returning();
  return row!;
}

export async function updateFamilyChild(
  db: DbOrTx,
  { userId, childId, values }: { userId: string; childId: string; values: ChildColumns },
): Promise<ChildRow | undefined> {
  const [row] = await db
    .update(children)
    .set(values)
    .where(and(eq(children.id, childId), inFamilyOf(userId)))
    .returning();
  return row;
}

/** Answers whether a row was deleted; the database refuses (23503) while bookings or payments point at it. */
export async function deleteFamilyChild(
  db: DbOrTx,
  { userId, childId }: { userId: string; childId: string },
): Promise<boolean> {
  const rows = await db
    .delete(children)
    .where(and(eq(children.id, childId), inFamilyOf(userId)))
    .returning({ id: children.id });
  return rows.length > 0;
}

/**
 * The family's child as it stands before an edit, locked (no key update: bookings may go on) so two answers to its
 * consent are logged one after the other, each with the right old value.
 */
export async function lockFamilyChild(db: DbOrTx, { userId, childId }: { userId: string; childId: string }) {
  const [row] = await db
    .select({
      id: children.id,
      photoConsentFamily: children.photoConsentFamily,
      photoConsentNews: children.photoConsentNews,
    })
    .from(children)
    .where(and(eq(children.id, childId), inFamilyOf(userId)))
    .for('no key update');
  return row;
}

/** The family's child's encrypted health information; undefined when the child is not the family's. */
export async function selectFamilyChildHealth(
  db: DbOrTx,
  { userId, childId }: { userId: string; childId: string },
): Promise<{ healthInfoEncrypted: string | null } | undefined> {
  const [row] = await db
    .select({ healthInfoEncrypted: children.healthInfoEncrypted })
    .from(children)
    .where(and(eq(children.id, childId), inFamilyOf(userId)));
  return row;
}

/** The family's child's name and encrypted AHV number, for its reveal; undefined when the child is not the family's. */
export async function selectFamilyChildAhv(
  db: DbOrTx,
  { userId, childId }: { userId: string; childId: string },
) {
  const [row] = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      ahvEncrypted: children.ahvEncrypted,
    })
    .from(children)
    .where(and(eq(children.id, childId), inFamilyOf(userId)));
  return row;
}
