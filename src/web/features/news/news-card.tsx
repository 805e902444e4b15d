import { newsMessages as m } from '@domain/messages/news';
import type { NewsItem } from '@domain/news/news-api';
import { lazy, Suspense, useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Badge, Card, Checkbox, Spinner } from '../../ui';
import { NewsItemView } from './news-item';
import { useMarkNewsRead, useNews } from './news-queries';

// The image dialog (and the Radix dialog machinery) loads when an image is first enlarged (decision 028).
const NewsImageDialog = lazy(() =>
  import('./news-image-dialog').then((mod) => ({ default: mod.NewsImageDialog })),
);

// Dashboard "Neuigkeiten" (parent-portal.md section 2): unread news first, a toggle to also show read ones, mark as
// read per item, and the image enlarged in a dialog. The unread count sits beside the title.
export function NewsCard() {
  const news = useNews();
  const markRead = useMarkNewsRead();
  const [showRead, setShowRead] = useState(false);
  const [enlarged, setEnlarged] = useState<NewsItem | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  if (enlarged && !dialogWanted) setDialogWanted(true);
  const [failure, setFailure] = useState<string | null>(null);

  const all = news.data?.news ?? [];
  const visible = showRead ? all : all.filter((n) => !n.isRead);
  const unreadCount = news.data?.unreadCount ?? 0;

  const mark = (item: NewsItem) => {
    setFailure(null);
    markRead.mutate(item.id, { onError: (err) => setFailure(m.markReadFailed(errorText(err))) });
  };

  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          {m.title}
          {unreadCount > 0 && (
            <Badge tone="info">
              <span aria-hidden="true">{unreadCount}</span>
              <span className="sr-only">{m.unreadCount(unreadCount)}</span>
            </Badge>
          )}
        </span>
      }
      actions={
        <Checkbox label={m.showRead} checked={showRead} onChange={(e) => setShowRead(e.target.checked)} />
      }
    >
      {failure && (
        <AlertMessage tone="error" className="mb-3" onDismiss={() => setFailure(null)}>
          {failure}
        </AlertMessage>
      )}
      {news.isPending && <Spinner />}
      {news.isError && <AlertMessage tone="error">{m.loadFailed}</AlertMessage>}
      {news.data && visible.length === 0 && (
        <p className="text-base text-stone-600">{all.length === 0 ? m.noNews : m.noUnread}</p>
      )}
      {visible.length > 0 && (
        <div className="divide-y divide-stone-200">
          {visible.map((item) => (
            <NewsItemView
              key={item.id}
              item={item}
              marking={markRead.isPending && markRead.variables === item.id}
              onMarkRead={() => mark(item)}
              onEnlarge={() => setEnlarged(item)}
            />
          ))}
        </div>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <NewsImageDialog item={enlarged} onClose={() => setEnlarged(null)} />
        </Suspense>
      )}
    </Card>
  );
}
