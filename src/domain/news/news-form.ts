import { z } from 'zod';
import { optionalText, requiredText, TEXT_MAX } from '../form-fields';
import { adminFormMessages as m } from '../messages/forms';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '../push/push-compose';
import { newsImagePhotoId } from './admin-news-api';

export const newsFormSchema = z.object({
  title: requiredText(m.newsRequired, 200),
  content: requiredText(m.newsRequired, TEXT_MAX),
  imageUrl: optionalText(2000).refine((v) => v === null || newsImagePhotoId(v) !== null, {
    error: m.newsImageInvalid,
  }),
  sendPush: z.boolean().default(false),
  pushTitle: optionalText(PUSH_TITLE_MAX),
  pushContent: optionalText(PUSH_BODY_MAX),
});
export type NewsFormValues = z.output<typeof newsFormSchema>;

/** The push sent with a news item: its own texts, or the news' title and content cut to the push limits. */
export function newsPushText(news: NewsFormValues): { title: string; body: string } {
  return {
    title: news.pushTitle ?? news.title.slice(0, PUSH_TITLE_MAX),
    body: news.pushContent ?? news.content.slice(0, PUSH_BODY_MAX),
  };
}
