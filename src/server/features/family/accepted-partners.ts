import { and, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { familyLinks, profiles } from '../../db/schema';
import type { FamilyProfile } from './queries';

// The back office shows each parent's second parent (decision 012): the partner of an accepted link, whichever
// side offered it. One query for a whole page of parents.

const inviter = alias(profiles, 'inviter');
const invitee = alias(profiles, 'invitee');

const columnsOf = (p: typeof inviter | typeof invitee) => ({
  id: p.id,
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
});

/** For each of `parentIds` in an accepted link: the profile on its other side. */
export async function acceptedPartnersOf(
  db: DbOrTx,
  parentIds: readonly string[],
): Promise<Map<string, FamilyProfile>> {
  const partners = new Map<string, FamilyProfile>();
  if (parentIds.length === 0) return partners;
  const ids = [...new Set(parentIds)];
  const rows = await db
    .select({ inviter: columnsOf(inviter), invitee: columnsOf(invitee) })
    .from(familyLinks)
    .innerJoin(inviter, eq(inviter.id, familyLinks.inviterId))
    .innerJoin(invitee, eq(invitee.id, familyLinks.inviteeId))
    .where(
      and(
        eq(familyLinks.status, 'accepted'),
        or(inArray(familyLinks.inviterId, ids), inArray(familyLinks.inviteeId, ids)),
      ),
    );
  for (const row of rows) {
    partners.set(row.inviter.id, row.invitee);
    partners.set(row.invitee.id, row.inviter);
  }
  return partners;
}

/** For each of `parentIds` with an offer of their own that nobody answered yet: the address it was made to. */
export async function pendingOffersBy(
  db: DbOrTx,
  parentIds: readonly string[],
): Promise<Map<string, string>> {
  if (parentIds.length === 0) return new Map();
  const rows = await db
    .select({ inviterId: familyLinks.inviterId, email: familyLinks.inviteeEmail })
    .from(familyLinks)
    .where(and(eq(familyLinks.status, 'pending'), inArray(familyLinks.inviterId, [...new Set(parentIds)])));
  return new Map(rows.map((r) => [r.inviterId, r.email]));
}
