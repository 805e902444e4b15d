import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// What the data router's ScrollRestoration did, for the declarative router (decision 028): a new page starts at the
// top, and back/forward returns to where that entry was left.

const positions = new Map<string, number>();

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another history entry is shown, by design
  useLayoutEffect(() => {
    const key = location.key;
    const previous = shownKey.current;
    shownKey.current = key;
    if (previous !== null && previous !== key) {
      if (navigationType === 'POP') window.scrollTo(0, positions.get(key) ?? 0);
      else if (!location.hash) window.scrollTo(0, 0);
    }
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);
}
