import { personName } from '../../../domain/people/person-name';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { notFound } from '../../errors';
import { type FamilyProfile, findProfileById } from './queries';

/** The columns displayName reads, for a select that names a profile. */
export const profileNameColumns = {
  email: profiles.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

/** How a parent is named to the other parent: first and last name, or the e-mail when there is none yet. */
export function displayName(p: Pick<FamilyProfile, 'email' | 'firstName' | 'lastName'>): string {
  return personName(p) || p.email;
}

export async function requireProfile(db: DbOrTx, id: string): Promise<FamilyProfile> {
  const profile = await findProfileById(db, id);
  if (!profile) throw notFound();
  return profile;
}
