import type { SecondParentResponse, SecondParentState } from '../../../domain/children/children-api';
import type { DbOrTx } from '../../db/client';
import { displayName, requireProfile } from './family-profile';
import {
  type FamilyProfile,
  findAcceptedLink,
  findOffersTo,
  findPendingOfferBy,
  partnerIdOf,
} from './queries';

// "Elternteil 2" as the parent sees it: their own side of a link (none, offered, linked as primary or secondary)
// and the offers others made to their e-mail. Every family route answers this after its change.

async function stateOf(db: DbOrTx, me: FamilyProfile): Promise<SecondParentState> {
  const accepted = await findAcceptedLink(db, me.id);
  if (accepted) {
    const partner = await requireProfile(db, partnerIdOf(accepted, me.id));
    return accepted.inviterId === me.id
      ? { role: 'primary', email: partner.email, status: 'linked' }
      : { role: 'secondary', primary: { name: displayName(partner), email: partner.email } };
  }
  const offered = await findPendingOfferBy(db, me.id);
  if (offered) return { role: 'primary', email: offered.inviteeEmail, status: 'pending' };
  return { role: 'none' };
}

export async function readSecondParent(db: DbOrTx, userId: string): Promise<SecondParentResponse> {
  const me = await requireProfile(db, userId);
  const offers = await findOffersTo(db, { email: me.email, exceptId: me.id });
  return {
    secondParent: await stateOf(db, me),
    offers: offers.map((offer) => ({
      id: offer.id,
      from: { name: displayName(offer.inviter), email: offer.inviter.email },
      createdAt: offer.createdAt.toISOString(),
    })),
  };
}
