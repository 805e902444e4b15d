import { asc, eq, ne } from 'drizzle-orm';
import {
  assignTrainer,
  createPayment,
  createPushHistory,
  createRsvp,
  createSession,
} from '../../../tests/factories';
import { isManualMethod, type PaymentMethod } from '../../domain/payments/status';
import { addDays, isoWeekday, zurichDateTimeToInstant, zurichToday } from '../../domain/time';
import type { AhvCipher } from '../crypto/ahv-cipher';
import type { DbOrTx } from '../db/client';
import { children, profiles, trainers } from '../db/schema';
import { seedDemoCampHistory } from './demo-camp-history';
import { seedDemoPackFamilies } from './demo-pack-families';
import type { Week } from './demo-week';

// The last three months of the provider, so the dashboard's chart has believable weeks and the payments and packs
// screens have every state: a Saturday training each week booked by the back-office families and paid in every
// way (online, by hand, one refunded, one failed, one still open, cancellations early and late), three families
// whose 10+1 packs are active, expired and cancelled, camp registrations with a refund still pending, and two push
// notifications. Everything goes through the factories with explicit timestamps; every rule of the product holds
// (no open CHF 25 training payment in a family with usable credit, the credit ledger balances).

interface DemoHistoryInput {
  now: Date;
  validityMonths: number;
  cipher: AhvCipher;
  /** The demo family keeps its own story (demo-payments.ts). */
  demoParentId: string;
  /** The demo's training of last Saturday, booked by the families too. */
  lastTraining: { id: string };
  camps: { past: { id: string }; next: { id: string }; later: { id: string } };
}

/** Bookings of each past Saturday, newest first: a season with its ups and downs. */
const ATTENDANCE = [6, 5, 7, 4, 6, 8, 5, 6, 3, 7, 5, 6];
const METHODS: PaymentMethod[] = ['STRIPE_TWINT', 'STRIPE_TWINT', 'STRIPE_ONLINE', 'TWINT_MANUAL', 'CASH'];

/** The Saturday on or before `today` (Zurich calendar). */
function lastSaturdayOf(today: string): string {
  return addDays(today, -((isoWeekday(today) + 1) % 7));
}

export async function seedDemoHistory(tx: DbOrTx, input: DemoHistoryInput): Promise<void> {
  const { now } = input;
  const at = zurichDateTimeToInstant;
  const lastSaturday = lastSaturdayOf(zurichToday(now));
  const [coach] = await tx
    .select({ id: trainers.id })
    .from(trainers)
    .where(eq(trainers.active, true))
    .orderBy(asc(trainers.lastName));
  const pool = await tx
    .select({ id: children.id, parentId: children.parentId })
    .from(children)
    .where(ne(children.parentId, input.demoParentId))
    .orderBy(asc(children.lastName), asc(children.firstName));

  const weeks: Week[] = [{ back: 0, saturday: lastSaturday, session: input.lastTraining }];
  for (let back = 1; back < ATTENDANCE.length; back++) {
    const saturday = addDays(lastSaturday, -7 * back);
    const session = await createSession(tx, {
      title: 'TIZ Training',
      startsAt: at(saturday, '10:00'),
      endsAt: at(saturday, '11:45'),
      createdAt: at(addDays(saturday, -28), '09:00'),
    });
    if (coach) await assignTrainer(tx, { sessionId: session.id, trainerId: coach.id });
    weeks.push({ back, saturday, session });
  }

  for (const week of weeks) {
    const { back, saturday, session } = week;
    const count = Math.min(ATTENDANCE[back] ?? 0, pool.length);
    for (let j = 0; j < count; j++) {
      const child = pool[(back + j) % pool.length]!;
      // Booked Monday to Friday before the training, in the evening.
      const bookedAt = at(
        addDays(saturday, -1 - (j % 5)),
        `${18 + (j % 3)}:${String((j * 13) % 60).padStart(2, '0')}`,
      );
      const method = METHODS[(back + j) % METHODS.length]!;
      const onSite = at(saturday, '11:50');
      const online = new Date(bookedAt.getTime() + 10 * 60_000);
      const manual = isManualMethod(method);
      const paidAt = manual ? onSite : online;
      const last = j === count - 1;

      if (back === 5 && last) {
        // Cancelled before paying: nothing is owed, and the open payment went with it (decision 007).
        await createRsvp(tx, {
          sessionId: session.id,
          childId: child.id,
          createdBy: child.parentId,
          createdAt: bookedAt,
          cancelledAt: new Date(bookedAt.getTime() + 2 * 3_600_000),
          cancelledBy: child.parentId,
        });
        continue;
      }
      const rsvp = await createRsvp(tx, {
        sessionId: session.id,
        childId: child.id,
        createdBy: child.parentId,
        createdAt: bookedAt,
        // Cancelled 90 minutes before the start: too late, the paid training is forfeited and stays paid.
        ...(back === 7 && last ? { cancelledAt: at(saturday, '08:30'), cancelledBy: child.parentId } : {}),
      });
      const base = { sessionId: session.id, childId: child.id, rsvpId: rsvp.id, createdAt: bookedAt };
      if (back <= 1 && j === 0) {
        await createPayment(tx, { ...base, status: 'REQUIRES_PAYMENT', updatedAt: bookedAt });
      } else if (back === 1 && j === 1) {
        const failedAt = new Date(bookedAt.getTime() + 5 * 60_000);
        await createPayment(tx, { ...base, status: 'FAILED', method: null, updatedAt: failedAt });
      } else if (back === 3 && j === 0) {
        // Paid twice by mistake at the till: the admin gave the online payment back.
        await createPayment(tx, {
          ...base,
          status: 'REFUNDED',
          method: 'STRIPE_ONLINE',
          paidAt: online,
          updatedAt: at(addDays(saturday, 2), '10:15'),
        });
      } else if (manual && onSite > now) {
        // Paid on site at a training still ahead: open until then.
        await createPayment(tx, { ...base, status: 'REQUIRES_PAYMENT', updatedAt: bookedAt });
      } else {
        await createPayment(tx, { ...base, status: 'SUCCEEDED', method, paidAt, updatedAt: paidAt });
      }
    }
  }

  const families = await seedDemoPackFamilies(tx, { ...input, weeks, pool });
  await seedDemoCampHistory(tx, { now, camps: input.camps, pool, families });

  const parents = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, 'parent'))
    .orderBy(asc(profiles.lastName));
  const [admin] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin'));
  const sent = (failedIndex: number) =>
    parents.map((p, i) => ({
      userId: p.id,
      status: i === failedIndex ? ('failed' as const) : ('success' as const),
    }));
  await createPushHistory(tx, {
    title: 'Wintercamp: Anmeldung offen',
    body: 'Die Anmeldung für das Wintercamp ist offen.\nNoch hat es freie Plätze.',
    targetUrl: '/camps',
    createdBy: admin?.id ?? null,
    createdAt: at(addDays(lastSaturday, -68), '18:00'),
    recipients: sent(-1),
  });
  await createPushHistory(tx, {
    title: 'Training am Samstag',
    body: 'Das Training findet trotz Regen statt.\nBitte Regenjacke mitnehmen.',
    targetUrl: '/tiz-trainings',
    createdBy: admin?.id ?? null,
    createdAt: at(addDays(lastSaturday, -15), '07:30'),
    recipients: sent(2),
  });
}
