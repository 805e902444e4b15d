import { familyPriceMessages as m } from '../../../domain/messages/family-prices';
import type { PriceQuote } from '../../../domain/pricing/family-prices-api';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { priceNewSeats } from '../bookings/family-prices';
import type { OfferTables } from '../bookings/offer-tables';
import { selectLiveOffer } from '../bookings/registration-queries';
import { assertFamilyChildren } from '../family/scope';

/**
 * What booking the ticked children into the camp or training would charge each now, as the booking itself prices
 * them (without its lock: a sibling booked meanwhile may still change the answer, and the booking's price is the one
 * that counts). A training the family's credit pays costs one credit at the list price (decision 053); the quote
 * names the money price. Another family's child is not found, as everywhere.
 */
export async function quoteOfferPrice(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  t: OfferTables,
  userId: string,
  offerId: string,
  childIds: readonly string[],
): Promise<PriceQuote> {
  await assertFamilyChildren(ctx.db, userId, childIds);
  const offer = await selectLiveOffer(ctx.db, t, offerId);
  if (!offer) throw notFound();
  const prices = await priceNewSeats(ctx.db, t, offer, childIds, ctx.clock.now());
  const lines = childIds.map((childId) => {
    const price = prices.get(childId);
    const discountCents = price?.discountCents ?? 0;
    return {
      childId,
      listPriceCents: offer.priceCents,
      discountCents,
      amountCents: offer.priceCents - discountCents,
      reason: price && discountCents > 0 ? m.siblingDiscount(price.position ?? 0, price.percent) : null,
    };
  });
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}
