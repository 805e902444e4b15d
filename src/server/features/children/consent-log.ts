import { asc, eq } from 'drizzle-orm';
import type { ConsentChange } from '../../../domain/children/photo-consent';
import type { DbOrTx } from '../../db/client';
import { childConsentChanges } from '../../db/schema';

// The photo consent log (issue 18, decision 038): who answered what, when, old -> new, written in the transaction
// that stores the answer.

export async function logConsentChanges(
  db: DbOrTx,
  {
    childId,
    changedBy,
    changes,
    at,
  }: { childId: string; changedBy: string; changes: ConsentChange[]; at: Date },
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(childConsentChanges)
    .values(changes.map((c) => ({ childId, changedBy, ...c, changedAt: at })));
}

type ConsentLogRow = typeof childConsentChanges.$inferSelect;

/** The child's answers, oldest first (the family consent before the news consent of one answer). */
export function selectConsentLog(db: DbOrTx, childId: string): Promise<ConsentLogRow[]> {
  return db
    .select()
    .from(childConsentChanges)
    .where(eq(childConsentChanges.childId, childId))
    .orderBy(asc(childConsentChanges.changedAt), asc(childConsentChanges.kind), asc(childConsentChanges.id));
}
