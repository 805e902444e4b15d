import { sql } from 'drizzle-orm';
import type { RateLimit } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import type { LockoutRow } from './queries';

// A code request's writes in two statements instead of eight (decision 031): on this machine a round trip costs
// about as much CPU as the work inside it, and a rush of 1000 requests is made of round trips.

interface CodeRequestAdmission {
  /** The request was over a rate limit (per IP first, then per e-mail). */
  rateLimited: boolean;
  /** The claimed lockout row when a code may go out; undefined when the e-mail is locked or its cooldown runs. */
  claim: LockoutRow | undefined;
}

/**
 * One statement: counts the request against the IP's limit, then (only when within it) the e-mail's, then (only
 * when within both) claims the right to send a code, exactly as the separate hitRateLimit and claimCodeSend did:
 * each upsert is atomic on its unique key, and a request refused by one counts against none of the later ones.
 */
export async function admitCodeRequest(
  db: Db,
  params: {
    ipKey: string;
    emailKey: string;
    perIp: RateLimit;
    perEmail: RateLimit;
    email: string;
    now: Date;
    cooldownMs: number;
    guardedCooldownMs: number;
  },
): Promise<CodeRequestAdmission> {
  const { now, email } = params;
  const nowMs = now.getTime();
  const counted = (limit: RateLimit) => {
    const windowStart = nowMs - limit.windowMs;
    return sql`on conflict (key) do update set
      count = case when auth_rate_limits.last_request <= ${windowStart} then 1 else auth_rate_limits.count + 1 end,
      last_request = case when auth_rate_limits.last_request <= ${windowStart} then ${nowMs}::bigint
        else auth_rate_limits.last_request end
      returning count`;
  };
  const cooldownStart = new Date(nowMs - params.cooldownMs);
  const guardedCooldownStart = new Date(nowMs - params.guardedCooldownMs);
  const result = await db.execute<{
    ip_count: number;
    email_count: number | null;
    claim: LockoutJson | null;
  }>(sql`
    with ip as (
      insert into auth_rate_limits (id, key, count, last_request)
      values (gen_random_uuid()::text, ${params.ipKey}, 1, ${nowMs}::bigint)
      ${counted(params.perIp)}
    ), mail as (
      insert into auth_rate_limits (id, key, count, last_request)
      select gen_random_uuid()::text, ${params.emailKey}, 1, ${nowMs}::bigint
      where (select count from ip) <= ${params.perIp.max}
      ${counted(params.perEmail)}
    ), claimed as (
      insert into auth_lockouts (email, failed_attempts, last_code_sent_at, created_at, updated_at)
      select ${email}, 0, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
      where (select count from mail) <= ${params.perEmail.max}
      on conflict (email) do update set failed_attempts = 0, locked_until = null,
        last_code_sent_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
      where (auth_lockouts.last_code_sent_at is null or auth_lockouts.last_code_sent_at <= case
          when auth_lockouts.guarded_until > ${now}::timestamptz then ${guardedCooldownStart}::timestamptz
          else ${cooldownStart}::timestamptz end)
        and (auth_lockouts.locked_until is null or auth_lockouts.locked_until <= ${now}::timestamptz)
      returning *
    )
    select (select count from ip) as ip_count, (select count from mail) as email_count,
      (select row_to_json(claimed) from claimed) as claim`);
  const [row] = result.rows;
  const overIp = (row?.ip_count ?? 1) > params.perIp.max;
  const overEmail = !overIp && (row?.email_count ?? 1) > params.perEmail.max;
  return { rateLimited: overIp || overEmail, claim: row?.claim ? lockoutOf(row.claim) : undefined };
}

interface LockoutJson {
  email: string;
  failed_attempts: number;
  locked_until: string | null;
  last_code_sent_at: string | null;
  consecutive_failures: number;
  guarded_until: string | null;
  created_at: string;
  updated_at: string;
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

function lockoutOf(json: LockoutJson): LockoutRow {
  return {
    email: json.email,
    failedAttempts: json.failed_attempts,
    lockedUntil: instant(json.locked_until),
    lastCodeSentAt: instant(json.last_code_sent_at),
    consecutiveFailures: json.consecutive_failures,
    guardedUntil: instant(json.guarded_until),
    createdAt: new Date(json.created_at),
    updatedAt: new Date(json.updated_at),
  };
}

/**
 * One statement: the account of a first request (as better-auth's createUser with our user-create hook would make
 * it; an existing account is left alone), every older code of the e-mail removed, and the new code's hash stored
 * the way better-auth's email-OTP plugin stores it ("<hash>:<checks so far>"), so its verification reads it as its
 * own.
 */
export async function storeSignInCode(
  db: Db,
  params: {
    account: { id: string; email: string; role: 'admin' | 'parent'; createdAt: Date };
    code: { id: string; identifier: string; value: string; expiresAt: Date; createdAt: Date };
  },
): Promise<void> {
  const { account, code } = params;
  await db.execute(sql`
    with account as (
      insert into profiles (id, name, email, email_verified, role, signup_source, pinned_admin, created_at, updated_at)
      values (${account.id}, '', ${account.email}, false, ${account.role}, 'pwa_login', false,
        ${account.createdAt}::timestamptz, ${account.createdAt}::timestamptz)
      on conflict (email) do nothing
    ), older as (
      delete from auth_verifications where identifier = ${code.identifier}
    )
    insert into auth_verifications (id, identifier, value, expires_at, created_at, updated_at)
    values (${code.id}, ${code.identifier}, ${code.value}, ${code.expiresAt}::timestamptz,
      ${code.createdAt}::timestamptz, ${code.createdAt}::timestamptz)`);
}
