import { photoMessages } from '@domain/messages/photos';
import { PHOTO_VARIANTS, type PhotoItem } from '@domain/photos/photo-api';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { buttonClasses, useReturnFocus } from '../../ui';
import { childNames, photoSrc } from './photo-src';
import { swipeStep } from './swipe';

const m = photoMessages.lightbox;

interface LightboxProps {
  photos: PhotoItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Called when the parent is close to the last loaded photo, so the gallery can load more. */
  onNearEnd?: () => void;
}

const sideButton =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-black/50 p-2 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white';

/**
 * One photo at a time over a dark backdrop: arrow keys and the side buttons step through the photos, a swipe of
 * 40 px does the same on a phone, Escape closes, and the original can be downloaded (quality 90).
 */
export function Lightbox({ photos, index, onIndexChange, onClose, onNearEnd }: LightboxProps) {
  const photo = photos[index];
  const pointerStart = useRef<{ x: number; y: number } | null>(null);
  const hasPrevious = index > 0;
  const hasNext = index < photos.length - 1;
  const returnFocus = useReturnFocus(true);

  useEffect(() => {
    if (index >= photos.length - 3) onNearEnd?.();
  }, [index, photos.length, onNearEnd]);

  if (!photo) return null;
  const names = childNames(photo);

  const step = (by: -1 | 1) => {
    const next = index + by;
    if (next >= 0 && next < photos.length) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    pointerStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (!start) return;
    const by = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (by !== 0) step(by);
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/95" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-3 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3">
            <div className="min-w-0">
              <RadixDialog.Title className="text-base font-semibold">
                {m.position(index + 1, photos.length)}
              </RadixDialog.Title>
              {names && <p className="truncate text-sm text-stone-300">{names}</p>}
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <a
                href={photoSrc(photo, PHOTO_VARIANTS.download)}
                download={photo.filename}
                className={buttonClasses('secondary', 'sm')}
              >
                <Download aria-hidden="true" className="size-4" />
                {m.download}
              </a>
              <RadixDialog.Close
                aria-label={m.close}
                className="rounded-lg p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
              >
                <X aria-hidden="true" className="size-6" />
              </RadixDialog.Close>
            </div>
          </div>
          <div
            data-testid="lightbox-stage"
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              pointerStart.current = null;
            }}
          >
            <img
              key={photo.id}
              src={photoSrc(photo, PHOTO_VARIANTS.gallery)}
              alt={photoMessages.photoAlt(names)}
              draggable={false}
              className="max-h-full max-w-full object-contain"
            />
            {hasPrevious && (
              <button
                type="button"
                aria-label={m.previous}
                onClick={() => step(-1)}
                className={`${sideButton} left-2`}
              >
                <ChevronLeft aria-hidden="true" className="size-7" />
              </button>
            )}
            {hasNext && (
              <button
                type="button"
                aria-label={m.next}
                onClick={() => step(1)}
                className={`${sideButton} right-2`}
              >
                <ChevronRight aria-hidden="true" className="size-7" />
              </button>
            )}
          </div>
          <p className="sr-only">{m.hint}</p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
