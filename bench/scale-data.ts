import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentStatus } from '../src/domain/payments/values';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../src/domain/time';
import type { Db } from '../src/server/db/client';
import {
  campCancellationFees,
  campPayments,
  campRsvps,
  camps,
  children,
  creditConsumptions,
  creditPacks,
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
  trainers,
} from '../src/server/db/schema';
import {
  campCancellationFeeValues,
  campPaymentValues,
  campValues,
  childValues,
  creditPackValues,
  linkSecondParent,
  newsValues,
  parentValues,
  paymentValues,
  photoValues,
  sessionValues,
} from '../tests/factories';

// The history of everyone else at a given size (bench:scale), grown behind the benchmark's family (scale-family.ts),
// older than anything the family sees first: past trainings with trainers and bookings, past camps, other families
// with their packs, payments and photos, older news read by other parents. What the parent's screens show stays
// the same; only the tables grow. Rows come from the factories' row builders, inserted in batches.

const BATCH = 2000;
export const DAY_MS = 86_400_000;

/** What the history holds; other families' packs (one in three parents) and news reads grow with it. */
export interface HistorySizes {
  pastTrainings: number;
  children: number;
  news: number;
  payments: number;
  pastCamps: number;
  photos: number;
}

export const NO_HISTORY: HistorySizes = {
  pastTrainings: 0,
  children: 0,
  news: 0,
  payments: 0,
  pastCamps: 0,
  photos: 0,
};

export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export const today = () => zurichToday(new Date());
export const SLOTS = ['09:00', '11:00', '14:00', '17:00'];

/** The i-th past training: four a day, walking back from yesterday. */
export function pastTrainingStart(i: number): Date {
  return zurichDateTimeToInstant(
    addDays(today(), -1 - Math.floor(i / SLOTS.length)),
    SLOTS[i % SLOTS.length]!,
  );
}

/** Nine in twenty paid, five open, two failed, four refunded (as bench:admin-lists). */
function stateOf(i: number): { status: PaymentStatus; method?: PaymentMethod | null } {
  const slot = i % 20;
  const methods: PaymentMethod[] = ['STRIPE_TWINT', 'STRIPE_ONLINE', 'CASH', 'CREDIT'];
  if (slot < 9) return { status: 'SUCCEEDED', method: methods[i % methods.length] };
  if (slot < 14) return { status: 'REQUIRES_PAYMENT' };
  if (slot < 16) return { status: 'FAILED', method: null };
  return { status: 'REFUNDED', method: methods[i % 2] };
}

/** Grows everyone else's history from `seeded` up to `target`, older than what the family sees first. */
export async function growHistoryTo(
  db: Db,
  seeded: HistorySizes,
  target: HistorySizes,
): Promise<HistorySizes> {
  // Other families: 1.25 children per parent (three in four parents have children), one couple in forty linked.
  const newChildren = target.children - seeded.children;
  // Numbered addresses: the factory's random ones are unique among thousands, not among tens of thousands.
  const parents = Array.from({ length: Math.ceil(newChildren / 1.25) }, (_, i) =>
    parentValues({ email: `eltern.${seeded.children + i}@scale.example.ch` }),
  );
  await insertInBatches(parents, (batch) => db.insert(profiles).values(batch));
  const kids: (typeof children.$inferInsert)[] = [];
  parents.forEach((parent, i) => {
    const count = i % 12 < 6 ? 2 : i % 12 < 9 ? 1 : 0;
    for (let k = 0; k < count && kids.length < newChildren; k++)
      kids.push(childValues({ parentId: parent.id!, id: randomUUID() }, parent.lastName).values);
  });
  await insertInBatches(kids, (batch) => db.insert(children).values(batch));
  for (let i = 0; i + 1 < parents.length; i += 40)
    await linkSecondParent(db, { parentId: parents[i]!.id!, secondParentId: parents[i + 1]!.id! });
  const childIds = kids.map((c) => c.id!);
  const someChild = (i: number) => childIds[i % childIds.length]!;

  // Past trainings, older than the family's recent ones, a trainer and five bookings each.
  const trainings = Array.from({ length: target.pastTrainings - seeded.pastTrainings }, (_, i) =>
    sessionValues({ id: randomUUID(), startsAt: pastTrainingStart(20 + seeded.pastTrainings + i) }),
  );
  await insertInBatches(trainings, (batch) => db.insert(sessions).values(batch));
  const trainerIds = (await db.select({ id: trainers.id }).from(trainers)).map((t) => t.id);
  await insertInBatches(
    trainings.map((t, i) => ({ sessionId: t.id!, trainerId: trainerIds[i % trainerIds.length]! })),
    (batch) => db.insert(sessionTrainers).values(batch),
  );
  await insertInBatches(
    trainings.flatMap((t, i) =>
      Array.from({ length: 5 }, (_, k) => ({ sessionId: t.id!, childId: someChild(i * 5 + k) })),
    ),
    (batch) => db.insert(rsvps).values(batch).onConflictDoNothing(),
  );

  // Past camps, one a fortnight before the upcoming ones, twenty children each.
  const pastCamps = Array.from({ length: target.pastCamps - seeded.pastCamps }, (_, i) =>
    campValues({ id: randomUUID(), startDate: addDays(today(), -7 - (seeded.pastCamps + i) * 14) }),
  );
  await insertInBatches(pastCamps, (batch) => db.insert(camps).values(batch));
  await insertInBatches(
    pastCamps.flatMap((c, i) =>
      Array.from({ length: 20 }, (_, k) => ({ campId: c.id!, childId: someChild(i * 20 + k) })),
    ),
    (batch) => db.insert(campRsvps).values(batch).onConflictDoNothing(),
  );

  // Older news: after the family's 50 newest, one a day further back, each read by ten of the other parents.
  const olderNews = Array.from({ length: target.news - seeded.news }, (_, i) =>
    newsValues({ id: randomUUID(), createdAt: new Date(Date.now() - (51 + seeded.news + i) * DAY_MS) }),
  );
  await insertInBatches(olderNews, (batch) => db.insert(news).values(batch));
  await insertInBatches(
    olderNews.flatMap((item, i) =>
      Array.from({ length: 10 }, (_, k) => ({
        newsId: item.id!,
        userId: parents[(i * 10 + k) % parents.length]!.id!,
      })),
    ),
    (batch) => db.insert(newsReads).values(batch).onConflictDoNothing(),
  );

  // Other families' payments for the past trainings and camps: nine in ten for trainings.
  const sessionIds = trainings.map((t) => t.id!);
  const campIds = pastCamps.map((c) => c.id!);
  const training: (typeof payments.$inferInsert)[] = [];
  const camp: (typeof campPayments.$inferInsert)[] = [];
  const fees: (typeof campCancellationFees.$inferInsert)[] = [];
  for (let i = seeded.payments; i < target.payments; i++) {
    const createdAt = new Date(Date.now() - (30 + (i % 3000)) * DAY_MS);
    // The state cycles apart from the kind, so camp payments and fees come in every state too.
    const state = stateOf(i + Math.floor(i / 40));
    const common = { childId: someChild(i), createdAt, updatedAt: createdAt, ...state };
    const slot = i % 40;
    if (slot < 36 || campIds.length === 0)
      training.push(paymentValues({ ...common, sessionId: sessionIds[i % sessionIds.length]! }));
    else if (slot < 39) camp.push(campPaymentValues({ ...common, campId: campIds[i % campIds.length]! }));
    else fees.push(campCancellationFeeValues({ ...common, campId: campIds[i % campIds.length]! }));
  }
  await insertInBatches(training, (batch) => db.insert(payments).values(batch));
  await insertInBatches(camp, (batch) => db.insert(campPayments).values(batch));
  await insertInBatches(fees, (batch) => db.insert(campCancellationFees).values(batch));

  // Other families' packs: one in three parents bought one and spent five credits on the past trainings.
  const packs = parents
    .filter((_, i) => i % 3 === 0)
    .map((parent, i) =>
      creditPackValues({
        id: randomUUID(),
        parentId: parent.id!,
        creditsRemaining: 6,
        createdAt: new Date(Date.now() - (30 + (i % 700)) * DAY_MS),
      }),
    );
  await insertInBatches(packs, (batch) => db.insert(creditPacks).values(batch));
  await insertInBatches(
    packs.flatMap((pack, i) =>
      Array.from({ length: 5 }, (_, k) => ({
        packId: pack.id!,
        childId: someChild(i),
        sessionId: sessionIds[(i * 5 + k) % sessionIds.length]!,
        consumedAt: new Date(Date.now() - (30 + ((i + k) % 700)) * DAY_MS),
      })),
    ),
    (batch) => db.insert(creditConsumptions).values(batch),
  );

  // Other families' photos, fifty to a folder, each tagged with one child.
  const newPhotos = target.photos - seeded.photos;
  const folders = Array.from({ length: Math.ceil(newPhotos / 50) }, (_, i) => {
    const name = `Training ${seeded.photos + i * 50}`;
    return { id: name, name, source: 'local' as const };
  });
  await insertInBatches(folders, (batch) => db.insert(photoFolders).values(batch));
  const photos = Array.from({ length: newPhotos }, (_, i) =>
    photoValues({
      id: randomUUID(),
      driveFolderId: folders[Math.floor(i / 50)]!.id,
      createdAt: new Date(Date.now() - (30 + seeded.photos + i) * 3_600_000),
    }),
  );
  await insertInBatches(photos, (batch) => db.insert(photoAssets).values(batch));
  await insertInBatches(
    photos.map((p, i) => ({ photoId: p.id!, childId: someChild(i * 7) })),
    (batch) => db.insert(photoTags).values(batch),
  );

  // What autovacuum would have done by the time the history is that long: fresh statistics and visibility.
  await db.execute(sql.raw('vacuum analyze'));
  return target;
}
