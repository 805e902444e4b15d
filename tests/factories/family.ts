import { and, eq } from 'drizzle-orm';
import { toDateOnly } from '../../src/domain/time';
import type { DbOrTx } from '../../src/server/db/client';
import { children, JERSEY_SIZES, parentChildren, profiles } from '../../src/server/db/schema';
import { type AhvOptions, ahvValues } from './ahv';
import { inserted } from './rows';
import { nextSeq, pickChildFirstName, pickClub, pickLastName, pickLevel } from './swiss';

export type Child = typeof children.$inferSelect;

export interface ChildOptions extends Partial<typeof children.$inferInsert>, AhvOptions {
  parentId: string;
}

/**
 * A child of `parentId`, by default about ten years old with the parent's last name. When the parent has a second
 * parent with an account (second_parent_email), the new child is shared with them too.
 * Returns the row plus the plain AHV (`ahv`) so tests can check a reveal.
 */
export async function createChild(
  db: DbOrTx,
  options: ChildOptions,
): Promise<Child & { ahv: string | null }> {
  const { cipher, ahv: givenAhv, ...overrides } = options;
  const n = nextSeq();
  const [parent] = await db
    .select({ lastName: profiles.lastName, secondParentEmail: profiles.secondParentEmail })
    .from(profiles)
    .where(eq(profiles.id, overrides.parentId));
  const { ahv, columns } = ahvValues({ cipher, ahv: givenAhv });
  const child = inserted(
    await db
      .insert(children)
      .values({
        firstName: pickChildFirstName(n),
        lastName: parent?.lastName ?? pickLastName(n),
        dateOfBirth: toDateOnly({ year: 2012 + (n % 5), month: (n % 12) + 1, day: (n % 27) + 1 }),
        clubName: n % 3 === 0 ? null : pickClub(n),
        level: pickLevel(n),
        jerseySize: JERSEY_SIZES[n % 4],
        ...columns,
        ...overrides,
      })
      .returning(),
  );
  const partnerEmail = parent?.secondParentEmail;
  const [partner] = partnerEmail
    ? await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, partnerEmail))
    : [];
  if (partner) await db.insert(parentChildren).values({ parentId: partner.id, childId: child.id });
  return { ...child, ahv };
}

/**
 * Links `secondParentId` as second parent of `parentId`: the primary's second_parent_email names them and every
 * child of the primary is shared (parent_children). Children created later are shared by createChild.
 */
export async function linkSecondParent(
  db: DbOrTx,
  { parentId, secondParentId }: { parentId: string; secondParentId: string },
): Promise<(typeof parentChildren.$inferSelect)[]> {
  const [second] = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, secondParentId));
  if (!second) throw new Error(`linkSecondParent: no profile ${secondParentId}`);
  await db.update(profiles).set({ secondParentEmail: second.email }).where(eq(profiles.id, parentId));
  const own = await db.select({ id: children.id }).from(children).where(eq(children.parentId, parentId));
  if (own.length === 0) return [];
  await db
    .insert(parentChildren)
    .values(own.map((c) => ({ parentId: secondParentId, childId: c.id })))
    .onConflictDoNothing();
  return db
    .select()
    .from(parentChildren)
    .innerJoin(children, eq(children.id, parentChildren.childId))
    .where(and(eq(parentChildren.parentId, secondParentId), eq(children.parentId, parentId)))
    .then((rows) => rows.map((r) => r.parent_children));
}
