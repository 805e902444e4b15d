import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { authSessions, profiles } from '../db/schema';

// What the session middleware writes: a session past its limits ends, an admin session's last request is recorded,
// an admin the configuration no longer backs becomes a parent.

export async function endSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

export async function recordLastSeen(db: DbOrTx, sessionId: string, at: Date): Promise<void> {
  await db.update(authSessions).set({ lastSeenAt: at }).where(eq(authSessions.id, sessionId));
}

/** The account becomes a parent and every session it holds (all signed in as admin) ends. */
export async function demoteAdmin(db: DbOrTx, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ role: 'parent' }).where(eq(profiles.id, userId));
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
  });
}
