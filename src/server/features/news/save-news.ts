import type { AdminNewsResponse } from '../../../domain/news/admin-news-api';
import { newsImagePhotoId } from '../../../domain/news/admin-news-api';
import { type NewsFormValues, newsPushText } from '../../../domain/news/news-form';
import { DEFAULT_PUSH_TARGET } from '../../../domain/push/push-compose';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { containsAhvNumber } from '../../integrations/mail';
import { recordAudit } from '../audit/record-audit';
import { sendPush } from '../push';
import { insertNews, isNewsFolderPhoto, lockNews, type NewsValues, updateNews } from './admin-news-queries';
import { toAdminNewsItem } from './admin-news-view';

// An admin publishes or edits a news item (admin-back-office.md sections 2, 3 and 5). The item, its optional push
// to every parent (one history row and one job per device) and the audit row commit together: a push never
// announces a news item that rolled back, and a refused push (an AHV number in its text) stores no news either.
// The push goes out once per item: when it is published with "send push", or when an edit asks for it the first
// time.

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'clock'>;

async function checkedValues(tx: Tx, values: NewsFormValues): Promise<NewsValues> {
  // News are shown to every parent and may be mailed or pushed: an AHV number belongs in none of them.
  if ([values.title, values.content].some(containsAhvNumber)) throw new AppError('NEWS_CONTAINS_AHV', 400);
  if (values.imageUrl !== null) {
    const photoId = newsImagePhotoId(values.imageUrl);
    // Only the news folder is visible to every parent; another photo would be a broken image for them.
    if (!photoId || !(await isNewsFolderPhoto(tx, photoId))) throw new AppError('NEWS_IMAGE_INVALID', 400);
  }
  return {
    title: values.title,
    content: values.content,
    imageUrl: values.imageUrl,
    sendPush: values.sendPush,
    pushTitle: values.pushTitle,
    pushContent: values.pushContent,
  };
}

async function pushFor(ctx: Ctx, tx: Tx, adminId: string, values: NewsFormValues) {
  const sent = await sendPush(
    ctx,
    { all: true, payload: { ...newsPushText(values), url: DEFAULT_PUSH_TARGET }, createdBy: adminId },
    { tx },
  );
  return { historyId: sent.historyId, devices: sent.subscriptions };
}

export async function createNewsItem(
  ctx: Ctx,
  adminId: string,
  values: NewsFormValues,
): Promise<AdminNewsResponse> {
  return ctx.db.transaction(async (tx) => {
    const at = ctx.clock.now();
    const row = await insertNews(tx, { ...(await checkedValues(tx, values)), createdBy: adminId, at });
    const push = values.sendPush ? await pushFor(ctx, tx, adminId, values) : null;
    await recordAudit(tx, {
      actorId: adminId,
      action: 'news.create',
      subject: { type: 'news', id: row.id },
      details: { title: row.title, pushHistoryId: push?.historyId ?? null },
      at,
    });
    return { news: toAdminNewsItem(row), push };
  });
}

export async function updateNewsItem(
  ctx: Ctx,
  adminId: string,
  newsId: string,
  values: NewsFormValues,
): Promise<AdminNewsResponse> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockNews(tx, newsId);
    if (!before) throw notFound();
    const at = ctx.clock.now();
    const checked = await checkedValues(tx, values);
    const pushNow = values.sendPush && !before.sendPush;
    // A push that went out cannot be taken back: the item keeps saying so.
    const row = await updateNews(tx, newsId, {
      ...checked,
      sendPush: before.sendPush || values.sendPush,
      at,
    });
    const push = pushNow ? await pushFor(ctx, tx, adminId, values) : null;
    const changed = (['title', 'content', 'imageUrl', 'pushTitle', 'pushContent'] as const).filter(
      (key) => before[key] !== row[key],
    );
    await recordAudit(tx, {
      actorId: adminId,
      action: 'news.update',
      subject: { type: 'news', id: row.id },
      details: { title: row.title, changed, pushHistoryId: push?.historyId ?? null },
      at,
    });
    return { news: toAdminNewsItem(row), push };
  });
}
