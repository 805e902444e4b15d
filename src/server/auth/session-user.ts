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
}

type UserRow = { [K in keyof SessionUser]?: unknown } & { id: string; email: string };

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function instant(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** From a profiles row or better-auth's user object (which carries our additional fields). */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'parent',
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    mobile: text(row.mobile),
    termsAcceptedAt: instant(row.termsAcceptedAt),
    secondParentEmail: text(row.secondParentEmail),
  };
}

/** The `GET /api/me` shape (src/domain/auth/me.ts). */
export function toMe(user: SessionUser): Me {
  return { ...user, termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null };
}
