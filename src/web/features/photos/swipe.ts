import { SWIPE_THRESHOLD_PX } from '@domain/photos/photo-api';

/**
 * The lightbox step a finger movement asks for: +1 (next) for a swipe to the left, -1 (previous) for one to the
 * right, 0 for a tap, a short move or a mostly vertical one (scrolling the page is not a swipe).
 */
export function swipeStep(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
