import { type ComponentType, useEffect } from 'react';
import { codeOnDemand, useLoaded } from '../../lib/code-on-demand';
import { useSecondParent } from '../family/family-queries';

// Most parents never have an offer to answer: the offer card and its texts (about 2 KB gzip) load only when one
// waits. The overview is revealed only once that code is there (use-notices-ready.ts), so the card never pushes the
// other cards down when it arrives; both ask this one loader, which loads the code once.
const offerCard = codeOnDemand(() => import('../family/partner-offers-card'));

/** Whether an offer waits, and the offer card once its code is there (loaded when one waits). */
export function usePartnerOffersCard(): { offered: boolean; Card: ComponentType | null } {
  const offered = (useSecondParent().data?.offers.length ?? 0) > 0;
  const Card = useLoaded(offerCard)?.PartnerOffersCard ?? null;
  useEffect(() => {
    if (offered) offerCard.want();
  }, [offered]);
  return { offered, Card };
}
