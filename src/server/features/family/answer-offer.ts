import type { PartnerOfferAnswer, SecondParentResponse } from '../../../domain/children/children-api';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { enqueueMail } from '../../integrations/mail';
import { displayName, requireProfile } from './family-profile';
import { grantLink } from './grant-link';
import { lockFamilyLinks } from './link-lock';
import { acceptedMail } from './link-mails';
import {
  type FamilyLink,
  type FamilyProfile,
  findAcceptedLink,
  findLinkById,
  findPendingOfferBy,
  markAnswered,
  markEnded,
} from './queries';
import { readSecondParent } from './read-second-parent';

// Annehmen / Ablehnen of an offer made to the caller's e-mail (decision 012). Under the exclusive link lock, so an
// accept racing the inviter's withdrawal, or two accepts of one parent, are decided one after the other.

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config' | 'clock'>;

/** The offer to `me` still waiting for an answer; someone else's offer is as unknown as a missing one. */
async function openOfferTo(tx: DbOrTx, me: FamilyProfile, offerId: string): Promise<FamilyLink> {
  const offer = await findLinkById(tx, offerId);
  if (!offer || offer.inviteeEmail !== me.email || offer.inviterId === me.id) throw notFound();
  if (offer.status !== 'pending') throw new AppError('PARTNER_OFFER_CLOSED', 409);
  return offer;
}

async function accept(ctx: Ctx, tx: DbOrTx, me: FamilyProfile, offer: FamilyLink, now: Date): Promise<void> {
  if (await findAcceptedLink(tx, me.id)) throw new AppError('FAMILY_ALREADY_LINKED', 409);
  const inviter = await requireProfile(tx, offer.inviterId);
  // Cannot happen while accepting withdraws one's own offer (below); kept so no parent is ever in two links.
  if (await findAcceptedLink(tx, inviter.id)) throw new AppError('PARTNER_OFFER_CLOSED', 409);
  // A parent is in one link at most: accepting withdraws the offer they made themselves.
  const own = await findPendingOfferBy(tx, me.id);
  if (own) await markEnded(tx, { id: own.id, now });
  await grantLink(tx, { link: offer, inviter, invitee: me, now });
  await enqueueMail(ctx.jobs, acceptedMail(ctx.config, { to: inviter.email, name: displayName(me) }), {
    tx,
    about: { userIds: [me.id] },
    family: true,
  });
}

export function answerOffer(
  ctx: Ctx,
  userId: string,
  offerId: string,
  answer: PartnerOfferAnswer,
): Promise<SecondParentResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockFamilyLinks(tx, 'exclusive');
    const me = await requireProfile(tx, userId);
    const offer = await openOfferTo(tx, me, offerId);
    if (answer === 'accept') await accept(ctx, tx, me, offer, now);
    else await markAnswered(tx, { id: offer.id, inviteeId: me.id, status: 'declined', now });
    return readSecondParent(tx, me.id);
  });
}
