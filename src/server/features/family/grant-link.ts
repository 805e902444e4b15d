import type { DbOrTx } from '../../db/client';
import { type FamilyLink, markAnswered, markEnded, partnerIdOf } from './queries';
import { setSecondParentEmail, shareChildrenOf, unshareBetween } from './sharing';

// The two moments a link changes what is shared (decision 012), each in the caller's transaction under
// lockFamilyLinks, so the state and the access it gives never disagree. The test factories link parents through
// grantLink too, so tests see links exactly as the product stores them.

interface Party {
  id: string;
  email: string;
}

/**
 * `invitee` accepts `link`: from now on both parents share the children either of them created (those created
 * later are shared by the children service), and with them bookings, payments and credit.
 */
export async function grantLink(
  tx: DbOrTx,
  { link, inviter, invitee, now }: { link: FamilyLink; inviter: Party; invitee: Party; now: Date },
): Promise<void> {
  await markAnswered(tx, { id: link.id, inviteeId: invitee.id, status: 'accepted', now });
  await shareChildrenOf(tx, { ownerId: inviter.id, withParentId: invitee.id });
  await shareChildrenOf(tx, { ownerId: invitee.id, withParentId: inviter.id });
  await setSecondParentEmail(tx, { profileId: inviter.id, email: invitee.email });
  await setSecondParentEmail(tx, { profileId: invitee.id, email: inviter.email });
}

/** Ends an accepted link: each parent keeps the children they created and their own packs, nothing else. */
export async function revokeLink(tx: DbOrTx, { link, now }: { link: FamilyLink; now: Date }): Promise<void> {
  const a = link.inviterId;
  const b = partnerIdOf(link, a);
  await markEnded(tx, { id: link.id, now });
  await unshareBetween(tx, { a, b });
  await setSecondParentEmail(tx, { profileId: a, email: null });
  await setSecondParentEmail(tx, { profileId: b, email: null });
}
