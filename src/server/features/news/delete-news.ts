import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { deleteNews } from './admin-news-queries';

/** An admin deletes a news item (after confirming on the screen); the parents' read marks go with it. */
export async function deleteNewsItem(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  newsId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await deleteNews(tx, newsId);
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'news.delete',
      subject: { type: 'news', id: newsId },
      details: { title: row.title },
      at: ctx.clock.now(),
    });
  });
}
