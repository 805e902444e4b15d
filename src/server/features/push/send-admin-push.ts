import type { AdminPushSendResponse } from '../../../domain/push/admin-push-api';
import type { PushComposeValues } from '../../../domain/push/push-compose';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/record-audit';
import { findPushHistory } from './admin-push-queries';
import { toHistoryItem } from './list-admin-push';
import { sendPush } from './send-push';

/**
 * An admin sends a push to all parents or to the chosen ones (admin-back-office.md sections 4 and 5). The history
 * row, one delivery job per device and the audit row commit together; delivery and the per-device outcome follow
 * in the push worker, so the answer says how many devices the send waits for and the screen follows the counts.
 */
export async function sendAdminPush(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock'>,
  adminId: string,
  values: PushComposeValues,
): Promise<AdminPushSendResponse> {
  return ctx.db.transaction(async (tx) => {
    const audience = values.recipients === 'all' ? { all: true as const } : { userIds: values.userIds };
    const sent = await sendPush(
      ctx,
      {
        ...audience,
        payload: { title: values.title, body: values.body, url: values.targetUrl },
        createdBy: adminId,
      },
      { tx },
    );
    await recordAudit(tx, {
      actorId: adminId,
      action: 'push.send',
      subject: { type: 'push', id: sent.historyId },
      details: {
        title: values.title,
        recipientType: sent.recipientType,
        parents: values.recipients === 'all' ? null : values.userIds.length,
        devices: sent.subscriptions,
      },
      at: ctx.clock.now(),
    });
    const row = await findPushHistory(tx, sent.historyId);
    return { history: toHistoryItem(row!), devices: sent.subscriptions };
  });
}
