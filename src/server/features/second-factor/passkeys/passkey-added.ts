import type { SessionUser } from '../../../auth/session-user';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { enqueueMail } from '../../../integrations/mail';
import { recordAudit } from '../../audit/record-audit';
import { adminAudited } from '../admin-audit';
import { passkeyAddedMail } from '../factor-mails';

/**
 * A passkey became a way into the account (added, or confirmed as an admin's factor): the owner is mailed, and for
 * an admin it is audited, both in the caller's transaction, so whoever holds the session cannot add one unseen.
 */
export async function tellPasskeyAdded(
  ctx: AppContext,
  tx: DbOrTx,
  p: { user: SessionUser; passkeyName: string; now: Date; confirmed: boolean },
): Promise<void> {
  const admin = p.user.role === 'admin';
  if (admin) {
    const audited = adminAudited(p.user);
    await recordAudit(tx, {
      actorId: p.user.id,
      action: 'admin.passkey_add',
      ...audited,
      details: { ...audited.details, passkey: p.passkeyName, ...(p.confirmed ? { confirmed: true } : {}) },
      at: p.now,
    });
  }
  const mail = passkeyAddedMail(ctx.config, {
    to: p.user.email,
    name: p.passkeyName,
    at: p.now,
    admin,
    confirmed: p.confirmed,
  });
  // A parent's passkey is listed in their message log (decision 051); an admin's profile has none.
  await enqueueMail(ctx.jobs, mail, { tx, family: true });
}
