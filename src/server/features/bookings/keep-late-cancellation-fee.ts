import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';

// Decision 029 (amending 007): a training registration cancelled 20 hours or less before the start owes its CHF 25
// whether or not it was paid yet. Its open (or failed) payment is not deleted but stays due, marked as a late
// cancellation for the parent's payments and the admin's list; paying it online or with credit works as before.

export async function keepLateCancellationFee(tx: Tx, paymentId: string, now: Date): Promise<void> {
  await tx.update(payments).set({ lateCancelledAt: now, updatedAt: now }).where(eq(payments.id, paymentId));
}
