import { adminNewsMessages as m } from '@domain/messages/admin-news';
import { X } from 'lucide-react';
import { useId } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Spinner } from '../../ui';
import { useNewsImages } from './news-queries';

/**
 * The news folder's pictures (admin-back-office.md sections 2 and 9): 24 thumbnails of 600 px per load, "load more"
 * for the next 24; choosing one inserts its 1200 px image. Shown inside the news form rather than as a second
 * dialog over it, so focus and the screen reader stay in one dialog.
 */
export function NewsImagePicker({
  onClose,
  onPick,
}: {
  onClose: () => void;
  onPick: (imageUrl: string) => void;
}) {
  const images = useNewsImages(true);
  const headingId = useId();
  const items = images.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-stone-50 p-3">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-stone-900">
          {m.pickerTitle}
        </h3>
        <Button
          size="sm"
          variant="secondary"
          icon={<X aria-hidden="true" className="size-4" />}
          aria-label={m.pickerClose}
          onClick={onClose}
        >
          {null}
        </Button>
      </div>
      {images.isPending && <Spinner />}
      {images.isError && <AlertMessage tone="error">{errorText(images.error)}</AlertMessage>}
      {images.data && items.length === 0 && <p className="text-sm text-stone-700">{m.pickerEmpty}</p>}
      {items.length > 0 && (
        <ul className="grid max-h-80 grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-4">
          {items.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                aria-label={m.pickerChoose(image.filename)}
                onClick={() => onPick(image.imageUrl)}
                className="block w-full overflow-hidden rounded-lg border border-stone-200 bg-white hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <img
                  src={image.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {images.hasNextPage && (
        <div className="mt-3 flex justify-center">
          <Button
            variant="secondary"
            loading={images.isFetchingNextPage}
            onClick={() => images.fetchNextPage()}
          >
            {m.pickerLoadMore}
          </Button>
        </div>
      )}
    </section>
  );
}
