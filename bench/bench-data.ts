import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../src/domain/time';
import type { AppContext } from '../src/server/context';
import type { Db } from '../src/server/db/client';
import { campPayments, campRsvps, children, payments, profiles, rsvps } from '../src/server/db/schema';
import { createCamp, createSession } from '../tests/factories';
import { sessionCookieFor } from '../tests/helpers/auth';
import type { TestApp } from '../tests/helpers/test-app';

// The benchmark's data: N families with one child each, a signed-in session per family, and the contested offers.

export interface BenchFamily {
  childId: string;
  cookie: string;
}

const BATCH = 500;

/** N parents with completed profiles and one ten-year-old child each, inserted in batches. */
export async function createFamilies(ctx: AppContext, n: number): Promise<BenchFamily[]> {
  const rows = Array.from({ length: n }, (_, i) => {
    const nr = String(i + 1).padStart(5, '0');
    return {
      parent: {
        id: randomUUID(),
        name: `Bench Eltern ${nr}`,
        email: `eltern-${nr}@bench.anpfiff.local`,
        emailVerified: true,
        firstName: 'Bench',
        lastName: `Eltern ${nr}`,
        mobile: '+41 79 000 00 00',
        termsAcceptedAt: new Date(),
        role: 'parent' as const,
      },
      child: {
        id: randomUUID(),
        firstName: 'Kind',
        lastName: nr,
        dateOfBirth: '2015-06-01',
        jerseySize: 140,
      },
    };
  });
  for (let i = 0; i < n; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await ctx.db.insert(profiles).values(batch.map((r) => r.parent));
    await ctx.db.insert(children).values(batch.map((r) => ({ ...r.child, parentId: r.parent.id })));
  }
  // Real better-auth sessions, signed like the sign-in does it (the helper the integration tests use).
  const t = { ctx } as unknown as TestApp;
  const families: BenchFamily[] = [];
  for (const row of rows)
    families.push({ childId: row.child.id, cookie: await sessionCookieFor(t, row.parent.id) });
  return families;
}

export async function createContestedOffers(db: Db, seats: number) {
  const nextWeek = addDays(zurichToday(new Date()), 7);
  const session = await createSession(db, {
    title: 'Benchmark Training',
    startsAt: zurichDateTimeToInstant(nextWeek, '10:00'),
    capacity: seats,
  });
  const camp = await createCamp(db, {
    name: 'Benchmark Camp',
    startDate: addDays(nextWeek, 30),
    capacity: seats,
  });
  return { sessionId: session.id, campId: camp.id };
}

/** What the database holds for the offer: active registrations and the payments created for them. */
export async function storedBookings(db: Db, kind: 'trainings' | 'camps', offerId: string) {
  if (kind === 'trainings') {
    const [active] = await db
      .select({ n: count() })
      .from(rsvps)
      .where(and(eq(rsvps.sessionId, offerId), isNull(rsvps.cancelledAt)));
    const [paid] = await db.select({ n: count() }).from(payments).where(eq(payments.sessionId, offerId));
    return { registrations: active?.n ?? 0, payments: paid?.n ?? 0 };
  }
  const [active] = await db
    .select({ n: count() })
    .from(campRsvps)
    .where(and(eq(campRsvps.campId, offerId), isNull(campRsvps.cancelledAt)));
  const [paid] = await db.select({ n: count() }).from(campPayments).where(eq(campPayments.campId, offerId));
  return { registrations: active?.n ?? 0, payments: paid?.n ?? 0 };
}
