import type { DbOrTx } from '../../db/client';
import { lockFamilyLinks } from './link-lock';
import { findProfilesNaming, shareChildrenOf } from './queries';

/**
 * Completes a pending second-parent link when the named person signs in: every parent who named this e-mail
 * shares their children with the new account. Called at each sign-in; it is idempotent, so a repeat changes
 * nothing. Answers how many primary parents are linked with the user.
 */
export function linkPendingPartnerOnSignIn(db: DbOrTx, user: { id: string; email: string }): Promise<number> {
  const naming = { email: user.email.toLowerCase(), exceptId: user.id };
  return db.transaction(async (tx) => {
    // Most sign-ins have nothing pending: look first, lock only when there is something to link.
    if ((await findProfilesNaming(tx, naming)).length === 0) return 0;
    await lockFamilyLinks(tx, 'exclusive');
    const primaries = await findProfilesNaming(tx, naming);
    for (const primary of primaries) {
      await shareChildrenOf(tx, { ownerId: primary.id, withParentId: user.id });
    }
    return primaries.length;
  });
}
