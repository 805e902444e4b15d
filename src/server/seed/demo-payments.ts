import {
  createAttendance,
  createCampPayment,
  createCampRsvp,
  createCreditConsumption,
  createCreditPack,
  createPayment,
  createRsvp,
} from '../../../tests/factories';
import { packExpiry } from '../../domain/payments/credit-packs';
import type { PaymentMethod } from '../../domain/payments/status';
import { zurichDateTimeOf } from '../../domain/time';
import type { DbOrTx } from '../db/client';

// The demo family's money, so /zahlungen has something to show: a 10+1 pack bought a few weeks ago with four
// credits spent (last Saturday's training for Mia, next Saturday's for both children, the one after for Mia), last
// Saturday's training for Noah paid online with TWINT before the pack was bought, and Noah's Wintercamp still open.
// Once the family holds credit, every CHF 25 booking is paid from it at once (the auto-credit rule of
// settle-with-credit.ts), so no training payment stays open; the camp's CHF 500 cannot be paid with credit.

const DAY = 86_400_000;

interface DemoFamily {
  parentId: string;
  childIds: { mia: string; noah: string };
  lastTraining: { id: string; startsAt: Date };
  nextTraining: { id: string };
  laterTraining: { id: string };
  camp: { id: string; priceCents: number };
  now: Date;
  validityMonths: number;
}

export async function seedDemoPayments(tx: DbOrTx, family: DemoFamily): Promise<void> {
  const { parentId, childIds, now } = family;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const bought = daysAgo(24);
  const pack = await createCreditPack(tx, {
    parentId,
    paymentMethod: 'STRIPE_TWINT',
    createdAt: bought,
    updatedAt: bought,
    expiresAt: packExpiry(bought, family.validityMonths),
  });

  const booking = async (
    sessionId: string,
    childId: string,
    method: PaymentMethod,
    at: Date,
  ): Promise<string> => {
    const rsvp = await createRsvp(tx, { sessionId, childId, createdBy: parentId, createdAt: at });
    const payment = await createPayment(tx, {
      sessionId,
      childId,
      rsvpId: rsvp.id,
      status: 'SUCCEEDED',
      method,
      paidAt: at,
      createdAt: at,
      updatedAt: at,
    });
    if (method === 'CREDIT') {
      await createCreditConsumption(tx, {
        packId: pack.id,
        childId,
        sessionId,
        paymentId: payment.id,
        consumedAt: at,
      });
    }
    return rsvp.id;
  };
  const beforeLast = new Date(family.lastTraining.startsAt.getTime() - 3 * DAY);
  const noahLast = await booking(family.lastTraining.id, childIds.noah, 'STRIPE_TWINT', daysAgo(30));
  const miaLast = await booking(family.lastTraining.id, childIds.mia, 'CREDIT', beforeLast);
  // Last Saturday's attendance (issue 18): the parents' history shows Noah "Abwesend".
  if (family.lastTraining.startsAt <= now) {
    const day = zurichDateTimeOf(family.lastTraining.startsAt).date;
    const sessionId = family.lastTraining.id;
    await createAttendance(tx, {
      sessionId,
      rsvpId: noahLast,
      day,
      status: 'absent',
      setAt: family.lastTraining.startsAt,
    });
    await createAttendance(tx, {
      sessionId,
      rsvpId: miaLast,
      day,
      status: 'present',
      setAt: family.lastTraining.startsAt,
    });
  }
  await booking(family.nextTraining.id, childIds.mia, 'CREDIT', daysAgo(2));
  await booking(family.nextTraining.id, childIds.noah, 'CREDIT', daysAgo(2));
  await booking(family.laterTraining.id, childIds.mia, 'CREDIT', daysAgo(1));

  const campBooked = daysAgo(3);
  const campRsvp = await createCampRsvp(tx, {
    campId: family.camp.id,
    childId: childIds.noah,
    createdBy: parentId,
    createdAt: campBooked,
  });
  await createCampPayment(tx, {
    campId: family.camp.id,
    childId: childIds.noah,
    campRsvpId: campRsvp.id,
    amountCents: family.camp.priceCents,
    createdAt: campBooked,
    updatedAt: campBooked,
  });
}
