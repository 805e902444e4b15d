import { newsMessages as m } from '@domain/messages/news';
import type { NewsItem } from '@domain/news/news-api';
import { Dialog } from '../../ui';

/** A news item's image enlarged; loaded by the news card at its first opening (decision 028). */
export function NewsImageDialog({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.title ?? ''}
      size="lg"
    >
      {item?.imageUrl && (
        <img src={item.imageUrl} alt={m.imageAlt(item.title)} className="mx-auto max-h-[70dvh] w-auto" />
      )}
    </Dialog>
  );
}
