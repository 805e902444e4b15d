import { asc } from 'drizzle-orm';
import {
  bookCamp,
  createCamp,
  createCampFlyer,
  type FlyerFormat,
  flyerBytes,
} from '../../../tests/factories';
import type { PaymentMethod } from '../../domain/payments/status';
import { addDays } from '../../domain/time';
import type { DbOrTx } from '../db/client';
import { children } from '../db/schema';

// The camps the back office shows on a fresh start: flyers (real images drawn with sharp), a fully booked camp, one
// with few places left, one without flyer, a past one; registered children of the back office's families, some
// paid by hand, some open. The demo family (Mia, Noah) is left out, so its payments page stays as described.

interface DemoCamp {
  name: string;
  startIn: number;
  days: number;
  capacity: number;
  registered: number;
  flyer: FlyerFormat | null;
  poweredBy?: string;
  description?: string;
}

const CAMPS: DemoCamp[] = [
  {
    name: 'Torhütercamp',
    startIn: 21,
    days: 3,
    capacity: 6,
    registered: 6,
    flyer: 'jpeg',
    poweredBy: 'FC Rotkreuz',
  },
  {
    name: 'Wintercamp',
    startIn: 35,
    days: 5,
    capacity: 30,
    // Its registrations come with their history (demo-camp-history.ts), as do the spring and autumn camps'.
    registered: 0,
    flyer: 'png',
    poweredBy: 'FC Rotkreuz',
  },
  {
    name: 'Frühlingscamp',
    startIn: 120,
    days: 5,
    // Few places left once its early bookings are in (demo-camp-history.ts).
    capacity: 5,
    registered: 0,
    flyer: 'webp',
    description:
      'Fünf Tage Technik, Spielformen und ein Abschlussturnier mit den Eltern. Mittagessen inbegriffen.',
  },
  {
    name: 'Sommercamp',
    startIn: 200,
    days: 5,
    capacity: 30,
    registered: 0,
    flyer: null,
    poweredBy: 'SC Cham',
  },
  { name: 'Herbstcamp', startIn: -40, days: 5, capacity: 24, registered: 0, flyer: 'png' },
];

/** Creates the camps; answers them by plan name, for the seeds that add their registrations with a history. */
export async function seedDemoCamps(
  tx: DbOrTx,
  { today }: { today: string },
): Promise<Record<string, { id: string; priceCents: number }>> {
  const created: Record<string, { id: string; priceCents: number }> = {};
  const kids = await tx
    .select({ id: children.id })
    .from(children)
    .orderBy(asc(children.createdAt), asc(children.id));
  for (const plan of CAMPS) {
    const startDate = addDays(today, plan.startIn);
    const camp = await createCamp(tx, {
      name: `${plan.name} ${startDate.slice(0, 4)}`,
      startDate,
      endDate: addDays(startDate, plan.days - 1),
      capacity: plan.capacity,
      poweredBy: plan.poweredBy ?? null,
      ...(plan.description ? { description: plan.description } : {}),
    });
    created[plan.name] = camp;
    if (plan.flyer) {
      const bytes = await flyerBytes({ title: plan.name, format: plan.flyer });
      await createCampFlyer(tx, { campId: camp.id, format: plan.flyer, bytes });
    }
    for (const [i, child] of kids.slice(0, plan.registered).entries()) {
      // Every other registration paid on site (cash or TWINT by hand), the rest still open.
      const method: PaymentMethod = i % 4 === 0 ? 'CASH' : 'TWINT_MANUAL';
      const paid = i % 2 === 0 ? { status: 'SUCCEEDED' as const, method } : {};
      await bookCamp(tx, { campId: camp.id, childId: child.id, ...paid });
    }
  }
  return created;
}
