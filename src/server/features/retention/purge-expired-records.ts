import { sql } from 'drizzle-orm';
import { SESSION_LIMITS } from '../../auth/session-limits';
import type { DbOrTx } from '../../db/client';
import { MAIL_QUEUE } from '../../integrations/mail/enqueue-mail';
import { PUSH_QUEUE } from '../push/push-job';

// What the nightly retention sweep removes, and after how long (decision 037). Each is a record that served its
// purpose: a code that can no longer be used, a session that can no longer be used, a mail or push that went out.

const DAY_MS = 24 * 60 * 60_000;

export const RETENTION = {
  /** Delivered or given-up mails and pushes: long enough to answer "did it go out?", short for their text. */
  finishedJobsDays: 3,
  /** Per-device push outcomes (the counts stay on the send itself). */
  pushResultsDays: 90,
  /** The message log's rows (decision 051): subjects and states, as long as the push outcomes. */
  messageLogDays: 90,
  /** An e-mail's lockout row without activity (no lock or guard running): the address it names goes with it. */
  idleLockoutDays: 30,
  /** Rate-limit windows are at most a day long. */
  rateLimitDays: 2,
} as const;

type PurgeCounts = Record<
  'codes' | 'sessions' | 'lockouts' | 'rateLimits' | 'finishedJobs' | 'pushResults' | 'messageLog',
  number
>;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export async function purgeExpiredRecords(db: DbOrTx, now: Date): Promise<PurgeCounts> {
  const count = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rowCount ?? 0;
  const finishedBefore = ago(now, RETENTION.finishedJobsDays * DAY_MS);
  const queues = sql`array[${MAIL_QUEUE}, ${PUSH_QUEUE}]::text[]`;
  return {
    // Sign-in and deletion codes and passkey challenges (decision 036) past their expiry (used ones go at once).
    codes:
      (await count(sql`delete from auth_verifications where expires_at < ${now}::timestamptz`)) +
      (await count(sql`delete from auth_webauthn_challenges where expires_at < ${now}::timestamptz`)),
    // Past better-auth's expiry, or past our absolute limit for the account's role (decision 013).
    sessions: await count(sql`delete from auth_sessions s using profiles p where p.id = s.user_id and (
      s.expires_at < ${now}::timestamptz
      or (p.role = 'admin' and s.created_at < ${ago(now, SESSION_LIMITS.admin.absoluteMs)}::timestamptz)
      or (p.role <> 'admin' and s.created_at < ${ago(now, SESSION_LIMITS.parent.absoluteMs)}::timestamptz))`),
    lockouts: await count(sql`delete from auth_lockouts
      where updated_at < ${ago(now, RETENTION.idleLockoutDays * DAY_MS)}::timestamptz
        and (locked_until is null or locked_until < ${now}::timestamptz)
        and (guarded_until is null or guarded_until < ${now}::timestamptz)`),
    rateLimits: await count(
      sql`delete from auth_rate_limits where last_request < ${now.getTime() - RETENTION.rateLimitDays * DAY_MS}`,
    ),
    finishedJobs:
      (await count(sql`delete from pgboss.job where name = any(${queues})
        and state in ('completed', 'failed', 'cancelled')
        and coalesce(completed_on, created_on) < ${finishedBefore}::timestamptz`)) +
      (await count(sql`delete from pgboss.archive where name = any(${queues})
        and coalesce(completed_on, created_on) < ${finishedBefore}::timestamptz`)),
    pushResults: await count(sql`delete from push_history_recipients
      where created_at < ${ago(now, RETENTION.pushResultsDays * DAY_MS)}::timestamptz`),
    messageLog: await count(sql`delete from message_log
      where created_at < ${ago(now, RETENTION.messageLogDays * DAY_MS)}::timestamptz`),
  };
}
