import { and, eq, inArray } from 'drizzle-orm';
import { toDateOnly } from '../../src/domain/time';
import type { DbOrTx } from '../../src/server/db/client';
import { children, JERSEY_SIZES, parentChildren, profiles } from '../../src/server/db/schema';
import { grantLink } from '../../src/server/features/family/grant-link';
import { findAcceptedLink, insertOffer, partnerIdOf } from '../../src/server/features/family/queries';
import { shareChild } from '../../src/server/features/family/sharing';
import { type AhvOptions, ahvValues } from './ahv';
import { inserted } from './rows';
import { nextSeq, pickChildFirstName, pickClub, pickLastName, pickLevel } from './swiss';

export type Child = typeof children.$inferSelect;

export interface ChildOptions extends Partial<typeof children.$inferInsert>, AhvOptions {
  parentId: string;
}

/**
 * The row of a child, not yet inserted: about ten years old, by default with `parentLastName`. What createChild
 * inserts (bulk inserts of benchmarks too); `ahv` is the plain number, kept only for tests. By default the parents
 * have answered yes to both photo consents (the product's default is no, decision 038): a test or the demo seed
 * about a child without consent says so.
 */
export function childValues(
  options: ChildOptions,
  parentLastName?: string | null,
): { values: typeof children.$inferInsert; ahv: string | null } {
  const { cipher, ahv: givenAhv, ...overrides } = options;
  const n = nextSeq();
  const { ahv, columns } = ahvValues({ cipher, ahv: givenAhv });
  return {
    ahv,
    values: {
      firstName: pickChildFirstName(n),
      lastName: parentLastName ?? pickLastName(n),
      dateOfBirth: toDateOnly({ year: 2012 + (n % 5), month: (n % 12) + 1, day: (n % 27) + 1 }),
      clubName: n % 3 === 0 ? null : pickClub(n),
      level: pickLevel(n),
      jerseySize: JERSEY_SIZES[n % 4],
      photoConsentFamily: true,
      photoConsentNews: true,
      ...columns,
      ...overrides,
    },
  };
}

/**
 * A child of `parentId`, by default about ten years old with the parent's last name. When the parent is in an
 * accepted second-parent link, the new child is shared with the partner too, as the children service does.
 * Returns the row plus the plain AHV (`ahv`) so tests can check a reveal.
 */
export async function createChild(
  db: DbOrTx,
  options: ChildOptions,
): Promise<Child & { ahv: string | null }> {
  const [parent] = await db
    .select({ lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, options.parentId));
  const { values, ahv } = childValues(options, parent?.lastName);
  const child = inserted(await db.insert(children).values(values).returning());
  const link = await findAcceptedLink(db, child.parentId);
  if (link) await shareChild(db, { childId: child.id, withParentId: partnerIdOf(link, child.parentId) });
  return { ...child, ahv };
}

/**
 * Links `secondParentId` as second parent of `parentId` the way the product stores it: `parentId` offered the link
 * and `secondParentId` accepted it (an accepted family_links row, each side's children shared with the other,
 * second_parent_email on both). Answers the shares of the primary's children with the second parent.
 */
export async function linkSecondParent(
  db: DbOrTx,
  { parentId, secondParentId }: { parentId: string; secondParentId: string },
): Promise<(typeof parentChildren.$inferSelect)[]> {
  const parties = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.id, [parentId, secondParentId]));
  const inviter = parties.find((p) => p.id === parentId);
  const invitee = parties.find((p) => p.id === secondParentId);
  if (!inviter || !invitee) throw new Error(`linkSecondParent: no profile ${parentId} or ${secondParentId}`);
  const now = new Date();
  const link = await insertOffer(db, { inviterId: inviter.id, inviteeEmail: invitee.email, now });
  await grantLink(db, { link, inviter, invitee, now });
  return db
    .select()
    .from(parentChildren)
    .innerJoin(children, eq(children.id, parentChildren.childId))
    .where(and(eq(parentChildren.parentId, secondParentId), eq(children.parentId, parentId)))
    .then((rows) => rows.map((r) => r.parent_children));
}
