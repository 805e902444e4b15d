import { newsMessages as m } from '@domain/messages/news';
import type { NewsItem } from '@domain/news/news-api';
import { newsThumbnailUrl } from '@domain/news/news-image-url';
import { formatDate } from '@domain/time';
import { Check, ZoomIn } from 'lucide-react';
import { Badge, Button } from '../../ui';

interface NewsItemViewProps {
  item: NewsItem;
  marking: boolean;
  onMarkRead: () => void;
  onEnlarge: () => void;
}

/**
 * One news item: date, title, text, its image as a thumbnail that opens large, and "mark as read". The text is
 * plain text (React escapes it; line breaks kept by CSS): no markup typed into a news item reaches the page. An
 * image shows only from our own photo URLs, whatever an older row holds.
 */
export function NewsItemView({ item, marking, onMarkRead, onEnlarge }: NewsItemViewProps) {
  // The thumbnail is the photo's small variant; the dialog shows the item's own (large) image.
  const thumbnail = item.imageUrl ? newsThumbnailUrl(item.imageUrl) : null;
  return (
    <article
      aria-labelledby={`news-${item.id}`}
      className={item.isRead ? 'py-4 opacity-80' : 'py-4'}
      data-read={item.isRead}
    >
      <div className="flex items-start gap-3">
        {thumbnail && (
          <button
            type="button"
            onClick={onEnlarge}
            aria-label={m.enlargeImage(item.title)}
            className="relative shrink-0 overflow-hidden rounded-lg border border-stone-200"
          >
            <img src={thumbnail} alt="" loading="lazy" className="size-20 object-cover sm:size-24" />
            <ZoomIn
              aria-hidden="true"
              className="absolute right-1 bottom-1 size-5 rounded bg-white/85 p-0.5 text-stone-800"
            />
          </button>
        )}
        <div className="min-w-0 flex-1">
          <p className="text-sm text-stone-600">
            <time dateTime={item.createdAt}>{formatDate(new Date(item.createdAt))}</time>
          </p>
          <h3 id={`news-${item.id}`} className="text-base font-semibold text-stone-900">
            {item.title}
          </h3>
          <p className="mt-1 text-base whitespace-pre-line text-stone-800">{item.content}</p>
          <div className="mt-3">
            {item.isRead ? (
              <Badge tone="neutral">{m.read}</Badge>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                loading={marking}
                icon={<Check aria-hidden="true" className="size-4" />}
                onClick={onMarkRead}
              >
                {m.markRead}
              </Button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
