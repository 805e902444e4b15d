import type { DbOrTx } from '../../src/server/db/client';
import { waitlistEntries } from '../../src/server/db/schema';
import { inserted } from './rows';

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

/** A child waiting for a training (sessionId) or a camp (campId); the queue's order is createdAt. */
export async function createWaitlistEntry(
  db: DbOrTx,
  options: { childId: string } & ({ sessionId: string } | { campId: string }) &
    Partial<typeof waitlistEntries.$inferInsert>,
): Promise<WaitlistEntry> {
  return inserted(await db.insert(waitlistEntries).values(options).returning());
}
