import type { SecondParentState } from '../../../domain/children/children-api';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { lockFamilyLinks } from './link-lock';
import {
  type FamilyProfile,
  findProfileByEmail,
  findProfileById,
  findProfilesNaming,
  setSecondParentEmail,
  shareChildrenOf,
  unshareBetween,
} from './queries';

// "Elternteil 2" (parent-portal.md section 4): the primary parent names a second parent by e-mail. With an
// account behind that e-mail the link is immediate, otherwise it waits for that person's first sign-in
// (link-on-sign-in.ts). Each parent takes part in at most one link, so "the family" is never a chain.

function displayName(p: FamilyProfile): string {
  const name = [p.firstName, p.lastName].filter((part) => part?.trim()).join(' ');
  return name || p.email;
}

async function me(db: DbOrTx, userId: string): Promise<FamilyProfile> {
  const profile = await findProfileById(db, userId);
  if (!profile) throw notFound();
  return profile;
}

async function stateOf(db: DbOrTx, profile: FamilyProfile): Promise<SecondParentState> {
  if (profile.secondParentEmail) {
    const partner = await findProfileByEmail(db, profile.secondParentEmail);
    return { role: 'primary', email: profile.secondParentEmail, status: partner ? 'linked' : 'pending' };
  }
  const [primary] = await findProfilesNaming(db, { email: profile.email, exceptId: profile.id });
  if (primary) return { role: 'secondary', primary: { name: displayName(primary), email: primary.email } };
  return { role: 'none' };
}

export async function getSecondParent(db: DbOrTx, userId: string): Promise<SecondParentState> {
  return stateOf(db, await me(db, userId));
}

/** Names `email` (already normalised by secondParentEmailSchema) as the caller's second parent. */
export function linkSecondParent(db: DbOrTx, userId: string, email: string): Promise<SecondParentState> {
  return db.transaction(async (tx) => {
    await lockFamilyLinks(tx, 'exclusive');
    const profile = await me(tx, userId);
    if (email === profile.email) throw new AppError('PARTNER_OWN_EMAIL', 400);
    const current = await stateOf(tx, profile);
    if (current.role === 'primary' && current.email === email) return current;
    if (current.role !== 'none') throw new AppError('FAMILY_ALREADY_LINKED', 409);

    const partner = await findProfileByEmail(tx, email);
    const namedByOthers = await findProfilesNaming(tx, { email, exceptId: profile.id });
    if (namedByOthers.length > 0 || partner?.secondParentEmail) {
      throw new AppError('PARTNER_UNAVAILABLE', 409);
    }
    await setSecondParentEmail(tx, { profileId: profile.id, email });
    if (partner) await shareChildrenOf(tx, { ownerId: profile.id, withParentId: partner.id });
    return { role: 'primary', email, status: partner ? 'linked' : 'pending' } as const;
  });
}

/**
 * Ends the caller's link, whichever side they are on (Entfernen for the primary, Trennen for the second parent).
 * Access ends with this transaction: the family scope reads parent_children on every request.
 */
export function unlinkSecondParent(db: DbOrTx, userId: string): Promise<SecondParentState> {
  return db.transaction(async (tx) => {
    await lockFamilyLinks(tx, 'exclusive');
    const profile = await me(tx, userId);
    if (profile.secondParentEmail) {
      const partner = await findProfileByEmail(tx, profile.secondParentEmail);
      await setSecondParentEmail(tx, { profileId: profile.id, email: null });
      if (partner) await unshareBetween(tx, { a: profile.id, b: partner.id });
    }
    for (const primary of await findProfilesNaming(tx, { email: profile.email, exceptId: profile.id })) {
      await setSecondParentEmail(tx, { profileId: primary.id, email: null });
      await unshareBetween(tx, { a: primary.id, b: profile.id });
    }
    return { role: 'none' } as const;
  });
}
