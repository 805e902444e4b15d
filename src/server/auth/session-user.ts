import type { Me } from '../../domain/auth/me';
import type { Role } from '../../domain/profile-completeness';

/** The signed-in user as every route sees it (`c.get('user')` after a require* middleware). */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
  termsAcceptedAt: Date | null;
  secondParentEmail: string | null;
  /**
   * This session passed the second factor (decision 036). An admin account acts as admin only with it: until then
   * every /api/admin route answers 403 SECOND_FACTOR_REQUIRED. Meaningless for parents.
   */
  secondFactorVerified: boolean;
  /**
   * An active trainer record names this account (issue 29), when read with the session (find-session.ts); absent
   * where the user came from elsewhere (a sign-in's answer), and then read where it is needed.
   */
  trainer?: boolean;
}

type UserRow = { [K in Exclude<keyof SessionUser, 'secondFactorVerified'>]?: unknown } & {
  id: string;
  email: string;
};

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function instant(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * From a profiles row or better-auth's user object (which carries our additional fields), and when the session
 * passed the second factor (auth_sessions.second_factor_at).
 */
export function toSessionUser(row: UserRow, secondFactorAt?: Date | string | null): SessionUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'parent',
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    mobile: text(row.mobile),
    termsAcceptedAt: instant(row.termsAcceptedAt),
    secondParentEmail: text(row.secondParentEmail),
    secondFactorVerified: Boolean(secondFactorAt),
    ...(typeof row.trainer === 'boolean' ? { trainer: row.trainer } : {}),
  };
}

/** An admin account whose session passed its second factor: only then does it act as admin anywhere. */
export function actsAsAdmin(user: Pick<SessionUser, 'role' | 'secondFactorVerified'>): boolean {
  return user.role === 'admin' && user.secondFactorVerified;
}

/** What the answer adds to the profile, read for this request (second-factor-status.ts accountStanding). */
export interface AccountStanding {
  /**
   * Where the web must send an admin or trainer whose session has not passed the factor: 'enrol' (nothing set up
   * yet) or 'verify'; null for everyone else.
   */
  secondFactor: Me['secondFactor'];
  /** An active trainer record names this account (issue 29). */
  trainer: boolean;
}

/** The `GET /api/me` shape (src/domain/auth/me.ts). */
export function toMe(
  user: SessionUser,
  standing: AccountStanding = { secondFactor: null, trainer: false },
): Me {
  const { secondFactorVerified: _verified, trainer: _trainer, ...rest } = user;
  return {
    ...rest,
    termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
    secondFactor: standing.secondFactor,
    trainer: standing.trainer,
  };
}
