import { eq } from 'drizzle-orm';
import { createCampCancellationFee, createCampPayment, createCampRsvp } from '../../../tests/factories';
import { campRefund } from '../../domain/bookings/camp-cancellation';
import { isManualMethod, type PaymentMethod } from '../../domain/payments/status';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../../domain/time';
import type { DbOrTx } from '../db/client';
import { camps } from '../db/schema';

// Camp registrations over the last weeks: last autumn's camp paid in full, the coming camp filling up week by week
// (one unpaid, one cancelled and refunded through Stripe, one cancelled after paying cash whose refund an admin still
// has to pay out: the Refunds tab's pending refund), and the first early bookings for the spring camp. A cancelled
// paid camp is refunded minus the CHF 100 fee, as cancel-camp.ts does.

type Who = { parentId: string; childId: string };

interface CampBooking {
  bookedAt: Date;
  /** null: not paid yet. */
  method: PaymentMethod | null;
  paidAt?: Date;
  /** Cancelled after paying: Stripe refunds at once, money paid by hand waits for the admin. */
  cancelledAt?: Date;
}

const minutes = (instant: Date, n: number) => new Date(instant.getTime() + n * 60_000);

async function bookCampAt(tx: DbOrTx, campId: string, who: Who, booking: CampBooking): Promise<void> {
  const { bookedAt, method, cancelledAt } = booking;
  const [camp] = await tx.select({ priceCents: camps.priceCents }).from(camps).where(eq(camps.id, campId));
  const amountCents = camp?.priceCents ?? 0;
  const rsvp = await createCampRsvp(tx, {
    campId,
    childId: who.childId,
    createdBy: who.parentId,
    createdAt: bookedAt,
    ...(cancelledAt ? { cancelledAt, cancelledBy: who.parentId } : {}),
  });
  const paidAt = booking.paidAt ?? minutes(bookedAt, 2);
  const base = { campId, childId: who.childId, campRsvpId: rsvp.id, amountCents, createdAt: bookedAt };
  if (!method) {
    await createCampPayment(tx, { ...base, status: 'REQUIRES_PAYMENT', updatedAt: bookedAt });
    return;
  }
  if (!cancelledAt) {
    await createCampPayment(tx, { ...base, status: 'SUCCEEDED', method, paidAt, updatedAt: paidAt });
    return;
  }
  const { refundCents, feeCents } = campRefund({
    paymentStatus: 'SUCCEEDED',
    paymentMethod: method,
    amountCents,
  });
  const byHand = isManualMethod(method);
  const payment = await createCampPayment(tx, {
    ...base,
    status: 'REFUNDED',
    method,
    paidAt,
    refundCents,
    // Stripe's refund job records the refund a moment after the cancellation; cash waits for the admin.
    updatedAt: byHand ? cancelledAt : minutes(cancelledAt, 2),
  });
  await createCampCancellationFee(tx, {
    campId,
    childId: who.childId,
    campPaymentId: payment.id,
    amountCents: feeCents,
    status: 'SUCCEEDED',
    method,
    paidAt: cancelledAt,
    createdAt: cancelledAt,
    updatedAt: cancelledAt,
  });
}

export async function seedDemoCampHistory(
  tx: DbOrTx,
  input: {
    now: Date;
    camps: { past: { id: string }; next: { id: string }; later: { id: string } };
    pool: { id: string; parentId: string }[];
    families: { keller: Who | null; frei: Who | null; schmid: Who | null };
  },
): Promise<void> {
  const today = zurichToday(input.now);
  const daysAgo = (days: number, time = '20:00') => zurichDateTimeToInstant(addDays(today, -days), time);
  const kid = (i: number): Who | null => {
    const child = input.pool[i];
    return child ? { parentId: child.parentId, childId: child.id } : null;
  };
  const bookings: [string, Who | null, CampBooking][] = [
    // Last autumn's camp (started 40 days ago), paid in full.
    [input.camps.past.id, kid(2), { bookedAt: daysAgo(77), method: 'STRIPE_TWINT' }],
    [
      input.camps.past.id,
      kid(3),
      { bookedAt: daysAgo(70), method: 'TWINT_MANUAL', paidAt: daysAgo(40, '09:00') },
    ],
    [input.camps.past.id, kid(4), { bookedAt: daysAgo(63), method: 'STRIPE_ONLINE' }],
    [input.camps.past.id, kid(5), { bookedAt: daysAgo(56), method: 'CASH', paidAt: daysAgo(40, '09:00') }],
    // The coming camp.
    [input.camps.next.id, kid(0), { bookedAt: daysAgo(70), method: 'STRIPE_TWINT' }],
    [
      input.camps.next.id,
      input.families.frei,
      { bookedAt: daysAgo(63, '21:30'), method: 'STRIPE_TWINT', cancelledAt: daysAgo(21, '08:15') },
    ],
    [input.camps.next.id, kid(1), { bookedAt: daysAgo(56), method: 'STRIPE_ONLINE' }],
    [
      input.camps.next.id,
      kid(2),
      { bookedAt: daysAgo(49), method: 'TWINT_MANUAL', paidAt: daysAgo(47, '12:00') },
    ],
    [
      input.camps.next.id,
      input.families.schmid,
      {
        bookedAt: daysAgo(36),
        method: 'CASH',
        paidAt: daysAgo(35, '17:00'),
        cancelledAt: daysAgo(6, '19:45'),
      },
    ],
    [input.camps.next.id, kid(3), { bookedAt: daysAgo(35), method: null }],
    [input.camps.next.id, input.families.keller, { bookedAt: daysAgo(28), method: 'STRIPE_TWINT' }],
    [input.camps.next.id, kid(4), { bookedAt: daysAgo(21), method: 'STRIPE_TWINT' }],
    [input.camps.next.id, kid(5), { bookedAt: daysAgo(14), method: 'CASH', paidAt: daysAgo(11, '18:00') }],
    // Early birds for the spring camp.
    [input.camps.later.id, kid(6), { bookedAt: daysAgo(6), method: 'STRIPE_ONLINE' }],
    [input.camps.later.id, kid(7), { bookedAt: daysAgo(1), method: null }],
  ];
  for (const [campId, who, booking] of bookings) {
    if (who) await bookCampAt(tx, campId, who, booking);
  }
}
