import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, nonNegative, oneOf, timestamps } from './columns';
import { ROLES } from './values';

// better-auth's four core models (user, session, account, verification) plus its database rate limit. The field
// names are better-auth's own so its drizzle adapter maps them one to one; ids are text because better-auth makes
// them. `profiles` is better-auth's "user" extended with the portal's profile fields.

export const profiles = pgTable(
  'profiles',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    ...timestamps(),
    firstName: text(),
    lastName: text(),
    mobile: text(),
    role: text({ enum: ROLES }).notNull().default('parent'),
    termsAcceptedAt: instant(),
    secondParentEmail: text(),
    /** How the account came to be, e.g. 'pwa_login' for an account created by the first code request. */
    signupSource: text(),
    /**
     * An admin role given by hand (the demo seed, later a back-office action) rather than by ADMIN_EMAILS: the list
     * does not take it away. Every other admin is one only while ADMIN_EMAILS names it (decision 013).
     */
    pinnedAdmin: boolean().notNull().default(false),
  },
  (t) => [
    oneOf('profiles_role_check', t.role, ROLES),
    // E-mail addresses are compared as stored; storing them lower-case makes "Anna@X.ch" and "anna@x.ch" one person.
    check('profiles_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'profiles_second_parent_email_lower_check',
      sql`${t.secondParentEmail} = lower(${t.secondParentEmail})`,
    ),
    index('profiles_second_parent_email_idx').on(t.secondParentEmail),
    // The back office's parents list (issue 12; admins are never listed): search by name or e-mail through
    // pg_trgm, ordered by name or newest first.
    index('profiles_search_trgm_idx').using(
      'gin',
      sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    index('profiles_parent_name_idx').on(t.lastName, t.firstName, t.id).where(sql`role <> 'admin'`),
    index('profiles_parent_created_at_idx').on(t.createdAt, t.id).where(sql`role <> 'admin'`),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text().primaryKey(),
    expiresAt: instant().notNull(),
    token: text().notNull().unique(),
    ...timestamps(),
    ipAddress: text(),
    userAgent: text(),
    /** The last request of an admin session (to the minute), for the 30-minute idle limit; null for parents. */
    lastSeenAt: instant(),
    /** When this session passed the admin's second factor (decision 036); null until then, and for parents. */
    secondFactorAt: instant(),
    userId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: instant(),
    refreshTokenExpiresAt: instant(),
    scope: text(),
    password: text(),
    ...timestamps(),
  },
  (t) => [index('auth_accounts_user_id_idx').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: instant().notNull(),
    ...timestamps(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's rate-limit counters (storage 'database'), shared by every app instance. */
export const authRateLimits = pgTable('auth_rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

/**
 * Our own sign-in lockout per e-mail: 5 failed codes lock it for 5 minutes; the resend cooldown starts here too.
 * 100 failures in a row (across codes, until a sign-in succeeds) guard it for 24 hours (decision 013).
 */
export const authLockouts = pgTable(
  'auth_lockouts',
  {
    email: text().primaryKey(),
    /** Failures against the current code (a new code starts at 0). */
    failedAttempts: integer().notNull().default(0),
    lockedUntil: instant(),
    lastCodeSentAt: instant(),
    /** Failures in a row across codes; only a successful sign-in resets it. */
    consecutiveFailures: integer().notNull().default(0),
    /** While in the future: each new code admits one check, and a new code goes out at most every 15 minutes. */
    guardedUntil: instant(),
    ...timestamps(),
  },
  (t) => [
    nonNegative('auth_lockouts_failed_attempts_check', t.failedAttempts),
    nonNegative('auth_lockouts_consecutive_failures_check', t.consecutiveFailures),
  ],
);
