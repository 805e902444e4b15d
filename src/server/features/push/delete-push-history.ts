import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { deletePushHistory, findPushHistory, hasPendingDelivery } from './admin-push-queries';

/**
 * An admin deletes a push from the history (after confirming on the screen), with its per-device outcomes. While
 * devices still wait for it the delete is refused (409): a delivery finishing afterwards could not record its
 * result, and would be retried against a history that no longer exists.
 */
export async function deletePushHistoryItem(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  historyId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findPushHistory(tx, historyId))) throw notFound();
    if (await hasPendingDelivery(tx, historyId)) throw new AppError('PUSH_DELIVERY_PENDING', 409);
    const row = await deletePushHistory(tx, historyId);
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'push.delete',
      subject: { type: 'push', id: historyId },
      details: { title: row.title, sentTo: row.sentTo, failed: row.failed },
      at: ctx.clock.now(),
    });
  });
}
