import { personName } from '../../src/domain/people/person-name';
import type { DbOrTx } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import type { Role } from '../../src/server/db/schema/values';
import { inserted } from './rows';
import { authId, emailFor, nextSeq, pickAdultFirstName, pickLastName, swissMobile } from './swiss';

export type Profile = typeof profiles.$inferSelect;

export interface ParentOptions extends Partial<typeof profiles.$inferInsert> {
  /** false: an account right after its first sign-in (no names, no mobile, terms not accepted). Default true. */
  complete?: boolean;
}

/** The row of a parent account, not yet inserted: what createParent inserts (bulk inserts of benchmarks too). */
export function parentValues(options: ParentOptions = {}): typeof profiles.$inferInsert {
  const { complete = true, ...overrides } = options;
  const n = nextSeq();
  const firstName = overrides.firstName ?? pickAdultFirstName(n);
  const lastName = overrides.lastName ?? pickLastName(n);
  const email = (overrides.email ?? emailFor(firstName, lastName)).toLowerCase();
  const profile = complete
    ? {
        firstName,
        lastName,
        mobile: swissMobile(),
        termsAcceptedAt: new Date(),
        name: personName({ firstName, lastName }),
      }
    : { firstName: null, lastName: null, mobile: null, termsAcceptedAt: null, name: '' };
  return {
    id: authId(),
    emailVerified: true,
    role: 'parent',
    signupSource: 'pwa_login',
    ...profile,
    ...overrides,
    email,
  };
}

/** A parent account (better-auth "user" row) with a completed profile unless `complete: false`. */
export async function createParent(db: DbOrTx, options: ParentOptions = {}): Promise<Profile> {
  return inserted(await db.insert(profiles).values(parentValues(options)).returning());
}

/**
 * An admin made by hand (as the demo seed does), pinned so that ADMIN_EMAILS does not take the role away
 * (src/server/auth/admin-role.ts); `pinnedAdmin: false` for an admin that only the list keeps.
 */
export function createAdmin(db: DbOrTx, options: ParentOptions = {}): Promise<Profile> {
  return createParent(db, {
    role: 'admin' satisfies Role,
    pinnedAdmin: true,
    signupSource: null,
    ...options,
  });
}
