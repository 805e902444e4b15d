import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { notFound } from '../../errors';
import { offerTables } from '../bookings/offer-tables';
import type { QuestionOffer } from './offer-param';

/** 404 unless the child holds a place in the offer: an active registration or a place on its waitlist. */
export async function assertHoldsPlace(db: DbOrTx, { kind, offerId }: QuestionOffer, childId: string) {
  const t = offerTables[kind];
  const r = t.registrations;
  const [booked] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(t.registrationOffer, offerId), eq(r.childId, childId), isNull(r.cancelledAt)))
    .limit(1);
  if (booked) return;
  const [waiting] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(t.waitlistOffer, offerId), eq(waitlistEntries.childId, childId)))
    .limit(1);
  if (!waiting) throw notFound();
}
