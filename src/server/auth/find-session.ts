import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, profiles } from '../db/schema';

// The one query a signed-in request costs for its session: the session by its token (unique index) joined to the
// account, as a named prepared statement, so PostgreSQL plans it once per connection and drizzle builds it once
// per process (building the SQL of a query costs more than running this one).

function prepareFindSession(db: Db) {
  return db
    .select({
      session: {
        id: authSessions.id,
        expiresAt: authSessions.expiresAt,
        createdAt: authSessions.createdAt,
        lastSeenAt: authSessions.lastSeenAt,
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
      },
    })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(eq(authSessions.token, sql.placeholder('token')))
    .prepare('anpfiff_find_session');
}

type FindSession = ReturnType<typeof prepareFindSession>;
export type StoredSession = Awaited<ReturnType<FindSession['execute']>>[number];

const prepared = new WeakMap<Db, FindSession>();

/** The session with this token and its account, or undefined when there is none (signed out, revoked, unknown). */
export async function findSession(db: Db, token: string): Promise<StoredSession | undefined> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareFindSession(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ token });
  return row;
}
