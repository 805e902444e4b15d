import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { children } from '../../db/schema';
import type { Role } from '../../db/schema/values';
import { notFound } from '../../errors';
import { assertFamilyChildren } from '../family/scope';

/** Who books or cancels: a parent acts for their family's children, an admin (back office) for any child. */
export interface Actor {
  userId: string;
  role: Role;
}

/** 404 unless the actor may act for every child: another family's child looks exactly like an unknown one. */
export async function assertMayActFor(db: DbOrTx, actor: Actor, childIds: readonly string[]): Promise<void> {
  if (actor.role !== 'admin') return assertFamilyChildren(db, actor.userId, childIds);
  const unique = [...new Set(childIds)];
  const found = await db.select({ id: children.id }).from(children).where(inArray(children.id, unique));
  if (found.length !== unique.length) throw notFound();
}
