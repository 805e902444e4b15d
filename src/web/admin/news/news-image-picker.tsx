import { adminNewsMessages as m } from '@domain/messages/admin-news';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Dialog, Spinner } from '../../ui';
import { useNewsImages } from './news-queries';

/**
 * The news folder's pictures (admin-back-office.md sections 2 and 9): 24 thumbnails of 600 px per load, "load more"
 * for the next 24; choosing one inserts its 1200 px image.
 */
export function NewsImagePicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (imageUrl: string) => void;
}) {
  const images = useNewsImages(open);
  const items = images.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={m.pickerTitle} size="lg">
      {images.isPending && <Spinner />}
      {images.isError && <AlertMessage tone="error">{errorText(images.error)}</AlertMessage>}
      {images.data && items.length === 0 && <p className="text-base text-stone-700">{m.pickerEmpty}</p>}
      {items.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                aria-label={m.pickerChoose(image.filename)}
                onClick={() => onPick(image.imageUrl)}
                className="block w-full overflow-hidden rounded-lg border border-stone-200 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
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
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            loading={images.isFetchingNextPage}
            onClick={() => images.fetchNextPage()}
          >
            {m.pickerLoadMore}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
