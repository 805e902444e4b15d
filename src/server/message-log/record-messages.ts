import { and, inArray, ne, sql } from 'drizzle-orm';
import type { MessageState } from '../../domain/message-log/message-log-api';
import type { DbOrTx } from '../db/client';
import { messageLog, profiles } from '../db/schema';
import type { JobAbout } from '../jobs/job-about';

// The message log's writers (decision 051): a row per parent beside each family mail or push job, in its
// transaction; the workers move the rows' states. Subjects only, never a body.

/** One row per recipient address that is a parent's (an admin is no family); answers the ids, for the job to carry. */
export async function logFamilyMail(
  tx: DbOrTx,
  mail: { to: readonly string[]; subject: string; about?: JobAbout | undefined },
): Promise<string[]> {
  const addresses = mail.to.map((address) => address.toLowerCase());
  const recipients = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.email, addresses), ne(profiles.role, 'admin')));
  if (recipients.length === 0) return [];
  const rows = await tx
    .insert(messageLog)
    .values(
      recipients.map(({ id }) => ({
        profileId: id,
        channel: 'mail' as const,
        subject: mail.subject,
        aboutUserIds: [...(mail.about?.userIds ?? [])],
        aboutChildIds: [...(mail.about?.childIds ?? [])],
      })),
    )
    .returning({ id: messageLog.id });
  return rows.map((row) => row.id);
}

/** One row per parent a push send reaches; answers each parent's row id. */
export async function logPushRecipients(
  tx: DbOrTx,
  push: { historyId: string; subject: string; userIds: readonly string[]; about?: JobAbout | undefined },
): Promise<Map<string, string>> {
  const userIds = [...new Set(push.userIds)];
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .insert(messageLog)
    .values(
      userIds.map((profileId) => ({
        profileId,
        channel: 'push' as const,
        subject: push.subject,
        pushHistoryId: push.historyId,
        aboutUserIds: [...(push.about?.userIds ?? [])],
        aboutChildIds: [...(push.about?.childIds ?? [])],
      })),
    )
    .returning({ id: messageLog.id, profileId: messageLog.profileId });
  return new Map(rows.map((row) => [row.profileId, row.id]));
}

/**
 * A sign-in or deletion code's mail, written once its attempt is over (decision 051: the code request keeps its
 * round trips). The subject only: the code is in no row.
 */
export async function logSignInMail(
  db: DbOrTx,
  mail: { email: string; subject: string; state: 'sent' | 'failed'; detail?: string | null },
): Promise<void> {
  await db.execute(sql`insert into ${messageLog} (profile_id, channel, subject, state, detail)
    select ${profiles.id}, 'mail', ${mail.subject}, ${mail.state}, ${mail.detail ?? null}
    from ${profiles} where ${profiles.email} = ${mail.email.toLowerCase()}`);
}

/**
 * Moves rows to `state`. `sent` wins over every failure (a retry or another device got through) but never undoes
 * `delivered`; a failure only replaces `queued`, so a bounce is not turned into a plain failure when the attempts
 * run out, nor a success into a failure by another device.
 */
export async function markMessages(
  db: DbOrTx,
  ids: readonly string[],
  state: Exclude<MessageState, 'queued'>,
  detail: string | null = null,
): Promise<void> {
  if (ids.length === 0) return;
  const from: MessageState[] =
    state === 'sent'
      ? ['queued', 'bounced', 'failed', 'expired']
      : state === 'delivered'
        ? ['queued', 'sent']
        : ['queued'];
  await db
    .update(messageLog)
    .set({ state, detail: state === 'sent' || state === 'delivered' ? null : detail, stateAt: sql`now()` })
    .where(and(inArray(messageLog.id, [...ids]), inArray(messageLog.state, from)));
}

/** The SMTP error's short form for the row: its code and status, never the server's text (it may quote the address). */
export function smtpDetail(err: unknown): { detail: string; permanent: boolean } {
  const { code, responseCode } = (err ?? {}) as { code?: string; responseCode?: number };
  const detail = [code ?? (err as Error | undefined)?.name ?? 'Error', responseCode]
    .filter(Boolean)
    .join(' ');
  return { detail, permanent: typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 };
}
