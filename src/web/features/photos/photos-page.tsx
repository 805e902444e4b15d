import { photoMessages as m } from '@domain/messages/photos';
import { PHOTO_VARIANTS } from '@domain/photos/photo-api';
import { Images } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertMessage, Button, EmptyState, PageHeader, PageSpinner } from '../../ui';
import { useGalleryPhotos } from './gallery-photos-query';
import { Lightbox } from './lightbox';
import { childNames, photoSrc } from './photo-src';

// "Fotos" (parent-portal.md sections 2 and 9): the photos of my children, 20 at a time and more when the parent
// scrolls near the end, thumbnails at size 800 quality 70, and the lightbox.
export function PhotosPage() {
  const photos = useGalleryPhotos();
  const [open, setOpen] = useState<number | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = photos;

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // Starts loading well before the end is on screen, so scrolling rarely waits.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
      {
        rootMargin: '0px 0px 800px 0px',
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore]);

  const list = photos.data ?? [];

  return (
    <>
      <PageHeader title={m.title} description={m.intro} />
      {photos.isPending && <PageSpinner />}
      {photos.isError && <AlertMessage tone="error">{m.loadFailed}</AlertMessage>}
      {photos.data && list.length === 0 && (
        <EmptyState icon={Images} title={m.empty} description={m.emptyHint} />
      )}
      {list.length > 0 && (
        <ul
          aria-label={m.title}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 xl:grid-cols-5"
        >
          {list.map((photo, index) => {
            const names = childNames(photo);
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  onClick={() => setOpen(index)}
                  aria-label={m.openPhoto(names)}
                  className="group block w-full overflow-hidden rounded-xl border border-stone-200 bg-stone-100 text-left"
                >
                  <img
                    src={photoSrc(photo, PHOTO_VARIANTS.gallery)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={800}
                    height={800}
                    className="aspect-square w-full object-cover transition-transform group-hover:scale-[1.02]"
                  />
                  {names && (
                    <span className="block truncate px-2 py-1.5 text-sm text-stone-700">{names}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" loading={isFetchingNextPage} onClick={loadMore}>
            {m.loadMore}
          </Button>
        </div>
      )}
      {photos.data && list.length > 0 && !hasNextPage && (
        <p className="mt-6 text-center text-sm text-stone-600">{m.allLoaded}</p>
      )}
      {open !== null && (
        <Lightbox
          photos={list}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          onNearEnd={loadMore}
        />
      )}
    </>
  );
}
