import type { FamilyChild } from '@domain/bookings/contracts';
import type { OfferKind } from '@domain/bookings/offer-policy';
import { familyPriceMessages as m } from '@domain/messages/family-prices';
import { formatChf } from '@domain/money';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { childName } from './registration-list';

// The price before confirming a sign-up (decision 053): what the booking would charge each ticked child now, with
// the sibling discount and its reason, as the server prices it. The booking's own price is the one that counts; a
// training the family's credit pays costs one credit without the discount, which the note under it says.

export interface PriceOffer {
  kind: OfferKind;
  offerId: string;
}

interface PriceQuoteProps {
  offer: PriceOffer;
  childIds: readonly string[];
  familyChildren: readonly FamilyChild[];
}

function fetchQuote({ kind, offerId }: PriceOffer, childIds: readonly string[], signal: AbortSignal) {
  const body = { childIds: [...childIds] };
  return kind === 'camp'
    ? call('POST /camps/:campId/price-quote', { params: { campId: offerId }, body, signal })
    : call('POST /trainings/:sessionId/price-quote', { params: { sessionId: offerId }, body, signal });
}

export function PriceQuoteSummary({ offer, childIds, familyChildren }: PriceQuoteProps) {
  const quote = useQuery({
    queryKey: ['price-quote', offer.kind, offer.offerId, ...childIds],
    queryFn: ({ signal }) => fetchQuote(offer, childIds, signal),
    enabled: childIds.length > 0,
    staleTime: 0,
  });
  if (childIds.length === 0 || quote.isError) return null;
  const names = new Map(familyChildren.map((child) => [child.id, childName(child)]));
  const discounted = quote.data?.lines.some((line) => line.reason) ?? false;
  return (
    <section aria-label={m.quoteHeading} className="rounded-md bg-stone-50 p-3 text-sm text-stone-800">
      <h3 className="mb-1 font-semibold text-stone-900">{m.quoteHeading}</h3>
      {!quote.data ? (
        <p className="text-stone-600">{m.quoteLoading}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-1">
            {quote.data.lines.map((line) => (
              <li key={line.childId}>
                {names.get(line.childId)}: <strong>{formatChf(line.amountCents)}</strong>
                {line.reason && (
                  <span className="text-stone-600">
                    {' · '}
                    {m.discountedFrom(line.listPriceCents, line.discountCents, line.reason)}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-1 font-semibold">{m.quoteTotal(quote.data.totalCents)}</p>
          {offer.kind === 'training' && discounted && (
            <p className="mt-1 text-stone-600">{m.quoteCreditNote}</p>
          )}
        </>
      )}
    </section>
  );
}
