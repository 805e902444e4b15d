import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import { useSecondParent } from '../family/family-queries';

// Most parents never have an offer to answer: the offer card and its texts (about 2 KB gzip) load only when one
// waits. The overview is revealed only once that code is there (use-notices-ready.ts), so the card never pushes the
// other cards down when it arrives; both ask this one store, which loads the code once.

let card: ComponentType | null = null;
let requested = false;
const listeners = new Set<() => void>();

function load(): void {
  if (requested) return;
  requested = true;
  import('../family/partner-offers-card').then(
    (m) => {
      card = m.PartnerOffersCard;
      for (const listener of listeners) listener();
    },
    () => {
      requested = false; // offline or a new release: the next render that wants it tries again
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an offer waits, and the offer card once its code is there (loaded when one waits). */
export function usePartnerOffersCard(): { offered: boolean; Card: ComponentType | null } {
  const offered = (useSecondParent().data?.offers.length ?? 0) > 0;
  // On the server (decision 045) and so while hydrating, the code is not there yet: the page draws as without it.
  const Card = useSyncExternalStore(
    subscribe,
    () => card,
    () => null,
  );
  useEffect(() => {
    if (offered) load();
  }, [offered]);
  return { offered, Card };
}
