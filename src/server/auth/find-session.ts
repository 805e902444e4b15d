import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, profiles, trainers } from '../db/schema';
import { batchedByTurn } from '../db/turn-batch';

// The one query a signed-in request costs for its session: the session by its token (unique index) joined to the
// account, as a named prepared statement, so PostgreSQL plans it once per connection and drizzle builds it once
// per process (building the SQL of a query costs more than running this one).

function prepareFindSession(db: Db) {
  return db
    .select({
      token: authSessions.token,
      session: {
        id: authSessions.id,
        expiresAt: authSessions.expiresAt,
        createdAt: authSessions.createdAt,
        lastSeenAt: authSessions.lastSeenAt,
        secondFactorAt: authSessions.secondFactorAt,
      },
      user: {
        id: profiles.id,
        email: profiles.email,
        role: profiles.role,
        pinnedAdmin: profiles.pinnedAdmin,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        mobile: profiles.mobile,
        termsAcceptedAt: profiles.termsAcceptedAt,
        secondParentEmail: profiles.secondParentEmail,
        // Whether an active trainer record names this account (issue 29), read with the session on every request,
        // so /api/me and the factor's guard cost no query of their own (through trainers_account_email_unique).
        trainer: sql<boolean>`exists (select 1 from ${trainers} where ${trainers.accountEmail} = ${profiles.email} and ${trainers.active})`,
      },
    })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(sql`${authSessions.token} = any(${sql.placeholder('tokens')}::text[])`)
    .prepare('anpfiff_find_sessions');
}

type FindSession = ReturnType<typeof prepareFindSession>;
type FoundRow = Awaited<ReturnType<FindSession['execute']>>[number];
export type StoredSession = Omit<FoundRow, 'token'>;

const loaders = new WeakMap<Db, (token: string) => Promise<StoredSession | undefined>>();

/**
 * The session with this token and its account, or undefined when there is none (signed out, revoked, unknown).
 * The sessions asked for in one turn of the event loop are read together in one statement, after every one of those
 * requests arrived: a sign-out committed before a request came is seen by it, as with a query of its own
 * (decision 031), while a rush of requests costs one round trip per turn instead of one each.
 */
export function findSession(db: Db, token: string): Promise<StoredSession | undefined> {
  let load = loaders.get(db);
  if (!load) {
    const statement = prepareFindSession(db);
    load = batchedByTurn(async (tokens: string[]) => {
      const rows = await statement.execute({ tokens });
      return new Map(rows.map(({ token: found, ...stored }) => [found, stored]));
    });
    loaders.set(db, load);
  }
  return load(token);
}
