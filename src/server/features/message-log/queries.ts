import { desc, eq } from 'drizzle-orm';
import type { MessageLogEntry, MessageLogPage } from '../../../domain/message-log/message-log-api';
import type { DbOrTx } from '../../db/client';
import { messageLog } from '../../db/schema';

// One parent's messages, newest first, paged in SQL. Always filtered by the parent: another family's row is not found.

export async function listMessagesOf(
  db: DbOrTx,
  params: { profileId: string; page: number; pageSize: number },
): Promise<MessageLogPage> {
  const rows = await db
    .select({
      id: messageLog.id,
      channel: messageLog.channel,
      subject: messageLog.subject,
      state: messageLog.state,
      createdAt: messageLog.createdAt,
      stateAt: messageLog.stateAt,
    })
    .from(messageLog)
    .where(eq(messageLog.profileId, params.profileId))
    .orderBy(desc(messageLog.createdAt), desc(messageLog.id))
    .limit(params.pageSize + 1)
    .offset((params.page - 1) * params.pageSize);
  const items: MessageLogEntry[] = rows.slice(0, params.pageSize).map((row) => ({
    id: row.id,
    channel: row.channel,
    subject: row.subject,
    state: row.state,
    queuedAt: row.createdAt.toISOString(),
    stateAt: row.stateAt.toISOString(),
  }));
  return { items, page: params.page, pageSize: params.pageSize, hasMore: rows.length > params.pageSize };
}
