import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authPasskeys, authRecoveryCodes, authSecondFactors, profiles } from '../../db/schema';
import { profileNameColumns } from '../family/family-profile';

// The back office's administrators: every admin account with its factor in one query (a handful of rows).

export function selectAdministrators(db: DbOrTx) {
  // Only the passkeys that are the admin's factor (decision 036): one from before a promotion is none.
  const passkeys = sql<number>`(select count(*)::int from ${authPasskeys}
    where ${authPasskeys.userId} = ${profiles.id} and ${authPasskeys.adminFactorAt} is not null)`;
  const codesLeft = sql<number>`(select count(*)::int from ${authRecoveryCodes}
    where ${authRecoveryCodes.userId} = ${profiles.id} and ${authRecoveryCodes.usedAt} is null)`;
  return db
    .select({
      id: profiles.id,
      ...profileNameColumns,
      enrolledAt: authSecondFactors.enrolledAt,
      totpConfirmedAt: authSecondFactors.totpConfirmedAt,
      passkeys,
      recoveryCodesLeft: codesLeft,
    })
    .from(profiles)
    .leftJoin(authSecondFactors, eq(authSecondFactors.userId, profiles.id))
    .where(eq(profiles.role, 'admin'))
    .orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(profiles.email));
}

export async function findAdministrator(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: profiles.id, ...profileNameColumns })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.role, 'admin')));
  return row;
}
