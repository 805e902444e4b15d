import { randomUUID } from 'node:crypto';
import { addDays, zurichDateTimeToInstant } from '../src/domain/time';
import type { Db } from '../src/server/db/client';
import {
  campPayments,
  campRsvps,
  camps,
  children,
  news,
  newsReads,
  payments,
  photoAssets,
  photoFolders,
  photoTags,
  profiles,
  rsvps,
  sessions,
  sessionTrainers,
} from '../src/server/db/schema';
import {
  campPaymentValues,
  campValues,
  childValues,
  createCreditConsumption,
  createCreditPack,
  createTrainer,
  linkSecondParent,
  newsValues,
  parentValues,
  paymentValues,
  photoValues,
  sessionValues,
} from '../tests/factories';
import { DAY_MS, pastTrainingStart, SLOTS, today } from './scale-data';

// The family whose screens bench:scale reads: a parent with two children, linked to a second parent with one, and
// what a family has: upcoming and past bookings, open and paid payments, a camp, a credit pack with credits spent,
// photos and news it has partly read. Seeded before any other history, so everything else is older.

const TRAINERS = 8;

export interface BenchFamily {
  parentId: string;
  partnerId: string;
  childIds: string[];
}

/**
 * The benchmark's family and what every parent sees whatever the history: the season ahead (40 trainings in the
 * next eight weeks with their trainers, 4 camps), the 50 newest news items, and the family's own bookings, payments and photos.
 */
export async function seedBenchFamily(db: Db): Promise<BenchFamily> {
  const parent = parentValues({ email: 'scale.eltern@anpfiff.local' });
  const partner = parentValues({ email: 'scale.partner@anpfiff.local', lastName: parent.lastName });
  await db.insert(profiles).values([parent, partner]);
  const own = [0, 1].map(
    () => childValues({ parentId: parent.id!, id: randomUUID() }, parent.lastName).values,
  );
  const partners = childValues({ parentId: partner.id!, id: randomUUID() }, parent.lastName).values;
  await db.insert(children).values([...own, partners]);
  await linkSecondParent(db, { parentId: parent.id!, secondParentId: partner.id! });
  const childIds = [...own, partners].map((c) => c.id!);

  const upcoming = Array.from({ length: 40 }, (_, i) =>
    sessionValues({
      id: randomUUID(),
      startsAt: zurichDateTimeToInstant(addDays(today(), 1 + Math.floor(i * 1.4)), SLOTS[i % SLOTS.length]!),
    }),
  );
  // The family's own recent past: the trainings of the last five days, before any other history.
  const recent = Array.from({ length: 20 }, (_, i) =>
    sessionValues({ id: randomUUID(), startsAt: pastTrainingStart(i) }),
  );
  await db.insert(sessions).values([...upcoming, ...recent]);
  const trainerIds: string[] = [];
  for (let k = 0; k < TRAINERS; k++) trainerIds.push((await createTrainer(db)).id);
  await db
    .insert(sessionTrainers)
    .values(
      [...upcoming, ...recent].map((s, i) => ({ sessionId: s.id!, trainerId: trainerIds[i % TRAINERS]! })),
    );
  const upcomingCamps = Array.from({ length: 4 }, (_, i) =>
    campValues({ id: randomUUID(), startDate: addDays(today(), 21 + i * 28) }),
  );
  await db.insert(camps).values(upcomingCamps);

  // Each child booked into five upcoming and all twenty recent trainings; upcoming ones open, past ones paid.
  const booked = childIds.flatMap((childId, k) => [
    ...upcoming.slice(k * 5, k * 5 + 5).map((s) => ({ childId, session: s, open: true })),
    ...recent.map((s) => ({ childId, session: s, open: false })),
  ]);
  const rsvpRows = booked.map((b) => ({ id: randomUUID(), sessionId: b.session.id!, childId: b.childId }));
  await db.insert(rsvps).values(rsvpRows);
  await db.insert(payments).values(
    booked.map((b, i) =>
      paymentValues({
        childId: b.childId,
        sessionId: b.session.id!,
        rsvpId: rsvpRows[i]!.id,
        ...(b.open ? {} : { status: 'SUCCEEDED' as const, method: 'STRIPE_TWINT' as const }),
      }),
    ),
  );
  const campRsvp = { id: randomUUID(), campId: upcomingCamps[0]!.id!, childId: childIds[0]! };
  await db.insert(campRsvps).values(campRsvp);
  await db
    .insert(campPayments)
    .values(
      campPaymentValues({ childId: campRsvp.childId, campId: campRsvp.campId, campRsvpId: campRsvp.id }),
    );
  const pack = await createCreditPack(db, { parentId: parent.id! });
  for (const session of recent.slice(0, 3))
    await createCreditConsumption(db, { packId: pack.id, childId: childIds[0]!, sessionId: session.id! });

  // The 50 newest news items (the last 50 days), every third read by the parent.
  const newest = Array.from({ length: 50 }, (_, i) =>
    newsValues({ id: randomUUID(), createdAt: new Date(Date.now() - (i + 1) * DAY_MS) }),
  );
  await db.insert(news).values(newest);
  await db
    .insert(newsReads)
    .values(newest.filter((_, i) => i % 3 === 0).map((n) => ({ newsId: n.id!, userId: parent.id! })));

  // Sixty photos of the family's children from the last weeks.
  await db.insert(photoFolders).values({ id: 'Familie Scale', name: 'Familie Scale', source: 'local' });
  const photos = Array.from({ length: 60 }, (_, i) =>
    photoValues({
      id: randomUUID(),
      driveFolderId: 'Familie Scale',
      createdAt: new Date(Date.now() - (i + 1) * 3_600_000),
    }),
  );
  await db.insert(photoAssets).values(photos);
  await db
    .insert(photoTags)
    .values(photos.map((p, i) => ({ photoId: p.id!, childId: childIds[i % childIds.length]! })));
  return { parentId: parent.id!, partnerId: partner.id!, childIds };
}
