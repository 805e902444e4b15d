import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devMail } from '../../db/schema';

export interface DevMailEntry {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  messageId: string | null;
  createdAt: Date;
}

/** Newest first; `to` narrows to mails addressed to one recipient (e2e tests read their own sign-in code). */
export async function listDevMail(
  db: DbOrTx,
  params: { limit: number; to?: string },
): Promise<DevMailEntry[]> {
  return db
    .select({
      id: devMail.id,
      from: devMail.from,
      to: devMail.to,
      subject: devMail.subject,
      text: devMail.text,
      html: devMail.html,
      messageId: devMail.messageId,
      createdAt: devMail.createdAt,
    })
    .from(devMail)
    .where(params.to ? sql`${devMail.to} @> ${JSON.stringify([params.to])}::jsonb` : undefined)
    .orderBy(desc(devMail.createdAt))
    .limit(params.limit);
}
