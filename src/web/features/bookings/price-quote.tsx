import type { FamilyChild } from '@domain/bookings/contracts';
import { familyPriceMessages as m } from '@domain/messages/family-prices';
import { formatChf } from '@domain/money';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { childName } from './registration-list';

// The price before confirming a camp sign-up (decision 053): what the booking would charge each ticked child now,
// with the sibling discount and its reason, as the server prices it. The booking's own price is the one that counts.

interface PriceQuoteProps {
  campId: string;
  childIds: readonly string[];
  familyChildren: readonly FamilyChild[];
}

export function PriceQuoteSummary({ campId, childIds, familyChildren }: PriceQuoteProps) {
  const quote = useQuery({
    queryKey: ['price-quote', campId, ...childIds],
    queryFn: ({ signal }) =>
      call('POST /camps/:campId/price-quote', {
        params: { campId },
        body: { childIds: [...childIds] },
        signal,
      }),
    enabled: childIds.length > 0,
    staleTime: 0,
  });
  if (childIds.length === 0 || quote.isError) return null;
  const names = new Map(familyChildren.map((child) => [child.id, childName(child)]));
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
        </>
      )}
    </section>
  );
}
