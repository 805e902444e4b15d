import { and, eq } from 'drizzle-orm';
import type { MessageLogPage } from '../../../domain/message-log/message-log-api';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { notFound } from '../../errors';
import { isParentProfile } from '../push/queries';
import { listMessagesOf } from './queries';

/** The admin's view of one parent's messages: 404 for an unknown parent or an admin's profile. */
export async function listParentMessages(
  db: DbOrTx,
  params: { parentId: string; page: number; pageSize: number },
): Promise<MessageLogPage> {
  const [parent] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, params.parentId), isParentProfile));
  if (!parent) throw notFound();
  return listMessagesOf(db, { profileId: parent.id, page: params.page, pageSize: params.pageSize });
}
