import { zurichWallClock } from '@domain/time/zurich-clock';
import { useEffect } from 'react';

/**
 * For a first view that shows dates once its answer is there (/schedule, /dashboard). A page's first date formatter
 * costs the browser 12-20 ms (its calendar data loads; measured in Chromium), 50-80 ms on a slow phone: built here
 * in a task of its own while the page waits for its answer, it is no longer part of the long task that draws the
 * first dates (Lighthouse's total blocking time). Pages without dates (/login) never pay for it.
 */
export function useDateFormatsAhead(): void {
  useEffect(() => {
    const timer = setTimeout(() => zurichWallClock(new Date()), 0);
    return () => clearTimeout(timer);
  }, []);
}
