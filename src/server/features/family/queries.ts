import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { familyLinks, profiles } from '../../db/schema';

// Reads and writes of family_links, the second-parent link with its state (decision 012), and the profiles on
// either side of it. What an accepted link shares is written by sharing.ts.

export type FamilyLink = typeof familyLinks.$inferSelect;

const profileColumns = {
  id: profiles.id,
  email: profiles.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

export type FamilyProfile = { id: string; email: string; firstName: string | null; lastName: string | null };

export async function findProfileById(db: DbOrTx, id: string): Promise<FamilyProfile | undefined> {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, id));
  return row;
}

/** The accepted link `userId` takes part in, on either side (at most one). */
export async function findAcceptedLink(db: DbOrTx, userId: string): Promise<FamilyLink | undefined> {
  const [row] = await db
    .select()
    .from(familyLinks)
    .where(
      and(
        eq(familyLinks.status, 'accepted'),
        or(eq(familyLinks.inviterId, userId), eq(familyLinks.inviteeId, userId)),
      ),
    );
  return row;
}

/** The offer `userId` made and nobody has answered yet (at most one). */
export async function findPendingOfferBy(db: DbOrTx, userId: string): Promise<FamilyLink | undefined> {
  const [row] = await db
    .select()
    .from(familyLinks)
    .where(and(eq(familyLinks.inviterId, userId), eq(familyLinks.status, 'pending')));
  return row;
}

export async function findLinkById(db: DbOrTx, id: string): Promise<FamilyLink | undefined> {
  const [row] = await db.select().from(familyLinks).where(eq(familyLinks.id, id));
  return row;
}

/** The offers made to `email` (by anyone but `exceptId`) still waiting for an answer, oldest first. */
export function findOffersTo(
  db: DbOrTx,
  { email, exceptId }: { email: string; exceptId: string },
): Promise<Array<{ id: string; createdAt: Date; inviter: FamilyProfile }>> {
  return db
    .select({ id: familyLinks.id, createdAt: familyLinks.createdAt, inviter: profileColumns })
    .from(familyLinks)
    .innerJoin(profiles, eq(profiles.id, familyLinks.inviterId))
    .where(
      and(
        eq(familyLinks.status, 'pending'),
        eq(familyLinks.inviteeEmail, email),
        ne(familyLinks.inviterId, exceptId),
      ),
    )
    .orderBy(asc(familyLinks.createdAt), asc(familyLinks.id));
}

export async function insertOffer(
  db: DbOrTx,
  { inviterId, inviteeEmail, now }: { inviterId: string; inviteeEmail: string; now: Date },
): Promise<FamilyLink> {
  const [row] = await db.insert(familyLinks).values({ inviterId, inviteeEmail, createdAt: now }).returning();
  if (!row) throw new Error('family link insert returned no row');
  return row;
}

export async function markAnswered(
  db: DbOrTx,
  {
    id,
    inviteeId,
    status,
    now,
  }: { id: string; inviteeId: string; status: 'accepted' | 'declined'; now: Date },
): Promise<void> {
  await db.update(familyLinks).set({ status, inviteeId, respondedAt: now }).where(eq(familyLinks.id, id));
}

export async function markEnded(db: DbOrTx, { id, now }: { id: string; now: Date }): Promise<void> {
  await db.update(familyLinks).set({ status: 'ended', endedAt: now }).where(eq(familyLinks.id, id));
}

/** The other side of an accepted link. */
export function partnerIdOf(link: FamilyLink, userId: string): string {
  const partnerId = link.inviterId === userId ? link.inviteeId : link.inviterId;
  if (!partnerId) throw new Error(`family link ${link.id} has no invitee`);
  return partnerId;
}
