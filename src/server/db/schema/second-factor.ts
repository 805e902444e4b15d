import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { createdAt, instant, nonNegative, oneOf, timestamps } from './columns';

// The admin's second factor and passkeys (issue 18, decision 036). A TOTP secret is stored encrypted like an AHV
// number (AES-256-GCM, src/server/crypto), recovery codes only as HMACs: a database dump yields no factor.

/** One row per account that started or finished enrolling: its TOTP app and its guess counter. */
export const authSecondFactors = pgTable(
  'auth_second_factors',
  {
    userId: text()
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The TOTP secret (base32), encrypted; set at the start of enrolment, kept once confirmed by a code. */
    totpSecretEncrypted: text(),
    totpConfirmedAt: instant(),
    /** The last 30-second step a code was accepted for: that step and older ones are never accepted again. */
    totpLastStep: bigint({ mode: 'number' }),
    /** Checks (TOTP or recovery code) since the last success or lock; counted before each check runs. */
    failedAttempts: integer().notNull().default(0),
    /** Failures in a row across locks; only a success resets it. */
    consecutiveFailures: integer().notNull().default(0),
    lockedUntil: instant(),
    /** When the first factor was complete and the recovery codes handed out. */
    enrolledAt: instant(),
    ...timestamps(),
  },
  (t) => [
    nonNegative('auth_second_factors_failed_attempts_check', t.failedAttempts),
    nonNegative('auth_second_factors_consecutive_failures_check', t.consecutiveFailures),
  ],
);

/** A WebAuthn credential (passkey): an admin's second factor, or a parent's way to sign in without a mail. */
export const authPasskeys = pgTable(
  'auth_passkeys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** base64url, as the authenticator names it. */
    credentialId: text().notNull().unique('auth_passkeys_credential_id_unique'),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default(sql`'{}'::text[]`),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant(),
    /**
     * When this passkey became an admin's second factor (registered or confirmed by an admin past the factor, or as
     * the first enrolment); null for a parent's passkey, also after the account is promoted (decision 036).
     */
    adminFactorAt: instant(),
  },
  (t) => [
    index('auth_passkeys_user_id_idx').on(t.userId),
    nonNegative('auth_passkeys_counter_check', t.counter),
  ],
);

/** Ten one-time codes handed out at enrolment; stored as HMAC-SHA256 under AUTH_SECRET, spent once. */
export const authRecoveryCodes = pgTable(
  'auth_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('auth_recovery_codes_user_hash_unique').on(t.userId, t.codeHash),
    check('auth_recovery_codes_hash_check', sql`${t.codeHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

const WEBAUTHN_PURPOSES = ['register', 'second-factor', 'sign-in', 'confirm'] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/** A WebAuthn challenge handed out with its options: single use, a few minutes, for one account or (sign-in) none. */
export const authWebauthnChallenges = pgTable(
  'auth_webauthn_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => profiles.id, { onDelete: 'cascade' }),
    purpose: text({ enum: WEBAUTHN_PURPOSES }).notNull(),
    challenge: text().notNull(),
    expiresAt: instant().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('auth_webauthn_challenges_purpose_check', t.purpose, WEBAUTHN_PURPOSES),
    index('auth_webauthn_challenges_expires_at_idx').on(t.expiresAt),
  ],
);
