import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// Linking, unlinking and sharing a new child must not interleave: a child created while its parent is being
// unlinked would otherwise stay shared, and two parents naming one e-mail at once would both succeed. Links change
// rarely, so one transaction-scoped advisory lock suffices: exclusive for (un)linking, shared for creating a child.

const LINKS_LOCK = sql`hashtext('anpfiff.family-links')`;

export async function lockFamilyLinks(tx: DbOrTx, mode: 'exclusive' | 'shared'): Promise<void> {
  await tx.execute(
    mode === 'exclusive'
      ? sql`select pg_advisory_xact_lock(${LINKS_LOCK})`
      : sql`select pg_advisory_xact_lock_shared(${LINKS_LOCK})`,
  );
}
