import {
  createChild,
  createCreditAward,
  createCreditConsumption,
  createCreditPack,
  createParent,
  createPayment,
  createRsvp,
  createSession,
} from '../../../tests/factories';
import { packExpiry } from '../../domain/payments/credit-packs';
import type { PaymentMethod } from '../../domain/payments/status';
import { addDays, addMonths, isoWeekday, zurichDateTimeToInstant, zurichToday } from '../../domain/time';
import type { AhvCipher } from '../crypto/ahv-cipher';
import type { DbOrTx } from '../db/client';
import type { Week } from './demo-week';

// Three families for the Abos screen, one per pack state, each booking the way the rules made them pay: once a
// family holds usable credit, a new CHF 25 booking is settled from it at once (the auto-credit rule), so none of
// them has an open training payment while credit is left.
// - Keller: a 10+1 pack bought two months ago (ACTIVE), every training since paid with it, one cancelled on time
//   (the credit went back on the pack).
// - Frei: last season's pack (EXPIRED with three credits unused), TWINT since, one training cancelled on time (a
//   one-credit goodwill pack, spent on the next booking).
// - Schmid: a pack an admin cancelled after two trainings; since then paid at the till, the latest still open.

const at = zurichDateTimeToInstant;
const minutes = (instant: Date, n: number) => new Date(instant.getTime() + n * 60_000);

interface Input {
  now: Date;
  validityMonths: number;
  cipher: AhvCipher;
  weeks: Week[];
  /** The back-office families' children, who trained last season too. */
  pool: { id: string; parentId: string }[];
}

type Who = { parentId: string; childId: string };

async function family(
  tx: DbOrTx,
  input: Input,
  names: { parent: [string, string]; child: string; born: string; since: Date },
) {
  const [firstName, lastName] = names.parent;
  const parent = await createParent(tx, {
    firstName,
    lastName,
    createdAt: names.since,
    updatedAt: names.since,
  });
  const child = await createChild(tx, {
    parentId: parent.id,
    firstName: names.child,
    dateOfBirth: names.born,
    cipher: input.cipher,
    createdAt: names.since,
    updatedAt: names.since,
  });
  return { parentId: parent.id, childId: child.id };
}

interface Booking {
  sessionId: string;
  bookedAt: Date;
  /** null: not paid yet. */
  method: PaymentMethod | null;
  /** Online and credit payments are paid at booking; cash at the training. */
  paidAt?: Date;
  cancelledAt?: Date;
  /** Cancelled on time after paying: the payment is REFUNDED (as credit) from then on. */
  refundedAt?: Date;
}

/** A registration and its payment. */
async function book(tx: DbOrTx, who: Who, booking: Booking) {
  const { sessionId, bookedAt, method, cancelledAt, refundedAt } = booking;
  const rsvp = await createRsvp(tx, {
    sessionId,
    childId: who.childId,
    createdBy: who.parentId,
    createdAt: bookedAt,
    ...(cancelledAt ? { cancelledAt, cancelledBy: who.parentId } : {}),
  });
  const paidAt = booking.paidAt ?? minutes(bookedAt, 1);
  const state = !method
    ? { status: 'REQUIRES_PAYMENT' as const, updatedAt: bookedAt }
    : refundedAt
      ? { status: 'REFUNDED' as const, method, paidAt, updatedAt: refundedAt }
      : { status: 'SUCCEEDED' as const, method, paidAt, updatedAt: paidAt };
  const payment = await createPayment(tx, {
    sessionId,
    childId: who.childId,
    rsvpId: rsvp.id,
    createdAt: bookedAt,
    ...state,
  });
  return { rsvp, payment };
}

/** The credit a booking took from a pack a minute after it was made; given back when it was cancelled on time. */
function takeCredit(
  tx: DbOrTx,
  who: Who,
  packId: string,
  taken: { sessionId: string; paymentId: string; bookedAt: Date; revertedAt?: Date },
) {
  return createCreditConsumption(tx, {
    packId,
    childId: who.childId,
    sessionId: taken.sessionId,
    paymentId: taken.paymentId,
    consumedAt: minutes(taken.bookedAt, 1),
    ...(taken.revertedAt ? { revertedAt: taken.revertedAt } : {}),
  });
}

/** The weeks from `back` weeks ago to last Saturday, oldest first. */
const since = (weeks: Week[], back: number) => weeks.filter((w) => w.back <= back).reverse();

async function keller(tx: DbOrTx, input: Input): Promise<Who | null> {
  const { weeks } = input;
  const first = weeks.find((w) => w.back === 8);
  if (!first) return null;
  const bought = at(addDays(first.saturday, -3), '20:15');
  const who = await family(tx, input, {
    parent: ['Daniela', 'Keller'],
    child: 'Jonas',
    born: '2014-09-21',
    since: minutes(bought, -30),
  });
  const pack = await createCreditPack(tx, {
    parentId: who.parentId,
    paymentMethod: 'STRIPE_TWINT',
    createdAt: bought,
    updatedAt: bought,
    expiresAt: packExpiry(bought, input.validityMonths),
  });
  for (const week of since(weeks, 8)) {
    const bookedAt = at(addDays(week.saturday, -2), '07:30');
    // Cancelled the day before at noon, 22 hours ahead: on time, so the credit goes back on the pack.
    const cancelledAt = week.back === 2 ? at(addDays(week.saturday, -1), '12:00') : undefined;
    const { rsvp, payment } = await book(tx, who, {
      sessionId: week.session.id,
      bookedAt,
      method: 'CREDIT',
      ...(cancelledAt ? { cancelledAt, refundedAt: cancelledAt } : {}),
    });
    await takeCredit(tx, who, pack.id, {
      sessionId: week.session.id,
      paymentId: payment.id,
      bookedAt,
      ...(cancelledAt ? { revertedAt: cancelledAt } : {}),
    });
    if (cancelledAt) {
      await createCreditAward(tx, {
        parentId: who.parentId,
        childId: who.childId,
        sessionId: week.session.id,
        rsvpId: rsvp.id,
        packId: pack.id,
        createdAt: cancelledAt,
      });
    }
  }
  return who;
}

async function frei(tx: DbOrTx, input: Input): Promise<Who> {
  const { weeks, now } = input;
  // Last season's pack: bought so that it expired eight weeks ago, three credits left unused.
  const boughtDay = addDays(addMonths(zurichToday(now), -input.validityMonths), -56);
  const bought = at(boughtDay, '19:00');
  const expiresAt = packExpiry(bought, input.validityMonths);
  const who = await family(tx, input, {
    parent: ['Martin', 'Frei'],
    child: 'Mara',
    born: '2015-02-11',
    since: minutes(bought, -45),
  });
  const old = await createCreditPack(tx, {
    parentId: who.parentId,
    paymentMethod: 'STRIPE_ONLINE',
    status: 'EXPIRED',
    createdAt: bought,
    expiresAt,
    // The nightly job marks a pack EXPIRED as of its expiry (expire-packs.ts).
    updatedAt: expiresAt,
  });
  const firstSaturday = addDays(boughtDay, (6 - isoWeekday(boughtDay) + 7) % 7 || 7);
  for (let i = 0; i < 8; i++) {
    const saturday = addDays(firstSaturday, 7 * i);
    const bookedAt = at(addDays(saturday, -2), '18:00');
    if (bookedAt >= expiresAt) break;
    const session = await createSession(tx, {
      title: 'TIZ Training',
      startsAt: at(saturday, '10:00'),
      endsAt: at(saturday, '11:45'),
      createdAt: at(addDays(saturday, -28), '09:00'),
    });
    // The other families of last season, paid online.
    for (const [j, other] of input.pool.slice(i % 3, (i % 3) + 3).entries()) {
      await book(
        tx,
        { parentId: other.parentId, childId: other.id },
        {
          sessionId: session.id,
          bookedAt: at(addDays(saturday, -3 - j), '20:00'),
          method: 'STRIPE_TWINT',
        },
      );
    }
    const { payment } = await book(tx, who, { sessionId: session.id, bookedAt, method: 'CREDIT' });
    await takeCredit(tx, who, old.id, { sessionId: session.id, paymentId: payment.id, bookedAt });
  }

  // This season: TWINT. Cancelled on time at week 4, the paid training came back as a one-credit pack, which the
  // next booking used at once.
  let goodwill: { id: string } | null = null;
  for (const week of since(weeks, 6)) {
    const bookedAt = at(addDays(week.saturday, -4), '21:10');
    const usesCredit = goodwill !== null && week.back === 3;
    const cancelledAt = week.back === 4 ? at(addDays(week.saturday, -2), '09:00') : undefined;
    const { rsvp, payment } = await book(tx, who, {
      sessionId: week.session.id,
      bookedAt,
      method: usesCredit ? 'CREDIT' : 'STRIPE_TWINT',
      ...(cancelledAt ? { cancelledAt, refundedAt: cancelledAt } : {}),
    });
    if (usesCredit && goodwill) {
      await takeCredit(tx, who, goodwill.id, { sessionId: week.session.id, paymentId: payment.id, bookedAt });
    }
    if (cancelledAt) {
      goodwill = await createCreditPack(tx, {
        parentId: who.parentId,
        origin: 'REFUND',
        totalCredits: 1,
        originPaymentId: payment.id,
        createdAt: cancelledAt,
        updatedAt: cancelledAt,
        expiresAt: packExpiry(cancelledAt, input.validityMonths),
      });
      await createCreditAward(tx, {
        parentId: who.parentId,
        childId: who.childId,
        sessionId: week.session.id,
        rsvpId: rsvp.id,
        packId: goodwill.id,
        createdAt: cancelledAt,
      });
    }
  }
  return who;
}

async function schmid(tx: DbOrTx, input: Input): Promise<Who | null> {
  const { weeks } = input;
  const first = weeks.find((w) => w.back === 6);
  if (!first) return null;
  const bought = at(addDays(first.saturday, -4), '21:00');
  const who = await family(tx, input, {
    parent: ['Jasmin', 'Schmid'],
    child: 'Luan',
    born: '2013-06-30',
    since: minutes(bought, -20),
  });
  const cancelledAt = at(addDays(first.saturday, 9), '10:00');
  const pack = await createCreditPack(tx, {
    parentId: who.parentId,
    paymentMethod: 'STRIPE_ONLINE',
    status: 'CANCELLED',
    createdAt: bought,
    updatedAt: cancelledAt,
    expiresAt: packExpiry(bought, input.validityMonths),
  });
  for (const week of since(weeks, 6).filter((w) => [6, 5, 2, 1].includes(w.back))) {
    const bookedAt = at(addDays(week.saturday, -3), '12:40');
    const withPack = bookedAt < cancelledAt;
    // After the pack: cash at the training, and last week's still owed.
    const method: PaymentMethod | null = withPack ? 'CREDIT' : week.back === 2 ? 'CASH' : null;
    const { payment } = await book(tx, who, {
      sessionId: week.session.id,
      bookedAt,
      method,
      ...(method === 'CASH' ? { paidAt: at(week.saturday, '11:50') } : {}),
    });
    if (withPack) {
      await takeCredit(tx, who, pack.id, { sessionId: week.session.id, paymentId: payment.id, bookedAt });
    }
  }
  return who;
}

export async function seedDemoPackFamilies(
  tx: DbOrTx,
  input: Input,
): Promise<{ keller: Who | null; frei: Who | null; schmid: Who | null }> {
  return { keller: await keller(tx, input), frei: await frei(tx, input), schmid: await schmid(tx, input) };
}
