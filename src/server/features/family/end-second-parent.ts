import type { SecondParentResponse } from '../../../domain/children/children-api';
import type { AppContext } from '../../context';
import { enqueueMail } from '../../integrations/mail';
import { displayName, requireProfile } from './family-profile';
import { revokeLink } from './grant-link';
import { lockFamilyLinks } from './link-lock';
import { endedMail } from './link-mails';
import { findAcceptedLink, findPendingOfferBy, markEnded, partnerIdOf } from './queries';
import { readSecondParent } from './read-second-parent';

// Entfernen / Trennen / Zurückziehen: either side ends an accepted link at any time, the inviter withdraws an offer
// nobody answered. Access ends with this transaction (the family scope reads the link on every request), and the
// other parent of an accepted link learns it by mail. A withdrawn offer just disappears from the invitee's notice.

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config' | 'clock'>;

export function endSecondParent(ctx: Ctx, userId: string): Promise<SecondParentResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockFamilyLinks(tx, 'exclusive');
    const me = await requireProfile(tx, userId);
    const accepted = await findAcceptedLink(tx, me.id);
    if (accepted) {
      const partner = await requireProfile(tx, partnerIdOf(accepted, me.id));
      await revokeLink(tx, { link: accepted, now });
      await enqueueMail(ctx.jobs, endedMail(ctx.config, { to: partner.email, name: displayName(me) }), {
        tx,
        about: { userIds: [me.id] },
        family: true,
      });
    } else {
      const offered = await findPendingOfferBy(tx, me.id);
      if (offered) await markEnded(tx, { id: offered.id, now });
    }
    return readSecondParent(tx, me.id);
  });
}
