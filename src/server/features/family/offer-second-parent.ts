import type { SecondParentResponse } from '../../../domain/children/children-api';
import { hitRateLimit, type RateLimit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { enqueueMail } from '../../integrations/mail';
import { displayName, requireProfile } from './family-profile';
import { lockFamilyLinks } from './link-lock';
import { offerMail } from './link-mails';
import { findAcceptedLink, findPendingOfferBy, insertOffer, partnerIdOf } from './queries';
import { readSecondParent } from './read-second-parent';

// "Verknüpfen" (decision 012): naming a second parent only offers a link. The answer never depends on the named
// address (an account or not, linked elsewhere or not, offered by others or not), so it reveals nothing about it;
// whether the link can be accepted is decided when its owner accepts.

/** Offers per parent and hour: enough to correct a typo, too few to probe addresses or send mail in bulk. */
export const OFFERS_PER_PARENT: RateLimit = { max: 5, windowMs: 60 * 60_000 };
/** Offer mails per named address and day, whoever offers: many new accounts cannot flood one mailbox. */
const OFFER_MAILS_PER_ADDRESS: RateLimit = { max: 3, windowMs: 24 * 60 * 60_000 };

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config' | 'clock'>;

/** Offers a link to `email` (normalised by secondParentEmailSchema) and mails its owner. */
export async function offerSecondParent(
  ctx: Ctx,
  userId: string,
  email: string,
): Promise<SecondParentResponse> {
  const now = ctx.clock.now();
  if (!(await hitRateLimit(ctx.db, `family-offer:parent:${userId}`, OFFERS_PER_PARENT, now))) {
    throw new AppError('RATE_LIMITED', 429);
  }
  return ctx.db.transaction(async (tx) => {
    await lockFamilyLinks(tx, 'exclusive');
    const me = await requireProfile(tx, userId);
    if (email === me.email) throw new AppError('PARTNER_OWN_EMAIL', 400);

    const accepted = await findAcceptedLink(tx, me.id);
    if (accepted) {
      // Naming one's own partner again changes nothing; anyone else needs the link ended first.
      const partner = await requireProfile(tx, partnerIdOf(accepted, me.id));
      if (partner.email !== email) throw new AppError('FAMILY_ALREADY_LINKED', 409);
      return readSecondParent(tx, me.id);
    }
    const pending = await findPendingOfferBy(tx, me.id);
    if (pending && pending.inviteeEmail !== email) throw new AppError('FAMILY_ALREADY_LINKED', 409);
    if (!pending) await insertOffer(tx, { inviterId: me.id, inviteeEmail: email, now });

    // Offering the same address again sends the mail again (the first may be lost), within the address's cap.
    if (await hitRateLimit(tx, `family-offer-mail:email:${email}`, OFFER_MAILS_PER_ADDRESS, now)) {
      const inviter = { name: displayName(me), email: me.email };
      await enqueueMail(ctx.jobs, offerMail(ctx.config, { to: email, inviter }), {
        tx,
        about: { userIds: [me.id] },
        family: true,
      });
    }
    return readSecondParent(tx, me.id);
  });
}
